import UIKit

// Two columns and a footer. The photo (a 120 x 90 image) sits on the leading margin 20 points
// below the top of the safe area; the details column starts 12 points after it, reaches the
// trailing margin, and is as tall as its content (60 points, or 140 after showMoreDetails()).
// The 44-point footer spans the margins and must sit 20 points below whichever column is taller.
//
// The footer is tied to the photo, so when the details grow taller than the photo they run
// into it. Your turn: replace the footer's top constraint with two required >= constraints (one
// per column) and a low-priority == that pulls the footer up to the top of the safe area.

final class DetailsView: UIView {
  var preferredHeight: CGFloat = 60 {
    didSet { invalidateIntrinsicContentSize() }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
  }
}

class ArticleViewController: UIViewController {
  let photoView = UIImageView()
  let detailsView = DetailsView()
  let footerView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    photoView.image = UIImage(named: "photo")
    detailsView.backgroundColor = .systemGray6
    footerView.backgroundColor = .systemBlue

    for subview in [photoView, detailsView, footerView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      photoView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

      detailsView.topAnchor.constraint(equalTo: photoView.topAnchor),
      detailsView.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 12),
      detailsView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      footerView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      footerView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      footerView.heightAnchor.constraint(equalToConstant: 44),
      footerView.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 20),
    ])
  }

  /// Shows the long version of the details, making the column 140 points tall.
  func showMoreDetails() {
    detailsView.preferredHeight = 140
    view.layoutIfNeeded()
  }
}
