import UIKit

// Two panels side by side: 20 points from the screen's left and right edges, 15 points apart,
// equally wide, 20 points below the top of the safe area and 150 points tall.
//
// Every constraint is already written and collected in panelConstraints, yet both panels end up
// as empty rectangles in the top-left corner.
// Your turn: find out why, and fix it (isActive = true on each, or view.addConstraints).

class ComparisonViewController: UIViewController {
  let leftPanel = UIView()
  let rightPanel = UIView()
  var panelConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for panel in [leftPanel, rightPanel] {
      panel.backgroundColor = .systemTeal
      panel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(panel)
    }

    panelConstraints.append(NSLayoutConstraint(
      item: leftPanel, attribute: .leading, relatedBy: .equal,
      toItem: view, attribute: .leading, multiplier: 1, constant: 20))
    panelConstraints.append(NSLayoutConstraint(
      item: rightPanel, attribute: .trailing, relatedBy: .equal,
      toItem: view, attribute: .trailing, multiplier: 1, constant: -20))
    panelConstraints.append(NSLayoutConstraint(
      item: rightPanel, attribute: .leading, relatedBy: .equal,
      toItem: leftPanel, attribute: .trailing, multiplier: 1, constant: 15))
    panelConstraints.append(NSLayoutConstraint(
      item: rightPanel, attribute: .width, relatedBy: .equal,
      toItem: leftPanel, attribute: .width, multiplier: 1, constant: 0))

    for panel in [leftPanel, rightPanel] {
      panelConstraints.append(NSLayoutConstraint(
        item: panel, attribute: .top, relatedBy: .equal,
        toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 20))
      panelConstraints.append(NSLayoutConstraint(
        item: panel, attribute: .height, relatedBy: .equal,
        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 150))
    }
  }
}
