// mistake: both the chart's height and its bottom, the two chart lines the log lists last, are deleted
// cause: constraint-missing
import UIKit

// Tidewater, the station screen: the station's card under the top of the safe area, a footer of
// buttons at the bottom, and between them the tide chart, which takes whatever height is left.
//
// The console says "Unable to simultaneously satisfy constraints", and every line of its list
// reads `UIView:0x….something`: three plain views that the log cannot tell apart. First make the
// log readable: give each view an `accessibilityIdentifier` ("stationCard", "tideChart",
// "footerBar") and each constraint of the chart an `identifier`. Run it again, read the list by
// name, and fix the one constraint that contradicts the design above.

class StationViewController: UIViewController {
  let stationCard = UIView()
  let tideChart = UIView()
  let footerBar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for subview in [stationCard, tideChart, footerBar] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    stationCard.accessibilityIdentifier = "stationCard"
    tideChart.accessibilityIdentifier = "tideChart"
    footerBar.accessibilityIdentifier = "footerBar"

    let safeArea = view.safeAreaLayoutGuide
    let chartTop = tideChart.topAnchor.constraint(equalTo: stationCard.bottomAnchor, constant: 16)
    let chartBottom = tideChart.bottomAnchor.constraint(equalTo: footerBar.topAnchor, constant: -16)
    let chartHeight = tideChart.heightAnchor.constraint(equalToConstant: 360)
    chartTop.identifier = "tideChart-top"
    chartBottom.identifier = "tideChart-bottom"
    chartHeight.identifier = "tideChart-height"

    NSLayoutConstraint.activate([
      stationCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      stationCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      stationCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      stationCard.heightAnchor.constraint(equalToConstant: 88),

      chartTop,
      tideChart.leadingAnchor.constraint(equalTo: stationCard.leadingAnchor),
      tideChart.trailingAnchor.constraint(equalTo: stationCard.trailingAnchor),

      footerBar.leadingAnchor.constraint(equalTo: stationCard.leadingAnchor),
      footerBar.trailingAnchor.constraint(equalTo: stationCard.trailingAnchor),
      footerBar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
      footerBar.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
