import UIKit

// Trailhead, the sign-in screen: the sign-in form (200 points tall) sits 20 points above the
// bottom of the safe area, and the logo (120 x 120) floats in the space above it. Like a picture
// hung on a wall, the logo looks right a little above the middle: the gap above it should be half
// the gap below it.
//
// The logo is placed 131 points under the top of the safe area, a number that is nearly right on
// an iPhone X and wrong on an iPad.
//
// Your turn: make the gap from the safe area's top to the logo's top half the gap from the
// logo's bottom to the form's top. anchorWithOffset(to:) gives both gaps as dimensions, and a
// constraint between dimensions can take a multiplier.

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

      logoView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 131),
      logoView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      logoView.widthAnchor.constraint(equalToConstant: 120),
      logoView.heightAnchor.constraint(equalToConstant: 120),
    ])
  }
}
