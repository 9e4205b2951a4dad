// mistake: the off-screen constraint ties the banner's trailing to the root's trailing
// cause: wrong-attribute
// line: 24
import UIKit

// A banner that slides off the screen to the left: swap the leading constraint, then run the
// layout pass inside the animation block so the move is animated.

class BannerViewController: UIViewController {
  let bannerView = UIView()
  private var bannerLeading: NSLayoutConstraint!
  private var bannerOffScreen: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    bannerView.backgroundColor = .systemBlue
    bannerView.layer.cornerRadius = 12
    bannerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bannerView)

    bannerLeading = bannerView.leadingAnchor.constraint(
      equalTo: view.layoutMarginsGuide.leadingAnchor)
    bannerOffScreen = bannerView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
    NSLayoutConstraint.activate([
      bannerLeading,
      bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      bannerView.widthAnchor.constraint(equalToConstant: 240),
      bannerView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  func dismissBanner() {
    // Deactivate first, so the two leading rules are never active together.
    bannerLeading.isActive = false
    bannerOffScreen.isActive = true
    UIView.animate(withDuration: 0.5) {
      // Lay out the root view now, inside the animation: the banner's new frame is animated.
      self.view.layoutIfNeeded()
    }
  }
}
