import UIKit

// A product row: a title tag (content 260 x 30) and, 8 points after it, a price tag (content
// 120 x 30), starting at the leading margin 20 points below the top of the safe area. The price
// must end on or before the trailing margin (<=), so on a wide screen the row simply stops early.
//
// On a narrow phone the two do not fit, and the price is the one being squeezed. The price must
// always show in full; the title may be cut short.
// Your turn: fix the compression resistance so the title gives way instead.

final class TitleTagView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 260, height: 30) }
}

final class PriceTagView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 30) }
}

class ProductRowViewController: UIViewController {
  let titleView = TitleTagView()
  let priceView = PriceTagView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    titleView.backgroundColor = .systemGray5
    priceView.backgroundColor = .systemGreen

    for subview in [titleView, priceView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      priceView.topAnchor.constraint(equalTo: titleView.topAnchor),
      priceView.leadingAnchor.constraint(equalTo: titleView.trailingAnchor, constant: 8),
      priceView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
    ])

    priceView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
  }
}
