// mistake: the hugging priority raised on the name instead of the count
// cause: priority-on-wrong-view
// line: 40
import UIKit

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

    // The higher hugging priority keeps its content size; the lower one (the name's default
    // 250) takes the spare room.
    nameView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
  }
}
