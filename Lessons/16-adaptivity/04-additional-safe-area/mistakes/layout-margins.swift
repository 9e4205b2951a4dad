// mistake: the list's bottom layout margin made 64, where its content follows the safe area
// cause: margins-for-safe-area
// line: 59
// not: translatesAutoresizingMaskIntoConstraints
import UIKit

// A music app: the list of tracks is a child view controller that fills the whole screen, and
// the container lays a 64-point mini player over its bottom, just above the home indicator. The
// list keeps its content inside its safe area, and the container adds the mini player's height
// to that safe area with `additionalSafeAreaInsets`, so nothing in the list hides under it.

class TrackListViewController: UIViewController {
  let content = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    content.backgroundColor = .systemGray
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: safe.topAnchor),
      content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }
}

class PlayerContainerViewController: UIViewController {
  let list = TrackListViewController()
  let miniPlayer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    miniPlayer.backgroundColor = .systemPink

    // The child: added as a child first, then its view, then told it has moved.
    addChild(list)
    list.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(list.view)
    list.didMove(toParent: self)

    miniPlayer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(miniPlayer)
    NSLayoutConstraint.activate([
      list.view.topAnchor.constraint(equalTo: view.topAnchor),
      list.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      miniPlayer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      miniPlayer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      miniPlayer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      miniPlayer.heightAnchor.constraint(equalToConstant: 64),
    ])
    // The mini player covers the bottom 64 points of the list's safe area.
    list.view.directionalLayoutMargins.bottom = 64
  }
}
