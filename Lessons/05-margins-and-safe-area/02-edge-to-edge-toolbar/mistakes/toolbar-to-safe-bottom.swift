// mistake: the toolbar's bottom pinned to the safe area, so it stops above the screen's edge
// cause: safe-area-for-root-edges
// line: 34
// not: pinned to the root view's edges where the safe area was meant
import UIKit

// Trailhead, the map screen: the toolbar's background runs to the bottom edge; its top is 60
// points above the safe area's bottom, and its buttons sit on its layout margins, which include
// the part of the toolbar the home indicator and the sensor housing cover.

class MapViewController: UIViewController {
  let toolbar = UIView()
  let locateButton = UIButton(type: .system)
  let layersButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGreen
    toolbar.backgroundColor = .white
    locateButton.setTitle("Locate", for: .normal)
    layersButton.setTitle("Layers", for: .normal)

    toolbar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(toolbar)
    for button in [locateButton, layersButton] {
      button.translatesAutoresizingMaskIntoConstraints = false
      toolbar.addSubview(button)
    }

    let toolbarMargins = toolbar.layoutMarginsGuide
    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -60),

      locateButton.leadingAnchor.constraint(equalTo: toolbarMargins.leadingAnchor),
      locateButton.bottomAnchor.constraint(equalTo: toolbarMargins.bottomAnchor),
      locateButton.widthAnchor.constraint(equalToConstant: 44),
      locateButton.heightAnchor.constraint(equalToConstant: 44),

      layersButton.trailingAnchor.constraint(equalTo: toolbarMargins.trailingAnchor),
      layersButton.bottomAnchor.constraint(equalTo: toolbarMargins.bottomAnchor),
      layersButton.widthAnchor.constraint(equalToConstant: 44),
      layersButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
