import UIKit

// The now-playing card opens when the mini player is tapped. expand() already runs two stages:
//   tab bar      ease in, 0.2 s, from 0 s:  slides 130 points down
//   backing      linear, 0.4 s, from 0 s:   insets 16 at the sides, 24 at the top
//
// Your turn: add the other two stages to expand(), each in its own animation block:
//   - the cover grows from the mini player to the card: its top moves from coverOnMiniPlayer
//     to coverOnCard (swap them), its leading constant goes from 8 to 32 and its width from 48
//     to 200; linear, 0.3 s, starting at once;
//   - the lower module rises: lowerModuleTop's constant goes from 37 to -112; ease out, 0.2 s,
//     starting after 0.2 s, when the tab bar is gone.

class NowPlayingViewController: UIViewController {
  let backingImageView = UIImageView()  // a picture of the screen behind the card
  let miniPlayer = UIView()
  let coverImageView = UIImageView()
  let lowerModule = UIView()  // the song's title and the playback controls
  let tabBar = UIView()

  private var backingTop: NSLayoutConstraint!
  private var backingLeading: NSLayoutConstraint!
  private var backingTrailing: NSLayoutConstraint!
  private var tabBarBottom: NSLayoutConstraint!
  private var coverLeading: NSLayoutConstraint!
  private var coverWidth: NSLayoutConstraint!
  private var coverOnMiniPlayer: NSLayoutConstraint!
  private var coverOnCard: NSLayoutConstraint!
  private var lowerModuleTop: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    backingImageView.backgroundColor = .systemGroupedBackground
    miniPlayer.backgroundColor = .systemGray6
    coverImageView.backgroundColor = .systemPink
    lowerModule.backgroundColor = .white
    tabBar.backgroundColor = .systemGray5

    for subview in [backingImageView, miniPlayer, coverImageView, lowerModule, tabBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    let screen = UIScreen.main.bounds

    backingTop = backingImageView.topAnchor.constraint(equalTo: view.topAnchor)
    backingLeading = backingImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    backingTrailing = backingImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
    tabBarBottom = tabBar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
    coverLeading = coverImageView.leadingAnchor.constraint(
      equalTo: safeArea.leadingAnchor, constant: 8)
    coverWidth = coverImageView.widthAnchor.constraint(equalToConstant: 48)
    coverOnMiniPlayer = coverImageView.topAnchor.constraint(
      equalTo: miniPlayer.topAnchor, constant: 8)
    coverOnCard = coverImageView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 32)
    lowerModuleTop = lowerModule.topAnchor.constraint(
      equalTo: safeArea.bottomAnchor, constant: 37)

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

      coverLeading, coverWidth, coverOnMiniPlayer,
      coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor),

      lowerModule.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      lowerModule.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      lowerModule.heightAnchor.constraint(equalToConstant: 96),
      lowerModuleTop,
    ])
  }

  func expand() {
    // The tab bar leaves first, speeding up as it goes.
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
      self.tabBarBottom.constant = 130
      self.view.layoutIfNeeded()
    })
    // The screen behind falls back into a card.
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.backingTop.constant = 24
      self.backingLeading.constant = 16
      self.backingTrailing.constant = -16
      self.view.layoutIfNeeded()
    })
    // Your turn: the cover stage and the lower-module stage.
  }
}
