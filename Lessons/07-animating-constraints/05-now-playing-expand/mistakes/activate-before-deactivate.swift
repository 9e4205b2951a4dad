// mistake: the card's top constraint activated before the mini player's is deactivated
// cause: activated-before-deactivated
import UIKit

// The now-playing card opens from the mini player in four overlapping stages, each changing
// only its own constraints inside its own animation block.

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
    // The cover grows from the mini player to the top of the card.
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
      self.coverOnCard.isActive = true
      self.coverOnMiniPlayer.isActive = false
      self.coverLeading.constant = 32
      self.coverWidth.constant = 200
      self.view.layoutIfNeeded()
    })
    // The title and controls rise once the tab bar is gone, slowing down as they arrive.
    UIView.animate(withDuration: 0.2, delay: 0.2, options: .curveEaseOut, animations: {
      self.lowerModuleTop.constant = -112
      self.view.layoutIfNeeded()
    })
  }
}
