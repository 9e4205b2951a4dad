import UIKit

// Tutorial code written for iOS: it compiles in the grader, which blanks the Objective-C
// attributes and rewrites #selector, but an editor on Linux sees it as written.
@objcMembers
class ActionsViewController: UIViewController {
  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet var buttons: [UIButton]!
  @IBInspectable var cornerRadius: CGFloat = 4
  @objc dynamic var count = 0
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
    let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
    view.addGestureRecognizer(tap)
    titleLabel?.text = "Hi"
  }

  @IBAction func buttonTapped(_ sender: UIButton) {
    count += 1
  }

  @objc func tapped() {}
  @objc(hiddenWithSender:) private func hidden(_ sender: Any) {}
  @nonobjc func swiftOnly() {}
  dynamic func replaceable() {}
}

@IBDesignable class BadgeView: UIView {}
