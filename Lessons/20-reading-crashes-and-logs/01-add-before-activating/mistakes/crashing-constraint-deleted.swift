// mistake: the constraint the crash names is deleted, and the views are still added after activating
// cause: exception
// line: 29
import UIKit

// Tidewater, the tide screen: a header across the top of the safe area, a chart under it, and a
// legend in the chart's top-left corner.
//
// The app crashes as soon as the screen loads, with
//   NSGenericException: Unable to activate constraint with anchors <… "UIView:0x….top"> and
//   <… "UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'.top"> because they have no common ancestor.
// Read the two anchors the message names: one view is not in the root view's tree yet when its
// constraints are activated. Put each view into the tree before its constraints are activated.

class TideViewController: UIViewController {
  let headerView = UIView()
  let chartView = UIView()
  let legendView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for subview in [headerView, chartView, legendView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerView.heightAnchor.constraint(equalToConstant: 120),

      chartView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 16),
      chartView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      chartView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      chartView.heightAnchor.constraint(equalToConstant: 200),

      legendView.topAnchor.constraint(equalTo: chartView.topAnchor, constant: 12),
      legendView.leadingAnchor.constraint(equalTo: chartView.leadingAnchor, constant: 12),
      legendView.widthAnchor.constraint(equalToConstant: 120),
      legendView.heightAnchor.constraint(equalToConstant: 24),
    ])

    view.addSubview(headerView)
    view.addSubview(chartView)
    chartView.addSubview(legendView)
  }
}
