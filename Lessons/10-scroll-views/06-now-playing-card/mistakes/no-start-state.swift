// mistake: no start state: the card is already open when the first layout pass runs
// cause: start-state-not-set
// not: call `layoutIfNeeded()`
// open: the verdict leads with layout-not-redone ("`cardScrollView` is already at its final frame in the animation's samples on iphone-x a…")
import UIKit

// The now-playing card in its scroll view: the start state (the card below the screen) is set in
// viewDidLoad(), before the first layout pass, and viewDidAppear(_:) animates the card up to its
// open position, 24 points below the safe area's top.

class NowPlayingCardViewController: UIViewController {
  let cardScrollView = UIScrollView()
  let coverImageView = UIImageView()
  let lowerModule = UIView()  // the song's title and the playback controls
  let upNextView = UIView()

  private var cardTop: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    cardScrollView.backgroundColor = .white
    cardScrollView.layer.cornerRadius = 10
    coverImageView.backgroundColor = .systemPink
    lowerModule.backgroundColor = .systemGray6
    upNextView.backgroundColor = .systemGray5

    cardScrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(cardScrollView)
    for subview in [coverImageView, lowerModule, upNextView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      cardScrollView.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    let content = cardScrollView.contentLayoutGuide
    let frame = cardScrollView.frameLayoutGuide
    cardTop = cardScrollView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 24)

    NSLayoutConstraint.activate([
      cardTop,
      cardScrollView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      cardScrollView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      cardScrollView.heightAnchor.constraint(equalTo: safeArea.heightAnchor, constant: -24),

      // The cover is a square, 32 points in from the card's sides.
      coverImageView.topAnchor.constraint(equalTo: content.topAnchor, constant: 32),
      coverImageView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 32),
      coverImageView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -32),
      coverImageView.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -64),
      coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor),

      lowerModule.topAnchor.constraint(equalTo: coverImageView.bottomAnchor, constant: 24),
      lowerModule.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      lowerModule.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      lowerModule.heightAnchor.constraint(equalToConstant: 96),

      upNextView.topAnchor.constraint(equalTo: lowerModule.bottomAnchor, constant: 24),
      upNextView.leadingAnchor.constraint(equalTo: lowerModule.leadingAnchor),
      upNextView.trailingAnchor.constraint(equalTo: lowerModule.trailingAnchor),
      upNextView.heightAnchor.constraint(equalToConstant: 480),
      upNextView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The card slides up from its start state at a constant speed.
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.cardTop.constant = 24
      self.view.layoutIfNeeded()
    })
  }
}
