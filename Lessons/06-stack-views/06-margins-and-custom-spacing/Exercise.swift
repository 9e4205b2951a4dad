import UIKit

// The goal summary card is one vertical stack, pinned 20 points below the top of the safe area
// and to both layout margins. It holds a header (28 points tall), the details (60), a progress
// bar (8) and a Done button (44), with 8 points of spacing.
//
// The design wants more room:
//   - the stack's content should sit inside the stack's own layout margins: 20 points at the top
//     and bottom, 24 at the left and right;
//   - 24 points after the header and 32 points after the progress bar; every other gap stays 8.
//
// Your turn: add the margins and the two custom spacings.

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

    // Your turn: margins inside the stack, and the two custom spacings.

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
