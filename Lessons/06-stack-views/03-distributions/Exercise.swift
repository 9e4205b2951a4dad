import UIKit

// Five rows of goal chips, one per distribution. Every row is a horizontal stack 300 points wide
// holding the same three chips, whose intrinsic widths are 40, 64 and 96 points (32 tall).
//
// fillRow is done: distribution .fill, and its middle chip hugs less, so it takes the spare room.
// Your turn: give each of the other four rows the distribution that produces
//   - equalRow:        three chips of the same width;
//   - proportionalRow: widths in proportion to the chips' intrinsic widths, touching;
//   - spacedRow:       the chips' own widths, with equal gaps between them;
//   - centeredRow:     the chips' own widths, with their centres equally far apart.
// Leave the spacings as they are.

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

    // Your turn: the distributions of equalRow, proportionalRow, spacedRow and centeredRow.

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
