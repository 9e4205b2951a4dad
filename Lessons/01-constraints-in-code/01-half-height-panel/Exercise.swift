import UIKit

// The panel should cover the top half of the screen on every device: pinned to the left, right
// and top edges of the root view, and exactly half as tall as it.
//
// Right now it has a hard-coded frame that only looks right on one old phone.
// Your turn: delete the frame, switch off the autoresizing mask, and add four constraints with
// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:).

class HalfPanelViewController: UIViewController {
  let panelView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    panelView.backgroundColor = .systemBlue
    view.addSubview(panelView)

    panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
  }
}
