// mistake: the top pinned to the root view's top instead of the safe area's
// cause: root-edges-for-safe-area
// line: 18
import UIKit

class BannerViewController: UIViewController {
  let bannerView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bannerView.backgroundColor = .systemGreen
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      bannerView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      bannerView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      // banner.trailing = safeArea.trailing + constant: inward is negative.
      bannerView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
      bannerView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
    ])
  }
}
