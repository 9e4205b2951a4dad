// mistake: the root view's intrinsic size invalidated, not the rating view's
// cause: intrinsic-size-not-invalidated
// not: call `layoutIfNeeded()`
// not: `invalidateLayout()` on a collection
import UIKit

// Trail rating, after a new review: a change of `stars` invalidates the rating view's
// intrinsic content size, so the next layout pass reads it again and the badge follows.

class RatingView: UIView {
  /// How many stars the view draws.
  var stars = 5 {
    didSet {
      // The stars are redrawn by the next display pass; the size is read again by the next
      // layout pass.
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
    view.invalidateIntrinsicContentSize()
  }
}
