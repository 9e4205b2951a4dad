// mistake: the header's translatesAutoresizingMaskIntoConstraints left true
// cause: mask-translating
// not: it still has its hard-coded frame
import UIKit

// Pantry, a recipe page: a coloured header across the top (down to 76 points below the top of the
// safe area) with the recipe's title near its bottom, then the list of ingredients filling the
// rest of the margins. The header was made with a frame, so it has to stop translating its
// autoresizing mask before its constraints can place it.

class RecipeViewController: UIViewController {
  let headerView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
  let titleLabel = UILabel()
  let ingredientsView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    headerView.backgroundColor = .systemTeal
    ingredientsView.backgroundColor = .systemGray6
    titleLabel.text = "Lemon Risotto"

    view.addSubview(headerView)
    headerView.addSubview(titleLabel)
    view.addSubview(ingredientsView)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    ingredientsView.translatesAutoresizingMaskIntoConstraints = false

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.topAnchor.constraint(equalTo: view.topAnchor),
      headerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 76),

      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -12),
      titleLabel.heightAnchor.constraint(equalToConstant: 28),

      ingredientsView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ingredientsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ingredientsView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 16),
      ingredientsView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }
}
