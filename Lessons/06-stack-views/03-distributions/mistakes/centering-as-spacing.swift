// mistake: .equalSpacing where .equalCentering was meant
// cause: wrong-distribution
// line: 55
import UIKit

// Five rows of goal chips (intrinsic widths 40, 64 and 96), one per distribution, each a
// horizontal stack 300 points wide.

final class Chip: UIView {
  let naturalWidth: CGFloat

  init(naturalWidth: CGFloat) {
    self.naturalWidth = naturalWidth
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    CGSize(width: naturalWidth, height: 32)
  }
}

class ChipRowsViewController: UIViewController {
  let fillRow = UIStackView(arrangedSubviews: ChipRowsViewController.makeChips())
  let equalRow = UIStackView(arrangedSubviews: ChipRowsViewController.makeChips())
  let proportionalRow = UIStackView(arrangedSubviews: ChipRowsViewController.makeChips())
  let spacedRow = UIStackView(arrangedSubviews: ChipRowsViewController.makeChips())
  let centeredRow = UIStackView(arrangedSubviews: ChipRowsViewController.makeChips())

  static func makeChips() -> [UIView] {
    [Chip(naturalWidth: 40), Chip(naturalWidth: 64), Chip(naturalWidth: 96)]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    fillRow.distribution = .fill
    fillRow.spacing = 8
    fillRow.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)

    equalRow.spacing = 12
    proportionalRow.spacing = 0
    spacedRow.spacing = 8
    centeredRow.spacing = 8

    // Same widths: (300 - 2 * 12) / 3 = 92 each.
    equalRow.distribution = .fillEqually
    // Proportional to 40 : 64 : 96 (200 in all): 60, 96 and 144.
    proportionalRow.distribution = .fillProportionally
    // Own widths; the two gaps share what is left: (300 - 200) / 2 = 50.
    spacedRow.distribution = .equalSpacing
    // Own widths; centres equally far apart: 20, 136 and 252.
    centeredRow.distribution = .equalSpacing

    let rows = [fillRow, equalRow, proportionalRow, spacedRow, centeredRow]
    var constraints: [NSLayoutConstraint] = []
    var previousRow: UIStackView?
    for row in rows {
      row.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        row.widthAnchor.constraint(equalToConstant: 300),
      ]
      if let previousRow {
        constraints.append(
          row.topAnchor.constraint(equalTo: previousRow.bottomAnchor, constant: 24))
      } else {
        constraints.append(
          row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20))
      }
      previousRow = row
    }
    NSLayoutConstraint.activate(constraints)
  }
}
