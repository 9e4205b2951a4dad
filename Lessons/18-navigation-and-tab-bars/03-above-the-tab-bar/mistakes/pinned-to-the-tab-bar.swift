// mistake: the button pinned to the tab bar's top, a view of the tab bar controller's hierarchy
// cause: exception
// line: 25
import UIKit

// A music app's library tab. The library's root view runs under the tab bar, and its safe area
// ends at the bar's top: 49 points above the screen's bottom on an iPhone 8, 49 + 34 = 83 on an
// iPhone X, where the bar reaches down over the home indicator. The shuffle button is pinned 16
// points above the safe area's bottom, so it sits above the bar on every phone.

class LibraryViewController: UIViewController {
  let shuffleButton = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    shuffleButton.backgroundColor = .systemPink
    shuffleButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(shuffleButton)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      shuffleButton.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      shuffleButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      shuffleButton.heightAnchor.constraint(equalToConstant: 50),
      shuffleButton.bottomAnchor.constraint(
        equalTo: tabBarController!.tabBar.topAnchor, constant: -16),
    ])
  }
}

// The window's root: a tab bar controller with the library and a search tab.
class MusicTabBarController: UITabBarController {
  let library: LibraryViewController
  let search = UIViewController()

  init() {
    let library = LibraryViewController()
    self.library = library
    super.init(nibName: nil, bundle: nil)
    library.tabBarItem = UITabBarItem(title: "Library", image: nil, tag: 0)
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    viewControllers = [library, search]
  }

  required init?(coder: NSCoder) { nil }
}
