import UIKit

// Trail finder: a list of trails across the safe area, and a map that slides in beside a
// 320-point list when `showsMap` is on. `updateViewConstraints()` swaps the two sets of
// constraints in one place, once per layout pass, however often the flag changes.
//
// But tapping the map button sets `showsMap` and nothing moves: no layout pass has a reason
// to call `updateViewConstraints()`.
//
// Your turn: when `showsMap` changes, ask for a constraint update. Leave the constraints as
// they are.

class TrailFinderViewController: UIViewController {
  let listView = UIView()
  let mapView = UIView()

  /// The list alone, across the safe area; the map is 0 wide at the trailing edge.
  private var listOnly: [NSLayoutConstraint] = []
  /// A 320-point list and the map beside it.
  private var withMap: [NSLayoutConstraint] = []

  var showsMap = false {
    didSet {
      mapView.isHidden = !showsMap
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    listView.backgroundColor = .systemGray
    mapView.backgroundColor = .systemGreen

    for subview in [listView, mapView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      listView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      listView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      listView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      mapView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      mapView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      mapView.leadingAnchor.constraint(equalTo: listView.trailingAnchor),
      mapView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
    ])
    listOnly = [listView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor)]
    withMap = [listView.widthAnchor.constraint(equalToConstant: 320)]
  }

  // Called in a layout pass after setNeedsUpdateConstraints() on the root view (and once
  // before the first layout).
  override func updateViewConstraints() {
    NSLayoutConstraint.deactivate(showsMap ? listOnly : withMap)
    NSLayoutConstraint.activate(showsMap ? withMap : listOnly)
    super.updateViewConstraints()
  }

  /// The map button's action.
  func toggleMap() {
    showsMap.toggle()
  }
}
