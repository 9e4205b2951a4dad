// mistake: the 40% cap written == instead of <=
// cause: wrong-relation
// line: 36
import UIKit

class SplitViewController: UIViewController {
  let sidebarView = UIView()
  let contentView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    sidebarView.backgroundColor = .systemGray5
    contentView.backgroundColor = .systemBackground

    for subview in [sidebarView, contentView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    // The wish, set to optional before it is activated.
    let preferredWidth = sidebarView.widthAnchor.constraint(equalToConstant: 320)
    preferredWidth.priority = .defaultHigh

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      sidebarView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      sidebarView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      sidebarView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: sidebarView.trailingAnchor),
      contentView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),

      preferredWidth,
      sidebarView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.4),
    ])
  }
}
