import UIKit

// Pantry, a recipe's summary: three tiles in a row (prep time, cook time, servings) between the
// layout margins, 8 points apart, all the same width.
//
// Nothing is logged, yet the layout is wrong: the tiles come out at widths nobody asked for, and
// `hasAmbiguousLayout` is true for all three. Count the unknowns: three widths, and the
// constraints below fix only their sum and one equality. Add what is missing so that all three
// tiles are exactly as wide as each other.
//
// To see it for yourself, print `prepTile.hasAmbiguousLayout` and
// `prepTile.constraintsAffectingLayout(for: .horizontal)` in `viewDidLayoutSubviews()`.

class RecipeSummaryViewController: UIViewController {
  let prepTile = UIView()
  let cookTile = UIView()
  let servingsTile = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    for tile in [prepTile, cookTile, servingsTile] {
      tile.backgroundColor = .systemOrange
      tile.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(tile)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      prepTile.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      cookTile.leadingAnchor.constraint(equalTo: prepTile.trailingAnchor, constant: 8),
      servingsTile.leadingAnchor.constraint(equalTo: cookTile.trailingAnchor, constant: 8),
      servingsTile.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      servingsTile.widthAnchor.constraint(equalTo: prepTile.widthAnchor),

      prepTile.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16),
      prepTile.heightAnchor.constraint(equalToConstant: 80),
      cookTile.topAnchor.constraint(equalTo: prepTile.topAnchor),
      cookTile.heightAnchor.constraint(equalTo: prepTile.heightAnchor),
      servingsTile.topAnchor.constraint(equalTo: prepTile.topAnchor),
      servingsTile.heightAnchor.constraint(equalTo: prepTile.heightAnchor),
    ])
  }
}
