// mistake: updateViewConstraints() called directly from didSet, instead of asking for it
// cause: constraints-update-not-requested
import UIKit

// Trail finder: a change of `showsMap` asks for a constraint update, and the next layout
// pass calls `updateViewConstraints()`, which swaps the two sets of constraints.

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
      // One update per pass, however often the flag changes before it.
      updateViewConstraints()
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
