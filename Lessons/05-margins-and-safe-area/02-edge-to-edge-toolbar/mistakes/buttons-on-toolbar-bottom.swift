// mistake: the buttons pinned to the toolbar's bottom edge instead of its bottom margin
// cause: wrong-item
// line: 37
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
      toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -60),

      locateButton.leadingAnchor.constraint(equalTo: toolbarMargins.leadingAnchor),
      locateButton.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor),
      locateButton.widthAnchor.constraint(equalToConstant: 44),
      locateButton.heightAnchor.constraint(equalToConstant: 44),

      layersButton.trailingAnchor.constraint(equalTo: toolbarMargins.trailingAnchor),
      layersButton.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor),
      layersButton.widthAnchor.constraint(equalToConstant: 44),
      layersButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
