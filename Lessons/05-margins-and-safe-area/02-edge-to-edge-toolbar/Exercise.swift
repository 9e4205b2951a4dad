import UIKit

// Trailhead, the map screen: a toolbar along the bottom with a Locate button on the leading side
// and a Layers button on the trailing side.
//
// The toolbar's background should reach the bottom edge of the screen, but its 60 points of
// content must sit above the home indicator. Right now the toolbar is 60 points tall in total and
// its buttons are placed 8 points from its top and leading and trailing edges: on an iPhone X
// they end up under the home indicator, and in landscape under the sensor housing too.
//
// Fix it in two steps:
//   1. Keep the toolbar's bottom on the screen's bottom edge, but put its top 60 points above the
//      bottom of the safe area (instead of giving it a height).
//   2. Pin each button's bottom to the toolbar's layout margins guide, and its leading or trailing
//      edge too. The toolbar's margins are measured from its own safe area.

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

    NSLayoutConstraint.activate([
      toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      toolbar.heightAnchor.constraint(equalToConstant: 60),

      locateButton.leadingAnchor.constraint(equalTo: toolbar.leadingAnchor, constant: 8),
      locateButton.topAnchor.constraint(equalTo: toolbar.topAnchor, constant: 8),
      locateButton.widthAnchor.constraint(equalToConstant: 44),
      locateButton.heightAnchor.constraint(equalToConstant: 44),

      layersButton.trailingAnchor.constraint(equalTo: toolbar.trailingAnchor, constant: -8),
      layersButton.topAnchor.constraint(equalTo: toolbar.topAnchor, constant: 8),
      layersButton.widthAnchor.constraint(equalToConstant: 44),
      layersButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
