// mistake: the footer kept below the details only, not below the photo
// cause: constraint-missing
import UIKit

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

    // Below both columns for sure; as high as that allows, by a weak wish. The columns'
    // compression resistance (750) outranks the wish, so it cannot squash them.
    let pullUp = footerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
    pullUp.priority = .defaultLow

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
      footerView.topAnchor.constraint(greaterThanOrEqualTo: detailsView.bottomAnchor, constant: 20),
      pullUp,
    ])
  }

  /// Shows the long version of the details, making the column 140 points tall.
  func showMoreDetails() {
    detailsView.preferredHeight = 140
    view.layoutIfNeeded()
  }
}
