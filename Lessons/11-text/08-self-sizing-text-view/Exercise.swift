import UIKit

// Trailhead, notes for a hike: an editable text view with the notes, and a Save button under it.
//
// The text view scrolls (the default) and has a fixed height of 120 points: a text view that
// scrolls has no size of its own, so it needs one. Three short lines leave a gap under the
// notes; ten lines would scroll inside a small box.
//
// Your turn: let the text view size itself to its text. Turn its scrolling off, and remove its
// height constraint.

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
      notesTextView.heightAnchor.constraint(equalToConstant: 120),

      saveButton.topAnchor.constraint(equalTo: notesTextView.bottomAnchor, constant: 16),
      saveButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      saveButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      saveButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
