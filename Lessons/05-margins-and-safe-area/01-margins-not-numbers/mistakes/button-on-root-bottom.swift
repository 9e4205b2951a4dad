// mistake: the Start button's bottom pinned to the root view's bottom instead of the bottom margin
// cause: root-edges-for-safe-area
// line: 35
import UIKit

// Trailhead, the trail screen: the title and the Start button pinned to the root view's layout
// margins guide, which already includes the safe area and the 16- or 20-point side margins.

class TrailViewController: UIViewController {
  let titleLabel = UILabel()
  let startButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    titleLabel.text = "Ridge Loop"
    titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
    startButton.setTitle("Start", for: .normal)

    for subview in [titleLabel, startButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 34),

      startButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      startButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      startButton.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
