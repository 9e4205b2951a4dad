// mistake: only the width given; the height left as noIntrinsicMetric, so nothing says how tall the stars are
// cause: intrinsic-size-missing
// not: translatesAutoresizingMaskIntoConstraints
import UIKit

// Trail rating: the rating view knows its own size (its intrinsic content size), so its top
// and leading edge are all the constraints it needs, and the badge follows it.

class RatingView: UIView {
  /// How many stars the view draws.
  var stars = 5

  // 20-point stars, 4 points apart: Auto Layout turns this into hugging and
  // compression-resistance constraints, as it does for a label's text.
  override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(stars) * 24 - 4, height: UIView.noIntrinsicMetric)
  }
}

class TrailRatingViewController: UIViewController {
  let ratingView = RatingView()
  let reviewsBadge = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    ratingView.backgroundColor = .systemYellow
    reviewsBadge.backgroundColor = .systemGray

    for subview in [ratingView, reviewsBadge] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      ratingView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
      ratingView.leadingAnchor.constraint(
        equalTo: view.layoutMarginsGuide.leadingAnchor),

      reviewsBadge.leadingAnchor.constraint(
        equalTo: ratingView.trailingAnchor, constant: 8),
      reviewsBadge.centerYAnchor.constraint(equalTo: ratingView.centerYAnchor),
      reviewsBadge.widthAnchor.constraint(equalToConstant: 40),
      reviewsBadge.heightAnchor.constraint(equalToConstant: 24),
    ])
  }
}
