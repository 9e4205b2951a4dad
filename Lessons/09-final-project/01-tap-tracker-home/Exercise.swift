import UIKit

// Final project: the tap tracker's home screen. Everything stays inside the root view's layout
// margins (|- and -| in VFL, layoutMarginsGuide with anchors).
//
//   1. Header row, in VFL: iconView (32 x 32), titleLabel (24 tall) and profileButton (44 x 44)
//      in one row from the leading to the trailing margin, standard spacing between them, all
//      centred on the button, whose top is on the top margin. The title takes the rest.
//   2. statsStack, 24 points below the button, from margin to margin: todayTile, streakTile and
//      bestTile (88 points tall each) equally wide, 12 points apart.
//   3. goalCard, with anchors: 24 points below the tiles, margin to margin, 160 points tall.
//   4. celebrationBanner, margin to margin, 64 points tall, waits below the screen: its bottom is
//      120 points below the safe area's bottom. celebrate() slides it up until its bottom is 16
//      points above the safe area's bottom, in 0.4 seconds at a constant speed.
//
// The views are made, and all but the tiles are added to the root view. Your turn: the rest.

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

    let subviews: [UIView] = [
      iconView, titleLabel, profileButton, statsStack, goalCard, celebrationBanner,
    ]
    for subview in subviews {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    // Your turn: the tiles in statsStack, the header in VFL, the rest with anchors.
  }

  func celebrate() {
    // Your turn: slide the banner up.
  }
}
