// mistake: compression resistance raised on the title instead of the price
// cause: priority-on-wrong-view
// line: 39
import UIKit

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

    // The price resists compression more strongly than the title's default 750.
    titleView.setContentCompressionResistancePriority(.required, for: .horizontal)
  }
}
