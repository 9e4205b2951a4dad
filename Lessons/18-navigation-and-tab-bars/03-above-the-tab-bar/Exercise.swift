import UIKit

// A music app's library tab. The shuffle button is pinned 16 points above the bottom of the
// library's root view, but that view runs under the tab bar, so the bar covers the button.
//
// Your turn: pin the button's bottom to the view's safe area, which ends at the tab bar's top.

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
      shuffleButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
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
