// mistake: the upper gap measured from the badge up to the header, a negative distance
// cause: unsatisfiable-constraints
import UIKit

// Trailhead, the summit screen: anchorWithOffset(to:) turns the gap above the badge and the gap
// below it into dimensions, and one constraint makes them equal, so the badge sits midway
// between the header and the toolbar on every screen.

class SummitViewController: UIViewController {
  let headerView = UIView()
  let badgeView = UIImageView()
  let toolbarView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    headerView.backgroundColor = .systemGreen
    badgeView.backgroundColor = .systemYellow
    toolbarView.backgroundColor = .systemGray6

    for subview in [headerView, badgeView, toolbarView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 200),

      toolbarView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      toolbarView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbarView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbarView.heightAnchor.constraint(equalToConstant: 60),

      // The gap above the badge equals the gap below it, on every screen.
      badgeView.topAnchor.anchorWithOffset(to: headerView.bottomAnchor)
        .constraint(equalTo: badgeView.bottomAnchor.anchorWithOffset(to: toolbarView.topAnchor)),
      badgeView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      badgeView.widthAnchor.constraint(equalToConstant: 80),
      badgeView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }
}
