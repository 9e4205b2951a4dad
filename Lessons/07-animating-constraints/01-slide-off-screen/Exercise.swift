import UIKit

// A banner, 240 x 80, sits on the leading layout margin 20 points below the top of the safe
// area. dismissBanner() moves it off the screen to the left: it swaps the leading constraint for
// one that puts the banner's trailing edge on the screen's leading edge.
//
// The swap works, but the banner jumps instead of sliding. Your turn: make the move animate over
// 0.5 seconds with UIView.animate(withDuration:animations:) and its default curve.

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
    bannerOffScreen = bannerView.trailingAnchor.constraint(equalTo: view.leadingAnchor)
    NSLayoutConstraint.activate([
      bannerLeading,
      bannerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      bannerView.widthAnchor.constraint(equalToConstant: 240),
      bannerView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  func dismissBanner() {
    bannerLeading.isActive = false
    bannerOffScreen.isActive = true
    UIView.animate(withDuration: 0.5) {
      // Your turn: the layout pass that moves the banner belongs in here.
    }
  }
}
