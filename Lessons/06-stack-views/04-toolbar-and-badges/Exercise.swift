import UIKit

// A workout screen's toolbar and a column of badges, both stacks pinned to the layout margins.
//
//   - toolbar: four icons of different sizes (44 x 44, 40 x 32, 48 x 44, 44 x 24). The first
//     and last sit on the margins and the gaps between neighbours are all equal; the icons keep
//     their own sizes and are centred on one horizontal line.
//   - badgeColumn: three badges (120, 88 and 160 points wide, 28 tall), 8 points apart, each
//     keeping its own width and lined up on the trailing margin.
//
// Both stacks are built and pinned, but with the default distribution and alignment. Your turn:
// set the toolbar's distribution and alignment, and the column's alignment.

final class IconView: UIView {
  let size: CGSize

  init(width: CGFloat, height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

class WorkoutViewController: UIViewController {
  let historyIcon = IconView(width: 44, height: 44)
  let tapIcon = IconView(width: 40, height: 32)
  let goalIcon = IconView(width: 48, height: 44)
  let settingsIcon = IconView(width: 44, height: 24)
  let streakBadge = IconView(width: 120, height: 28)
  let recordBadge = IconView(width: 88, height: 28)
  let weeklyBadge = IconView(width: 160, height: 28)

  let toolbar = UIStackView()
  let badgeColumn = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    for icon in [historyIcon, tapIcon, goalIcon, settingsIcon] {
      toolbar.addArrangedSubview(icon)
    }
    for badge in [streakBadge, recordBadge, weeklyBadge] {
      badgeColumn.addArrangedSubview(badge)
    }
    toolbar.axis = .horizontal
    badgeColumn.axis = .vertical
    badgeColumn.spacing = 8

    // Your turn: toolbar distribution and alignment, badgeColumn alignment.

    for stack in [toolbar, badgeColumn] {
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      toolbar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      badgeColumn.topAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: 24),
      badgeColumn.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      badgeColumn.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
