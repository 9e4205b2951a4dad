import UIKit

// Tidewater, the week view: a vertical stack between the top and the bottom of the safe area, 16
// in from every edge, holding a summary bar (56 tall), the week's chart and a bar of controls
// (48 tall), 12 apart. The chart takes whatever height the stack has left.
//
// The bars have fixed heights; the chart has none, so the .fill stack view gives it the height
// left over once the bars and the spacing are placed.

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

      summaryBar.heightAnchor.constraint(equalToConstant: 56),
      controlsBar.heightAnchor.constraint(equalToConstant: 48),
    ])
  }
}
