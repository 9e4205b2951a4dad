// mistake: the superview marked for a constraint update, not the bar whose updateConstraints() swaps the fill
// cause: constraints-update-not-requested
// not: layoutIfNeeded
import UIKit

// Trail progress: a change of `progress` asks for a constraint update, and the next layout
// pass calls updateConstraints(), which replaces the fill's width constraint (a multiplier
// cannot change once a constraint is made).

class ProgressBarView: UIView {
  let fillView = UIView()
  private var fillWidth: NSLayoutConstraint!

  /// The part of the trail walked, from 0 to 1.
  var progress: CGFloat = 0.5 {
    didSet {
      // The new fraction is applied in updateConstraints(), at the next layout pass.
      superview?.setNeedsUpdateConstraints()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray
    fillView.backgroundColor = .systemGreen
    fillView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(fillView)
    fillWidth = fillView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: progress)
    NSLayoutConstraint.activate([
      fillView.leadingAnchor.constraint(equalTo: leadingAnchor),
      fillView.topAnchor.constraint(equalTo: topAnchor),
      fillView.bottomAnchor.constraint(equalTo: bottomAnchor),
      fillWidth,
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    // A new multiplier needs a new constraint.
    fillWidth.isActive = false
    fillWidth = fillView.widthAnchor.constraint(equalTo: widthAnchor, multiplier: progress)
    fillWidth.isActive = true
    super.updateConstraints()
  }
}

class TrailProgressViewController: UIViewController {
  let progressBar = ProgressBarView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    progressBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(progressBar)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      progressBar.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      progressBar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      progressBar.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      progressBar.heightAnchor.constraint(equalToConstant: 8),
    ])
  }

  /// The walker reached a waypoint.
  func walk(to progress: CGFloat) {
    progressBar.progress = progress
  }
}
