import UIKit

// The "Set a goal" form: a vertical stack of rows, pinned 20 points below the top of the safe
// area and to both layout margins, 16 points between rows:
//   - titleLabel, 24 points tall;
//   - three rows, each a label (intrinsic size 96 x 32) followed 12 points later by its field,
//     which takes the rest of the row: name, goal, reminder;
//   - buttonRow: Cancel and Save, equally wide, 12 points apart, 44 points tall.
//
// Right now the labels and fields are arranged one under the other in formStack. Your turn:
// put each label and its field side by side in a horizontal stack of their own, with 12 points
// of spacing, and arrange those three rows in formStack between the title and the buttons.

final class FieldLabel: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: 96, height: 32)
  }
}

final class FieldBox: UIView {
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 32)
  }
}

class GoalFormViewController: UIViewController {
  let formStack = UIStackView()
  let titleLabel = UILabel()
  let nameLabel = FieldLabel()
  let nameField = FieldBox()
  let goalLabel = FieldLabel()
  let goalField = FieldBox()
  let reminderLabel = FieldLabel()
  let reminderField = FieldBox()
  let cancelButton = UIButton(type: .system)
  let saveButton = UIButton(type: .system)
  let buttonRow = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    titleLabel.text = "Set a goal"
    for field in [nameField, goalField, reminderField] {
      field.backgroundColor = .white
    }
    cancelButton.setTitle("Cancel", for: .normal)
    saveButton.setTitle("Save", for: .normal)

    buttonRow.addArrangedSubview(cancelButton)
    buttonRow.addArrangedSubview(saveButton)
    buttonRow.distribution = .fillEqually
    buttonRow.spacing = 12

    formStack.axis = .vertical
    formStack.spacing = 16
    formStack.addArrangedSubview(titleLabel)
    formStack.addArrangedSubview(nameLabel)
    formStack.addArrangedSubview(nameField)
    formStack.addArrangedSubview(goalLabel)
    formStack.addArrangedSubview(goalField)
    formStack.addArrangedSubview(reminderLabel)
    formStack.addArrangedSubview(reminderField)
    formStack.addArrangedSubview(buttonRow)

    formStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(formStack)
    NSLayoutConstraint.activate([
      formStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      formStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      formStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      titleLabel.heightAnchor.constraint(equalToConstant: 24),
      cancelButton.heightAnchor.constraint(equalToConstant: 44),
      saveButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }
}
