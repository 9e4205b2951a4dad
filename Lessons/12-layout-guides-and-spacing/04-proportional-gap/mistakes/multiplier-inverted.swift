// mistake: multiplier 2 where the upper gap is half the lower one
// cause: multiplier-inverted
// line: 34
// open: the verdict leads with frame-mismatch ("`logoView` is shifted 131.33 pt down on iphone-x"): both constraints are between two `anchorWithOffset(to:)` distances, which the report records with no equation, so the comparison with the solution leaves them uncompared and cannot see the multiplier
import UIKit

// Trailhead, the sign-in screen: the gap above the logo is half the gap below it, a constraint
// between two anchorWithOffset(to:) dimensions with a multiplier of 0.5, so the logo hangs a
// little above the middle of the free space on every screen.

class SignInViewController: UIViewController {
  let logoView = UIImageView()
  let formView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    logoView.backgroundColor = .systemGreen
    formView.backgroundColor = .systemGray6

    for subview in [logoView, formView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      formView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
      formView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      formView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      formView.heightAnchor.constraint(equalToConstant: 200),

      // The gap above the logo is half the gap below it.
      safeArea.topAnchor.anchorWithOffset(to: logoView.topAnchor).constraint(
        equalTo: logoView.bottomAnchor.anchorWithOffset(to: formView.topAnchor), multiplier: 2),
      logoView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      logoView.widthAnchor.constraint(equalToConstant: 120),
      logoView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }
}
