// mistake: the header and the chart are added first, but the legend is still added to the chart after activating
// cause: exception
// line: 38
import UIKit

// Tidewater, the tide screen: a header across the top of the safe area, a chart under it, and a
// legend in the chart's top-left corner.
//
// Each view is added to its superview first, so when its constraints are activated it shares an
// ancestor with every view and guide they relate it to.

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
    view.addSubview(headerView)
    view.addSubview(chartView)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: safeArea.topAnchor),
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
    chartView.addSubview(legendView)
  }
}
