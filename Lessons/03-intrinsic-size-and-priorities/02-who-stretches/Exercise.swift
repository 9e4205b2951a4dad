import UIKit

// A list row: a name tag and a count badge side by side between the root view's margins,
// 8 points apart, 20 points below the top of the safe area. The name tag's content is 120 x 30
// and the count badge's is 44 x 30, so the row has room to spare.
//
// The spare room should go to the name tag; the count badge should stay exactly its content's
// size. Right now it is the other way round.
// Your turn: change the content hugging priorities so the count badge hugs its content more
// tightly than the name tag does.

final class NameTagView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 30) }
}

final class CountBadgeView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 30) }
}

class ContactRowViewController: UIViewController {
  let nameView = NameTagView()
  let countView = CountBadgeView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameView.backgroundColor = .systemGray5
    countView.backgroundColor = .systemRed

    for subview in [nameView, countView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      nameView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      nameView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      countView.topAnchor.constraint(equalTo: nameView.topAnchor),
      countView.leadingAnchor.constraint(equalTo: nameView.trailingAnchor, constant: 8),
      countView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])

    nameView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
  }
}
