import UIKit

// A feed post's action bar: 44 points tall, full width, sitting on the bottom of the safe area.
// Its three buttons (Like, Comment, Share, each with an icon and a title) fill the bar's height,
// with 12 points before the first and after the last, 6 points between neighbours, and all three
// exactly as wide as each other.
//
// The chain from edge to edge is in place, but nothing says the widths are equal, so each button
// sizes itself to its content. Your turn: add the missing constraints.

class FeedPostViewController: UIViewController {
  let actionBar = UIView()
  let likeButton = UIButton(type: .system)
  let commentButton = UIButton(type: .system)
  let shareButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    actionBar.backgroundColor = .white
    let titles = ["Like", "Comment", "Share"]
    let icons = ["like", "comment", "share"]
    for (index, button) in [likeButton, commentButton, shareButton].enumerated() {
      button.setTitle(titles[index], for: .normal)
      button.setImage(UIImage(named: icons[index]), for: .normal)
      button.translatesAutoresizingMaskIntoConstraints = false
      actionBar.addSubview(button)
      NSLayoutConstraint.activate([
        button.topAnchor.constraint(equalTo: actionBar.topAnchor),
        button.bottomAnchor.constraint(equalTo: actionBar.bottomAnchor),
      ])
    }
    actionBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(actionBar)

    NSLayoutConstraint.activate([
      actionBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      actionBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      actionBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      actionBar.heightAnchor.constraint(equalToConstant: 44),

      likeButton.leadingAnchor.constraint(equalTo: actionBar.leadingAnchor, constant: 12),
      commentButton.leadingAnchor.constraint(equalTo: likeButton.trailingAnchor, constant: 6),
      shareButton.leadingAnchor.constraint(equalTo: commentButton.trailingAnchor, constant: 6),
      shareButton.trailingAnchor.constraint(equalTo: actionBar.trailingAnchor, constant: -12),
    ])

    // The equal-width constraints go here.
  }
}
