// mistake: the orientation test written the wrong way round, width < height for landscape
// cause: wrong-condition
// line: 69
import UIKit

// Pantry, a dish's photo with its caption: stacked when the screen is taller than wide, side by
// side when it is wider than tall. The choice is made from the root view's size before every
// layout, so it is right at launch in either orientation and again after every turn.

class DishPhotoViewController: UIViewController {
  let photoView = UIImageView(image: UIImage(named: "risotto"))
  let captionView = UIView()

  private var portraitConstraints: [NSLayoutConstraint] = []
  private var landscapeConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    photoView.contentMode = .scaleAspectFill
    captionView.backgroundColor = .white

    for subview in [photoView, captionView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safe = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    portraitConstraints = [
      photoView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      photoView.topAnchor.constraint(equalTo: safe.topAnchor),
      photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 2.0 / 3.0),
      captionView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      captionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      captionView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
      captionView.heightAnchor.constraint(equalToConstant: 100),
    ]
    landscapeConstraints = [
      photoView.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      photoView.topAnchor.constraint(equalTo: safe.topAnchor),
      photoView.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      photoView.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: 0.5),
      captionView.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 16),
      captionView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      captionView.topAnchor.constraint(equalTo: margins.topAnchor),
      captionView.heightAnchor.constraint(equalToConstant: 100),
    ]
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // The first layout included: view.bounds already has the size this layout is for.
    applyLayout(for: view.bounds.size)
  }

  override func viewWillTransition(to size: CGSize,
                                   with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.applyLayout(for: size)
      self.view.layoutIfNeeded()
    }, completion: nil)
  }

  /// Activates the constraints for a root view of `size`: side by side when wider than tall.
  private func applyLayout(for size: CGSize) {
    if size.width < size.height {
      NSLayoutConstraint.deactivate(portraitConstraints)
      NSLayoutConstraint.activate(landscapeConstraints)
    } else {
      NSLayoutConstraint.deactivate(landscapeConstraints)
      NSLayoutConstraint.activate(portraitConstraints)
    }
  }
}
