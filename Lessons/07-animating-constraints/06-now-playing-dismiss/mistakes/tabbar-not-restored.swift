// mistake: collapse sets the tab bar's bottom to 130 again instead of 0
// cause: wrong-constant
// line: 135
// not: layoutIfNeeded
// open: the verdict leads with wrong-constant at line 48, where the constraint is made: two lines set its constant to 130 (expand and collapse), so the one the collapsed step ran is not told apart
import UIKit

// The now-playing card opens from the mini player in four overlapping stages and closes by
// running them backwards with mirrored curves. Each stage changes only its own constraints,
// inside its own animation block.

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
      self.coverOnMiniPlayer.isActive = false
      self.coverOnCard.isActive = true
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

  func collapse() {
    // The controls leave first, speeding up as they go.
    UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: {
      self.lowerModuleTop.constant = 37
      self.view.layoutIfNeeded()
    })
    // The screen behind comes forward again.
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.backingTop.constant = 0
      self.backingLeading.constant = 0
      self.backingTrailing.constant = 0
      self.view.layoutIfNeeded()
    })
    // The cover shrinks back onto the mini player, a little later.
    UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveLinear, animations: {
      self.coverOnCard.isActive = false
      self.coverOnMiniPlayer.isActive = true
      self.coverLeading.constant = 8
      self.coverWidth.constant = 48
      self.view.layoutIfNeeded()
    })
    // The tab bar comes back last, slowing down as it arrives.
    UIView.animate(withDuration: 0.2, delay: 0.2, options: .curveEaseOut, animations: {
      self.tabBarBottom.constant = 130
      self.view.layoutIfNeeded()
    })
  }
}
