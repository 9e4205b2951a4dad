// mistake: registered for changes of the horizontal size class, not of the text size
// cause: trait-change-not-handled
// line: 35
// not: layoutIfNeeded
import UIKit

// A trail's two actions, Save and Share, side by side in a stack view. At the accessibility text
// sizes their titles no longer fit half the width, so the stack turns vertical and each button
// takes the whole width. The controller registers for changes of the text size and sets the
// axis again when the user picks another size in Settings.

class TrailActionsViewController: UIViewController {
  let saveButton = UIView()
  let shareButton = UIView()
  lazy var actions = UIStackView(arrangedSubviews: [saveButton, shareButton])

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    saveButton.backgroundColor = .systemBlue
    shareButton.backgroundColor = .systemGreen
    actions.distribution = .fillEqually
    actions.spacing = 8
    actions.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(actions)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      actions.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      actions.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      actions.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      saveButton.heightAnchor.constraint(equalToConstant: 50),
      shareButton.heightAnchor.constraint(equalToConstant: 50),
    ])
    updateAxis()
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.updateAxis()
    }
  }

  func updateAxis() {
    let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    actions.axis = isLarge ? .vertical : .horizontal
  }
}
