// mistake: the view kept from under the bar with edgesForExtendedLayout = [], the filter bar left on the view's top
// cause: wrong-item
// line: 27
import UIKit

// The notes app's first screen: the notes list inside a navigation controller. The list's root
// view runs under the navigation bar, so its filter bar is pinned to the view's safe area, which
// starts below the bar: 64 points down on an iPhone 8, 88 on an iPhone X, 32 on either turned.

class NotesViewController: UIViewController {
  let filterBar = UIView()
  let listView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    edgesForExtendedLayout = []
    view.backgroundColor = .white
    filterBar.backgroundColor = .systemGray
    listView.backgroundColor = .systemBlue
    for subview in [filterBar, listView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      filterBar.topAnchor.constraint(equalTo: view.topAnchor),
      filterBar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      filterBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      filterBar.heightAnchor.constraint(equalToConstant: 44),

      listView.topAnchor.constraint(equalTo: filterBar.bottomAnchor),
      listView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      listView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      listView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
  }
}

// What the app's scene delegate makes the window's root: the list inside a navigation
// controller.
class NotesNavigationController: UINavigationController {
  let notes: NotesViewController

  init() {
    let notes = NotesViewController()
    self.notes = notes
    super.init(rootViewController: notes)
  }

  required init?(coder: NSCoder) { nil }
}
