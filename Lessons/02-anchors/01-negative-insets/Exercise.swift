import UIKit

// The banner should fill the safe area with a 20-point inset on all four sides.
//
// It spills off the right edge and below the home indicator instead.
// Your turn: fix the two constants that push it the wrong way.

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
      bannerView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: 20),
      bannerView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: 20),
    ])
  }
}
