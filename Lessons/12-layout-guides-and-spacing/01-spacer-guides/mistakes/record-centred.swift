// mistake: Record centred in the margins instead of placed by two equal gaps
// cause: center-for-equal-gaps
// line: 45
import UIKit

// Trailhead, the map's toolbar: two layout guides are the gaps between the three buttons, equal
// in width, so Record sits where the two gaps are equal on every screen.

class MapToolbarViewController: UIViewController {
  let locateButton = UIButton(type: .system)
  let recordButton = UIButton(type: .system)
  let layersButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    locateButton.setTitle("Locate", for: .normal)
    recordButton.setTitle("Record", for: .normal)
    layersButton.setTitle("Layers", for: .normal)

    let margins = view.layoutMarginsGuide
    var constraints: [NSLayoutConstraint] = []
    for (button, width) in [(locateButton, 44), (recordButton, 88), (layersButton, 60)] {
      button.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(button)
      constraints += [
        button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        button.widthAnchor.constraint(equalToConstant: CGFloat(width)),
        button.heightAnchor.constraint(equalToConstant: 44),
      ]
    }

    // Two invisible spacers: layout guides take part in layout but draw nothing.
    let leftGap = UILayoutGuide()
    let rightGap = UILayoutGuide()
    view.addLayoutGuide(leftGap)
    view.addLayoutGuide(rightGap)

    constraints += [
      locateButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      leftGap.leadingAnchor.constraint(equalTo: locateButton.trailingAnchor),
      leftGap.trailingAnchor.constraint(equalTo: recordButton.leadingAnchor),
      rightGap.leadingAnchor.constraint(equalTo: recordButton.trailingAnchor),
      rightGap.trailingAnchor.constraint(equalTo: layersButton.leadingAnchor),
      recordButton.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
      layersButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
  }
}
