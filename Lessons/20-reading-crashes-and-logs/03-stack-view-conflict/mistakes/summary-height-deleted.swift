// mistake: the summary bar's height is deleted instead of the chart's, so the summary bar takes the spare room
// cause: constraint-extra
// line: 42
import UIKit

// Tidewater, the week view: a vertical stack between the top and the bottom of the safe area, 16
// in from every edge, holding a summary bar (56 tall), the week's chart and a bar of controls
// (48 tall), 12 apart. The chart takes whatever height the stack has left.
//
// The console says "Unable to simultaneously satisfy constraints", and the list mixes your
// constraints with the stack view's own: 'UISV-canvas-connection', 'UISV-spacing' and the like.
// Those are what a .fill stack view adds to fill its height with its arranged views. Find the
// constraint of yours that the stack cannot keep, and fix it.

class WeekViewController: UIViewController {
  let summaryBar = UIView()
  let weekChart = UIView()
  let controlsBar = UIView()
  lazy var stack = UIStackView(arrangedSubviews: [summaryBar, weekChart, controlsBar])

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    summaryBar.accessibilityIdentifier = "summaryBar"
    weekChart.accessibilityIdentifier = "weekChart"
    controlsBar.accessibilityIdentifier = "controlsBar"

    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .fill
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),

      weekChart.heightAnchor.constraint(equalToConstant: 420),
      controlsBar.heightAnchor.constraint(equalToConstant: 48),
    ])
  }
}
