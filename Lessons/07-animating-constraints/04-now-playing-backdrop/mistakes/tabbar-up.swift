// mistake: the tab bar's bottom constant set to -130, moving it up instead of down
// cause: inset-sign-flipped
// line: 60
import UIKit

// The first two stages of the now-playing card: the tab bar slides away (ease in, 0.2 s) while
// the picture of the screen behind shrinks into a card (linear, 0.4 s). Its height follows its
// width through the screen's aspect ratio.

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
    let screen = UIScreen.main.bounds

    backingTop = backingImageView.topAnchor.constraint(equalTo: view.topAnchor)
    backingLeading = backingImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    backingTrailing = backingImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
    tabBarBottom = tabBar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)

    NSLayoutConstraint.activate([
      backingTop, backingLeading, backingTrailing,
      // The screen's aspect ratio: the picture shrinks evenly instead of being squashed.
      backingImageView.heightAnchor.constraint(
        equalTo: backingImageView.widthAnchor, multiplier: screen.height / screen.width),

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
    // Each stage changes only its own constraints, inside its own block.
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
      self.tabBarBottom.constant = -130
      self.view.layoutIfNeeded()
    })
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.backingTop.constant = 24
      self.backingLeading.constant = 16
      self.backingTrailing.constant = -16
      self.view.layoutIfNeeded()
    })
  }
}
