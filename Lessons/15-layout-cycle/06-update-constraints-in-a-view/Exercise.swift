import UIKit

// Trail progress: how much of the trail is behind you, as a bar whose fill is a fraction of
// the bar's width. A multiplier cannot change once a constraint is made, so the bar replaces
// its fill's width constraint in updateConstraints(), once per layout pass, however often
// `progress` changes before it.
//
// But walking on sets `progress` and the fill stays where it was: nothing asks for a
// constraint update, so updateConstraints() is never called again.
//
// Your turn: when `progress` changes, ask for a constraint update. Keep the constraint code
// in updateConstraints().

class ProgressBarView: UIView {
  let fillView = UIView()
  private var fillWidth: NSLayoutConstraint!

  /// The part of the trail walked, from 0 to 1.
  var progress: CGFloat = 0.5 {
    didSet {
      // The new fraction is applied in updateConstraints().
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
