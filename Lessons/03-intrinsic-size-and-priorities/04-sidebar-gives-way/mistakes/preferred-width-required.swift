// mistake: the 320 pt width left required, so it fights the 40% cap on a phone
// cause: unsatisfiable-constraints
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
      sidebarView.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 0.4),
    ])
  }
}
