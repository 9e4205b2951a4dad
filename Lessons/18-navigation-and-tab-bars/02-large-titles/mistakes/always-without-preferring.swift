// mistake: the list's item asks for a large title (.always), but the bar does not prefer large titles
// cause: large-titles-not-preferred
import UIKit

// A trip planner's first screen: the trips list inside a navigation controller whose bar shows
// large titles. The large title adds 52 points to the bar, and the summary card, pinned to the
// safe area, moves down with it. Turned, the bar shows the standard title and the card moves up.

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
    trips.navigationItem.largeTitleDisplayMode = .always
  }

  required init?(coder: NSCoder) { nil }
}
