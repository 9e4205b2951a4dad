import UIKit

// Trail rating, after a new review: `showRating(_:)` sets how many stars the rating view
// draws. The view's intrinsic content size follows `stars`, but Auto Layout read that size
// when it built the view's size constraints and keeps the answer: after three stars the view
// is still five stars wide and the badge stays where it was.
//
// Your turn: when `stars` changes, tell Auto Layout that the size it read is out of date.

class RatingView: UIView {
  /// How many stars the view draws.
  var stars = 5 {
    didSet {
      // The stars are redrawn by the next display pass.
    }
  }

  // 20-point stars, 4 points apart.
  override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat(stars) * 24 - 4, height: 20)
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

  /// Shows a new average rating.
  func showRating(_ stars: Int) {
    ratingView.stars = stars
  }
}
