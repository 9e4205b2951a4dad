// mistake: the vertical size class asked, which stays regular on an iPad in Split View
// cause: wrong-size-class-axis
// line: 60
// not: Set its `isActive` to true
import UIKit

// A trail library on an iPad: the list of trails and the selected trail's map. With a regular
// width the list is a 320-point column beside the map; with a compact width (a narrow Split View
// window, Slide Over) the list is a 300-point band above the map. The choice follows the
// window's horizontal size class, which UIKit updates whenever the window is resized.

class TrailLibraryViewController: UIViewController {
  let list = UIView()
  let map = UIView()
  var regularConstraints: [NSLayoutConstraint] = []
  var compactConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    list.backgroundColor = .systemGroupedBackground
    map.backgroundColor = .systemTeal
    for subview in [list, map] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let top = view.safeAreaLayoutGuide.topAnchor
    regularConstraints = [
      list.topAnchor.constraint(equalTo: top),
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      list.widthAnchor.constraint(equalToConstant: 320),
      map.topAnchor.constraint(equalTo: top),
      map.leadingAnchor.constraint(equalTo: list.trailingAnchor),
      map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    compactConstraints = [
      list.topAnchor.constraint(equalTo: top),
      list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      list.heightAnchor.constraint(equalToConstant: 300),
      map.topAnchor.constraint(equalTo: list.bottomAnchor),
      map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    applyConstraints()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
      applyConstraints()
    }
  }

  func applyConstraints() {
    // The window's own width class: in Split View it is not the screen's.
    let isWide = traitCollection.verticalSizeClass == .regular
    NSLayoutConstraint.deactivate(isWide ? compactConstraints : regularConstraints)
    NSLayoutConstraint.activate(isWide ? regularConstraints : compactConstraints)
  }
}
