// mistake: the badge centred in the safe area instead of midway between header and toolbar
// cause: center-for-equal-gaps
// line: 40
// open: the verdict leads with frame-mismatch ("`badgeView` is shifted 70 pt up on every device"): the solution's equal gaps are one constraint between two `anchorWithOffset(to:)` distances, which the report records with no equation (ConstraintComparison leaves it uncompared), so center-for-equal-gaps cannot be read from the comparison with the solution
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
      badgeView.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      badgeView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      badgeView.widthAnchor.constraint(equalToConstant: 80),
      badgeView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }
}
