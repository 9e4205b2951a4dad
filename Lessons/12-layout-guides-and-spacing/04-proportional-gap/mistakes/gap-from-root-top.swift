// mistake: the upper gap measured from the root view's top instead of the safe area's
// cause: root-edges-for-safe-area
// line: 34
// open: the verdict leads with frame-mismatch ("`logoView` is shifted 29.33 pt up on iphone-x"): the gap is an `anchorWithOffset(to:)` distance, which the report records with no equation, so the comparison with the solution cannot see `view.topAnchor` for the safe area's (and the 2/3 of the inset it moves by fits no frame rule)
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
      view.topAnchor.anchorWithOffset(to: logoView.topAnchor).constraint(
        equalTo: logoView.bottomAnchor.anchorWithOffset(to: formView.topAnchor), multiplier: 0.5),
      logoView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      logoView.widthAnchor.constraint(equalToConstant: 120),
      logoView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }
}
