// mistake: the stats stack left at .fill instead of .fillEqually
// cause: wrong-distribution
import UIKit

// The tap tracker's home screen: a header row in VFL, a row of three equal tiles in a stack
// view, a goal card placed with anchors, all inside the layout margins, and a banner that slides
// up from below the screen when a goal is reached.

final class StatTile: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 88)
  }
}

class TapTrackerViewController: UIViewController {
  let iconView = UIImageView(image: UIImage(named: "tap-icon"))
  let titleLabel = UILabel()
  let profileButton = UIButton(type: .system)
  let todayTile = StatTile()
  let streakTile = StatTile()
  let bestTile = StatTile()
  let statsStack = UIStackView()
  let goalCard = UIView()
  let celebrationBanner = UIView()
  private var bannerBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    titleLabel.text = "Tap tracker"
    profileButton.setTitle("Me", for: .normal)
    for tile in [todayTile, streakTile, bestTile] {
      tile.backgroundColor = .white
      tile.layer.cornerRadius = 12
    }
    goalCard.backgroundColor = .white
    goalCard.layer.cornerRadius = 12
    celebrationBanner.backgroundColor = .systemGreen
    celebrationBanner.layer.cornerRadius = 12

    for tile in [todayTile, streakTile, bestTile] {
      statsStack.addArrangedSubview(tile)
    }
    statsStack.spacing = 12

    let subviews: [UIView] = [
      iconView, titleLabel, profileButton, statsStack, goalCard, celebrationBanner,
    ]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    // The header row: one string, centred on the button, which sits on the top margin.
    let views: [String: Any] = [
      "iconView": iconView, "titleLabel": titleLabel, "profileButton": profileButton,
    ]
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[iconView(32)]-[titleLabel]-[profileButton(44)]-|",
      options: [.alignAllCenterY], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[profileButton(44)]", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[iconView(32)]", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:[titleLabel(24)]", options: [], metrics: nil, views: views)

    // The tiles, the goal card and the banner: anchors on the margins.
    let margins = view.layoutMarginsGuide
    bannerBottom = celebrationBanner.bottomAnchor.constraint(
      equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: 120)
    constraints += [
      statsStack.topAnchor.constraint(equalTo: profileButton.bottomAnchor, constant: 24),
      statsStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      statsStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      goalCard.topAnchor.constraint(equalTo: statsStack.bottomAnchor, constant: 24),
      goalCard.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      goalCard.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      goalCard.heightAnchor.constraint(equalToConstant: 160),

      celebrationBanner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      celebrationBanner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      celebrationBanner.heightAnchor.constraint(equalToConstant: 64),
      bannerBottom,
    ]
    NSLayoutConstraint.activate(constraints)
  }

  func celebrate() {
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.bannerBottom.constant = -16
      self.view.layoutIfNeeded()
    })
  }
}
