import UIKit

// Trail rating: a row of stars drawn by one custom view, and a badge with the number of
// reviews right after it.
//
// The rating view is placed by its top and leading edge only, as a label would be. But a
// plain UIView has no size of its own, so the stars end up 0 x 0 and the badge slides left.
//
// Your turn: give RatingView an intrinsic content size. Each star is 20 x 20 and the stars
// are 4 points apart: `stars` stars are stars * 24 - 4 wide and 20 tall.

class RatingView: UIView {
  /// How many stars the view draws.
  var stars = 5
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
