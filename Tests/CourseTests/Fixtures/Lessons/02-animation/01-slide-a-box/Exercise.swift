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
    // Move the box to the trailing edge, animated over one second.
  }
}
