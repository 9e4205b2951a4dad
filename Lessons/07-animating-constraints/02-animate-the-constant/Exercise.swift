import UIKit

// A details panel, 20 points below the top of the safe area and between the layout margins, is
// 120 points tall; a 44-point button sits 16 points below it. toggleDetails() switches the
// panel between 120 and 240 points by changing one constraint's constant.
//
// The change happens at once. Your turn: animate it over 0.4 seconds at a constant speed (no
// easing), with UIView.animate(withDuration:delay:options:animations:completion:), so the panel
// grows and the button slides down together.

class DetailsViewController: UIViewController {
  let detailsPanel = UIView()
  let footerButton = UIButton(type: .system)
  private var detailsHeight: NSLayoutConstraint!
  private var isExpanded = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    detailsPanel.backgroundColor = .white
    detailsPanel.layer.cornerRadius = 12
    footerButton.setTitle("Show more", for: .normal)

    for subview in [detailsPanel, footerButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    detailsHeight = detailsPanel.heightAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      detailsPanel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      detailsPanel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      detailsPanel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      detailsHeight,

      footerButton.topAnchor.constraint(equalTo: detailsPanel.bottomAnchor, constant: 16),
      footerButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      footerButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      footerButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  func toggleDetails() {
    isExpanded.toggle()
    detailsHeight.constant = isExpanded ? 240 : 120
    view.layoutIfNeeded()
  }
}
