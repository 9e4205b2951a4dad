import UIKit

// Trailhead, the price of a guided walk: a big price (title 1) and a two-line note about it
// (footnote), side by side in a horizontal stack that gives each half of the row.
//
// The stack lines its views up by their tops, so the small note starts level with the top of
// the big figure instead of on its line.
//
// Your turn: change the stack's alignment so the two labels stand on the same first baseline.

class GuidedWalkViewController: UIViewController {
  let priceStack = UIStackView()
  let priceLabel = UILabel()
  let noteLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    priceLabel.text = "$24"
    priceLabel.font = .preferredFont(forTextStyle: .title1)
    noteLabel.text = "per person,\nguide included"
    noteLabel.font = .preferredFont(forTextStyle: .footnote)
    noteLabel.numberOfLines = 0

    priceStack.addArrangedSubview(priceLabel)
    priceStack.addArrangedSubview(noteLabel)
    priceStack.axis = .horizontal
    priceStack.distribution = .fillEqually
    priceStack.spacing = 16
    priceStack.alignment = .top
    priceStack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(priceStack)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      priceStack.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
      priceStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      priceStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}
