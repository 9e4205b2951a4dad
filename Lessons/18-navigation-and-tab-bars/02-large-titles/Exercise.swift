import UIKit

// A trip planner's first screen: the trips list inside a navigation controller. The summary card
// is pinned to the list's safe area, which starts below the navigation bar.
//
// Your turn: give the app large titles, as the design asks: the bar grows to show "Trips" in large
// type below it. The card is pinned to the safe area already: leave its constraints alone and
// check that it moves down with the bar, and back up in landscape, where the title is small.

class TripsViewController: UIViewController {
  let summaryCard = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trips"
    view.backgroundColor = .white
    summaryCard.backgroundColor = .systemTeal
    summaryCard.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(summaryCard)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      summaryCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      summaryCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      summaryCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      summaryCard.heightAnchor.constraint(equalToConstant: 100),
    ])
  }
}

// The window's root: the trips list inside a navigation controller.
class TripsNavigationController: UINavigationController {
  let trips: TripsViewController

  init() {
    let trips = TripsViewController()
    self.trips = trips
    super.init(rootViewController: trips)
  }

  required init?(coder: NSCoder) { nil }
}
