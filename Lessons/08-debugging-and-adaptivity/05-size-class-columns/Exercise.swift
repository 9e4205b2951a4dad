import UIKit

// Pantry, a recipe's detail screen. Where the width is compact, the photo, the ingredients and
// the steps are stacked in one column. Where the width is regular, the photo and the ingredients
// form a 320-point column on the leading side and the steps fill the rest.
//
// Both sets of constraints are built below. The code that picks one uses a width in points,
// "more than 600 means two columns", and that disagrees with UIKit about one of the devices
// this screen runs on: an iPhone X in landscape is 812 points wide, yet its width is compact.
//
// Pick the set from the horizontal size class in the trait collection instead.

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
      stepsView.topAnchor.constraint(equalTo: margins.topAnchor),
      stepsView.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ]
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if view.bounds.width > 600 {
      NSLayoutConstraint.deactivate(compactConstraints)
      NSLayoutConstraint.activate(regularConstraints)
    } else {
      NSLayoutConstraint.deactivate(regularConstraints)
      NSLayoutConstraint.activate(compactConstraints)
    }
  }
}
