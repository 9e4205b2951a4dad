import UIKit

// Trailhead, the summit screen: a header (200 points) at the top of the safe area, a toolbar
// (60 points) at its bottom, and the summit badge (80 x 80) in the space between them, with as
// much room above the badge as below it.
//
// The badge is placed 197 points under the header: the right number on an iPhone X held upright.
// In landscape the space between header and toolbar is only 94 points, and the badge lands far
// below it, on top of the toolbar.
//
// Your turn: say what you mean instead. The distance from the header's bottom to the badge's top
// must equal the distance from the badge's bottom to the toolbar's top. Use anchorWithOffset(to:)
// to turn each distance into something a constraint can compare.

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

      badgeView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 197),
      badgeView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      badgeView.widthAnchor.constraint(equalToConstant: 80),
      badgeView.heightAnchor.constraint(equalToConstant: 80),
    ])
  }
}
