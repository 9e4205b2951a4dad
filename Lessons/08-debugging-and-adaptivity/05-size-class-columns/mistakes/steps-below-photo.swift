// mistake: in the regular layout the steps' top tied to the photo's bottom instead of the top margin
// cause: wrong-item
// line: 61
// open: the verdict leads with frame-mismatch (stepsView 260 pt too far down on the iPads); the one differing constraint has another second item, attribute and constant (photoView.bottom + 20 for layoutMarginsGuide.top), which ReferenceDifference does not pair as wrong-item
import UIKit

// Pantry, a recipe's detail screen: one column where the width is compact, two where it is
// regular. The choice follows the horizontal size class, read before every layout, so it is right
// at launch and after any change of size or traits.

class RecipeDetailViewController: UIViewController {
  let photoView = UIImageView(image: UIImage(named: "risotto"))
  let ingredientsView = UIView()
  let stepsView = UIView()

  private var compactConstraints: [NSLayoutConstraint] = []
  private var regularConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.contentMode = .scaleAspectFill
    ingredientsView.backgroundColor = .systemGray6
    stepsView.backgroundColor = .systemGray5

    for subview in [photoView, ingredientsView, stepsView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    compactConstraints = [
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.heightAnchor.constraint(equalToConstant: 120),

      ingredientsView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ingredientsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ingredientsView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 16),
      ingredientsView.heightAnchor.constraint(equalToConstant: 80),

      stepsView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stepsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stepsView.topAnchor.constraint(equalTo: ingredientsView.bottomAnchor, constant: 16),
      stepsView.heightAnchor.constraint(equalToConstant: 80),
    ]
    regularConstraints = [
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photoView.topAnchor.constraint(equalTo: margins.topAnchor),
      photoView.widthAnchor.constraint(equalToConstant: 320),
      photoView.heightAnchor.constraint(equalToConstant: 240),

      ingredientsView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ingredientsView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 20),
      ingredientsView.widthAnchor.constraint(equalToConstant: 320),
      ingredientsView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

      stepsView.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 20),
      stepsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stepsView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 20),
      stepsView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ]
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if traitCollection.horizontalSizeClass == .regular {
      NSLayoutConstraint.deactivate(compactConstraints)
      NSLayoutConstraint.activate(regularConstraints)
    } else {
      NSLayoutConstraint.deactivate(regularConstraints)
      NSLayoutConstraint.activate(compactConstraints)
    }
  }
}
