// Size classes, rotation, margins, Dynamic Type traits and target-action, tutorial style.
import UIKit

final class AdaptiveViewController: UIViewController {
  private let sidebar = UIView()
  private let content = UIView()
  private let actionButton = UIButton(type: .custom)
  private var compactConstraints: [NSLayoutConstraint] = []
  private var regularConstraints: [NSLayoutConstraint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
    view.insetsLayoutMarginsFromSafeArea = true
    for subview in [sidebar, content, actionButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    actionButton.setImage(UIImage(systemName: "plus"), for: .normal)
    actionButton.addTarget(self, action: Selector(("addTapped")), for: .touchUpInside)
    let guide = view.readableContentGuide
    compactConstraints = [
      sidebar.heightAnchor.constraint(equalToConstant: 0),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    ]
    regularConstraints = [
      sidebar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.0 / 3.0),
      content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 8),
    ]
    NSLayoutConstraint.activate([
      sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sidebar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
      actionButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      actionButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
    ])
    applyConstraints(for: traitCollection)
  }

  private func applyConstraints(for traits: UITraitCollection) {
    if traits.horizontalSizeClass == .regular {
      NSLayoutConstraint.deactivate(compactConstraints)
      NSLayoutConstraint.activate(regularConstraints)
    } else {
      NSLayoutConstraint.deactivate(regularConstraints)
      NSLayoutConstraint.activate(compactConstraints)
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
      view.layoutMargins = .zero
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.applyConstraints(for: self.traitCollection)
      self.view.layoutIfNeeded()
    }, completion: nil)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let insets = view.safeAreaInsets
    if insets.bottom > 0 && view.frame.height > view.frame.width {
      additionalSafeAreaInsets = .zero
    }
  }

  func addTapped() {
    let scroll = UIScrollView()
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
  }
}
