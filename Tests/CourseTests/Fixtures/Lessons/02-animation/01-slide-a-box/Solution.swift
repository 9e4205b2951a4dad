import UIKit

class SlidingBoxView: UIView {
  let box = UIView()
  var leading: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    addSubview(box)
    leading = box.leadingAnchor.constraint(equalTo: leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      box.centerYAnchor.constraint(equalTo: centerYAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  required init?(coder: NSCoder) { return nil }

  func slide() {
    leading.constant = 270
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      self.layoutIfNeeded()
    }
  }
}
