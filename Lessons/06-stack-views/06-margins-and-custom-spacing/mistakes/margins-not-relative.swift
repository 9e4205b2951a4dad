// mistake: the stack's layoutMargins set without isLayoutMarginsRelativeArrangement
// cause: margins-not-relative
// not: the constant's sign is flipped
import UIKit

// The goal summary card: a vertical stack that keeps its content inside its own layout margins
// and opens two gaps wider than its spacing.

final class BlockView: UIView {
  let height: CGFloat

  init(height: CGFloat) {
    self.height = height
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: height)
  }
}

class GoalSummaryViewController: UIViewController {
  let summaryStack = UIStackView()
  let headerView = BlockView(height: 28)
  let detailsView = BlockView(height: 60)
  let progressBar = BlockView(height: 8)
  let doneButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    summaryStack.backgroundColor = .white
    progressBar.backgroundColor = .systemGreen
    doneButton.setTitle("Done", for: .normal)

    for arranged in [headerView, detailsView, progressBar, doneButton] {
      summaryStack.addArrangedSubview(arranged)
    }
    summaryStack.axis = .vertical
    summaryStack.spacing = 8

    // Pin the arranged views to the stack's layout margins, and say what they are.
    summaryStack.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24)
    // Wider gaps after two views; the others keep `spacing`.
    summaryStack.setCustomSpacing(24, after: headerView)
    summaryStack.setCustomSpacing(32, after: progressBar)

    summaryStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(summaryStack)
    NSLayoutConstraint.activate([
      summaryStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      summaryStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      summaryStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      doneButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
