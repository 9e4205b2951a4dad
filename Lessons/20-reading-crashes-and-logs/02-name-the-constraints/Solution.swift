import UIKit

// Tidewater, the station screen: the station's card under the top of the safe area, a footer of
// buttons at the bottom, and between them the tide chart, which takes whatever height is left.
//
// Each view has an accessibility identifier and the chart's constraints have identifiers, so a
// conflict log names them. The chart's height comes from the card above and the footer below; the
// fixed 360-point height of the first design is gone.

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
    chartTop.identifier = "tideChart-top"
    chartBottom.identifier = "tideChart-bottom"

    NSLayoutConstraint.activate([
      stationCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      stationCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      stationCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      stationCard.heightAnchor.constraint(equalToConstant: 88),

      chartTop,
      tideChart.leadingAnchor.constraint(equalTo: stationCard.leadingAnchor),
      tideChart.trailingAnchor.constraint(equalTo: stationCard.trailingAnchor),
      chartBottom,

      footerBar.leadingAnchor.constraint(equalTo: stationCard.leadingAnchor),
      footerBar.trailingAnchor.constraint(equalTo: stationCard.trailingAnchor),
      footerBar.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
      footerBar.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
