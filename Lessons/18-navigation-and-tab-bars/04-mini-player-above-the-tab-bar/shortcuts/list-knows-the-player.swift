// shortcut: the track list ends 64 points above its safe area's bottom: the tab knows the container's player
// cause: wrong-constant
// line: 24
import UIKit

// The music app's tab bar controller shows a 64-point mini player on top of the tab bar. Here
// the library ends its track list 64 points above its safe area itself: right while the player
// shows, wrong once the container closes it, since the tab does not know.

class LibraryViewController: UIViewController {
  let trackList = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    trackList.backgroundColor = .systemIndigo
    trackList.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(trackList)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      trackList.topAnchor.constraint(equalTo: safe.topAnchor),
      trackList.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      trackList.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      trackList.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -64),
    ])
  }
}

class PlayerTabBarController: UITabBarController {
  let library: LibraryViewController
  let search = UIViewController()
  let miniPlayer = UIView()

  init() {
    let library = LibraryViewController()
    self.library = library
    super.init(nibName: nil, bundle: nil)
    library.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    viewControllers = [library, search]
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    miniPlayer.backgroundColor = .systemGray
    miniPlayer.translatesAutoresizingMaskIntoConstraints = false
    view.insertSubview(miniPlayer, belowSubview: tabBar)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      miniPlayer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      miniPlayer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      miniPlayer.bottomAnchor.constraint(equalTo: tabBar.topAnchor),
      miniPlayer.heightAnchor.constraint(equalToConstant: 64),
    ])
  }
}
