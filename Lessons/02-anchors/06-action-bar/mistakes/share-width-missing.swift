// mistake: the share button's equal-width constraint left out
// cause: constraint-missing
import UIKit

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

    NSLayoutConstraint.activate([
      commentButton.widthAnchor.constraint(equalTo: likeButton.widthAnchor),
    ])
  }
}
