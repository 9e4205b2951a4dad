// mistake: the banner never told to preserve the root view's margins
// cause: margins-not-preserved
import UIKit

// Trailhead, the list of nearby trails: a full-width banner holds a card 4 points in from its
// edges. Both preserve their superview's layout margins, so the card's content lines up with the
// heading on the root view's margins: margin = max(8, superview's margin − distance to its edge).

class NearbyViewController: UIViewController {
  let headingLabel = UILabel()
  let bannerView = UIView()
  let innerView = UIView()
  let titleLabel = UILabel()
  let chevronView = UIImageView(image: UIImage(named: "chevron"))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    bannerView.backgroundColor = .white
    innerView.backgroundColor = .systemGray6
    headingLabel.text = "Nearby trails"
    titleLabel.text = "Ridge Loop"

    for subview in [headingLabel, bannerView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    innerView.translatesAutoresizingMaskIntoConstraints = false
    bannerView.addSubview(innerView)
    for subview in [titleLabel, chevronView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      innerView.addSubview(subview)
    }

    // Margins flow from the root view into the banner, and from the banner into the card.
    innerView.preservesSuperviewLayoutMargins = true

    let margins = view.layoutMarginsGuide
    let innerMargins = innerView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      headingLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      headingLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      headingLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      headingLabel.heightAnchor.constraint(equalToConstant: 34),

      bannerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bannerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bannerView.topAnchor.constraint(equalTo: headingLabel.bottomAnchor, constant: 8),
      bannerView.heightAnchor.constraint(equalToConstant: 88),

      innerView.leadingAnchor.constraint(equalTo: bannerView.leadingAnchor, constant: 4),
      innerView.trailingAnchor.constraint(equalTo: bannerView.trailingAnchor, constant: -4),
      innerView.topAnchor.constraint(equalTo: bannerView.topAnchor, constant: 4),
      innerView.bottomAnchor.constraint(equalTo: bannerView.bottomAnchor, constant: -4),

      titleLabel.leadingAnchor.constraint(equalTo: innerMargins.leadingAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: innerView.centerYAnchor),
      titleLabel.widthAnchor.constraint(equalToConstant: 160),
      titleLabel.heightAnchor.constraint(equalToConstant: 24),

      chevronView.trailingAnchor.constraint(equalTo: innerMargins.trailingAnchor),
      chevronView.centerYAnchor.constraint(equalTo: innerView.centerYAnchor),
      chevronView.widthAnchor.constraint(equalToConstant: 12),
      chevronView.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}
