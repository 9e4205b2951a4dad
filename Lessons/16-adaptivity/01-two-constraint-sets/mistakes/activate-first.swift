// mistake: the new set activated before the old one is deactivated, so for a moment both hold
// cause: activated-before-deactivated
// line: 61
import UIKit

// A trail's photo and its caption. Held upright (regular height) the caption sits under the
// photo; turned on its side (compact height) the photo takes the left and the caption its right.
// Each arrangement is a set of constraints made once; a change of the vertical size class
// deactivates one set and activates the other.

class TrailPhotoViewController: UIViewController {
  let photo = UIView()
  let caption = UIView()
  var tallConstraints: [NSLayoutConstraint] = []
  var wideConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photo.backgroundColor = .systemGreen
    caption.backgroundColor = .systemGray
    for subview in [photo, caption] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safe = view.safeAreaLayoutGuide
    tallConstraints = [
      photo.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      photo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      photo.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      photo.heightAnchor.constraint(equalToConstant: 200),
      caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
      caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: photo.trailingAnchor),
      caption.heightAnchor.constraint(equalToConstant: 100),
    ]
    wideConstraints = [
      photo.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      photo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      photo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
      photo.widthAnchor.constraint(equalToConstant: 200),
      caption.topAnchor.constraint(equalTo: photo.topAnchor),
      caption.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 8),
      caption.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      caption.heightAnchor.constraint(equalToConstant: 100),
    ]
    applyConstraints(for: traitCollection)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      applyConstraints(for: traitCollection)
    }
  }

  /// Deactivates the set that no longer fits before activating the other, so the two are never
  /// active together.
  func applyConstraints(for traits: UITraitCollection) {
    if traits.verticalSizeClass == .compact {
      NSLayoutConstraint.activate(wideConstraints)
      NSLayoutConstraint.deactivate(tallConstraints)
    } else {
      NSLayoutConstraint.activate(tallConstraints)
      NSLayoutConstraint.deactivate(wideConstraints)
    }
  }
}
