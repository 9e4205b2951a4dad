import UIKit

// Trailhead, the trail screen: a title at the top and a Start button at the bottom, both as wide
// as the content area.
//
// Somebody measured an iPhone X in portrait and typed the numbers in: 16 from the sides, 44 from
// the top, 34 from the bottom. On that one screen it looks right. In landscape the title slides
// under the sensor housing, and on an iPad the sides are too tight.
//
// Replace the numbers with the root view's layout margins guide. None of the constraints below
// needs a constant once it pins to the guide.

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

    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 44),
      titleLabel.heightAnchor.constraint(equalToConstant: 34),

      startButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      startButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      startButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34),
      startButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
