import UIKit

// Trailhead, the map's toolbar: Locate (44 points wide) at the leading margin, Layers (60) at the
// trailing margin, and the big Record button (88) between them, with the two gaps equal.
//
// The gaps are a number, 79 points, worked out on an iPhone 12 held upright. In landscape the
// toolbar is twice as wide, the gaps stay 79, and Layers ends up nowhere near the margin.
//
// Your turn: let two layout guides be the gaps. Each guide runs from the end of one button to the
// start of the next, the second guide is as wide as the first, and Layers' trailing edge sits on
// the trailing margin. No constants between the buttons.

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

    constraints += [
      locateButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      recordButton.leadingAnchor.constraint(equalTo: locateButton.trailingAnchor, constant: 79),
      layersButton.leadingAnchor.constraint(equalTo: recordButton.trailingAnchor, constant: 79),
    ]
    NSLayoutConstraint.activate(constraints)
  }
}
