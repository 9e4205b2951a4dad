import UIKit

// The now-playing card, stage one. backingImageView is a picture of the screen behind the card;
// when the card opens it should shrink into a card of its own, 16 points in from each side and
// 24 from the top, while the tab bar slides 130 points down, out of sight.
//
// Two things are missing. Your turn:
//   1. backingImageView has a top, a leading and a trailing edge but no height. Keep it in the
//      screen's aspect ratio (UIScreen.main.bounds), so it shrinks evenly.
//   2. expand() animates everything together. The tab bar should leave on its own: ease in over
//      0.2 s. The backing image should shrink at a constant speed over 0.4 s. Both start at once.

class NowPlayingViewController: UIViewController {
  let backingImageView = UIImageView()  // a picture of the screen behind the card
  let miniPlayer = UIView()
  let tabBar = UIView()

  private var backingTop: NSLayoutConstraint!
  private var backingLeading: NSLayoutConstraint!
  private var backingTrailing: NSLayoutConstraint!
  private var tabBarBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    backingImageView.backgroundColor = .systemGroupedBackground
    miniPlayer.backgroundColor = .systemGray6
    tabBar.backgroundColor = .systemGray5

    for subview in [backingImageView, miniPlayer, tabBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide

    backingTop = backingImageView.topAnchor.constraint(equalTo: view.topAnchor)
    backingLeading = backingImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    backingTrailing = backingImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
    tabBarBottom = tabBar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)

    NSLayoutConstraint.activate([
      backingTop, backingLeading, backingTrailing,
      // Your turn: the backing image's height.

      miniPlayer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      miniPlayer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      miniPlayer.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -49),
      miniPlayer.heightAnchor.constraint(equalToConstant: 64),

      tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tabBarBottom,
      tabBar.heightAnchor.constraint(equalToConstant: 49),
    ])
  }

  func expand() {
    tabBarBottom.constant = 130
    backingTop.constant = 24
    backingLeading.constant = 16
    backingTrailing.constant = -16
    UIView.animate(withDuration: 0.4) {
      self.view.layoutIfNeeded()
    }
  }
}
