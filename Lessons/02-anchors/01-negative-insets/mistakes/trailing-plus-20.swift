// mistake: the trailing inset written +20, outwards
// cause: inset-sign-flipped
// line: 21
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
      bannerView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      bannerView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      // banner.trailing = safeArea.trailing + constant: inward is negative.
      bannerView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: 20),
      bannerView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
    ])
  }
}
