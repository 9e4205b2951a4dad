// mistake: the toolbar's alignment left at .fill, stretching every icon to the tallest
// cause: wrong-alignment
import UIKit

// A workout screen: a toolbar whose icons spread out evenly between the margins, centred on one
// line, and a column of badges lined up on the trailing margin.

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

    // Own sizes, equal gaps, one centre line: 44 + 40 + 48 + 44 = 176 points of icons, and the
    // three gaps share the rest of the margins' width.
    toolbar.distribution = .equalSpacing
    // Own widths, trailing edges on the column's.
    badgeColumn.alignment = .trailing

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
