// mistake: the text view still scrolls, so it has no intrinsic height
// cause: text-view-scrolls
import UIKit

// Trailhead, notes for a hike: the text view does not scroll, so its intrinsic height is its
// text plus its container insets, and the Save button follows the last line.

class HikeNotesViewController: UIViewController {
  let notesTextView = UITextView()
  let saveButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    notesTextView.text = "Parked at the north gate.\nWater at the hut.\nBack by six."
    notesTextView.font = .preferredFont(forTextStyle: .body)
    notesTextView.backgroundColor = .systemGray6
    saveButton.setTitle("Save", for: .normal)

    for subview in [notesTextView, saveButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      notesTextView.topAnchor.constraint(equalTo: margins.topAnchor),
      notesTextView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      notesTextView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

      saveButton.topAnchor.constraint(equalTo: notesTextView.bottomAnchor, constant: 16),
      saveButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      saveButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      saveButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
