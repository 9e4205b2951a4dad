// mistake: the minimum height is made an exact height of 120, so the list no longer reaches the bottom
// cause: wrong-relation
// line: 40
import UIKit

// Tidewater, the forecast: a header across the top of the safe area, and under it the list of
// the week's tides, 12 below the header and 16 in from each side, running down to 16 above the
// bottom of the safe area. The list is never shorter than 120 points.
//
// Nothing is logged, yet the list ends somewhere arbitrary. Ask: `forecastList.hasAmbiguousLayout`
// is true, and the trace of the view tree (`view.value(forKey: "_autolayoutTrace")` in the
// debugger) marks the list's line
//   *UIView:0x…'forecastList'- AMBIGUOUS LAYOUT for UIView:0x…'forecastList'.Height{id: 34}
// Its height is the one thing its constraints do not pin down. Add the constraint that does.

class ForecastViewController: UIViewController {
  let headerView = UIView()
  let forecastList = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    headerView.accessibilityIdentifier = "headerView"
    forecastList.accessibilityIdentifier = "forecastList"
    for subview in [headerView, forecastList] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 64),

      forecastList.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 12),
      forecastList.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      forecastList.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      forecastList.heightAnchor.constraint(equalToConstant: 120),
    ])
  }
}
