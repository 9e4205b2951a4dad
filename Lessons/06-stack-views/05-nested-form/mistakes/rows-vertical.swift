// mistake: each field row built vertical, label above field
// cause: wrong-axis
// line: 73
import UIKit

// The "Set a goal" form as nested stacks: a vertical stack of rows, where each row is a
// horizontal stack of a label (its own width) and a field (the rest).

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
    formStack.addArrangedSubview(makeRow(nameLabel, nameField))
    formStack.addArrangedSubview(makeRow(goalLabel, goalField))
    formStack.addArrangedSubview(makeRow(reminderLabel, reminderField))
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

  /// A row: the label keeps its intrinsic width, the field (no intrinsic width) takes the rest.
  private func makeRow(_ label: UIView, _ field: UIView) -> UIStackView {
    let row = UIStackView(arrangedSubviews: [label, field])
    row.axis = .vertical
    row.spacing = 12
    return row
  }
}
