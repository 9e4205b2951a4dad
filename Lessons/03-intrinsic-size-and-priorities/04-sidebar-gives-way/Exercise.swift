import UIKit

// A split screen filling the safe area: a sidebar on the leading side and the content view
// taking the rest. The sidebar would like to be 320 points wide, but it must never be wider than
// 40 % of the root view's width.
//
// Right now the 320 is required and there is no cap, so on a phone in portrait the content view
// is left with a sliver.
// Your turn: make the 320 a preferred width (priority .defaultHigh) and add the required cap,
// sidebar width <= 0.4 × root view width.

class SplitViewController: UIViewController {
  let sidebarView = UIView()
  let contentView = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    sidebarView.backgroundColor = .systemGray5
    contentView.backgroundColor = .systemBackground

    for subview in [sidebarView, contentView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      sidebarView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      sidebarView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      sidebarView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: sidebarView.trailingAnchor),
      contentView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      contentView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      contentView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),

      sidebarView.widthAnchor.constraint(equalToConstant: 320),
    ])
  }
}
