// mistake: the animation block never calls layoutIfNeeded
// cause: layout-not-redone
import UIKit

// A details panel that grows from 120 to 240 points (and back) by animating one constraint's
// constant; the button pinned below it moves in the same animation.

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
    // One layout pass inside a linear animation moves the panel's bottom and the button.
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
      self.view.setNeedsLayout()
    })
  }
}
