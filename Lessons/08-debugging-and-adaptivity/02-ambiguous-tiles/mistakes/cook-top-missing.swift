// mistake: the cook tile's top constraint left out
// cause: constraint-missing
import UIKit

// Pantry, a recipe's summary: three tiles in a row between the layout margins, 8 points apart.
// The middle tile's width equals the first one's too, so all three widths follow from the
// margins: nothing is left to chance.

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
      cookTile.widthAnchor.constraint(equalTo: prepTile.widthAnchor),

      prepTile.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16),
      prepTile.heightAnchor.constraint(equalToConstant: 80),
      cookTile.heightAnchor.constraint(equalTo: prepTile.heightAnchor),
      servingsTile.topAnchor.constraint(equalTo: prepTile.topAnchor),
      servingsTile.heightAnchor.constraint(equalTo: prepTile.heightAnchor),
    ])
  }
}
