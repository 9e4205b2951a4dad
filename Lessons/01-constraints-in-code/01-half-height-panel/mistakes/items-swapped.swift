// mistake: the items swapped: the root's height is half the panel's, so the panel is twice the screen
// cause: multiplier-inverted
// line: 25
import UIKit

class HalfPanelViewController: UIViewController {
  let panelView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    panelView.backgroundColor = .systemBlue
    panelView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panelView)

    view.addConstraint(NSLayoutConstraint(
      item: panelView, attribute: .left, relatedBy: .equal,
      toItem: view, attribute: .left, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(
      item: panelView, attribute: .right, relatedBy: .equal,
      toItem: view, attribute: .right, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(
      item: panelView, attribute: .top, relatedBy: .equal,
      toItem: view, attribute: .top, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal,
      toItem: panelView, attribute: .height, multiplier: 0.5, constant: 0))
  }
}
