// mistake: the inset counts the tab bar too (49 + 64), though the safe area already ends at the bar's top
// cause: additional-inset-counts-bar
import UIKit

// The music app's tab bar controller shows a 64-point mini player on top of the tab bar. The
// tabs know nothing of it: the container adds 64 points to the bottom of each tab's safe area
// with `additionalSafeAreaInsets`, on top of what the tab bar already covers, so the track list,
// pinned to its safe area, ends where the mini player begins.

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
      trackList.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
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
    for tab in [library, search] {
      tab.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 49 + 64, right: 0)
    }
  }
}
