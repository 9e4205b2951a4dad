// mistake: .top alignment: the labels' tops line up, not their text
// cause: edge-for-baseline
// line: 29
import UIKit

// Trailhead, the price of a guided walk: a horizontal stack with .firstBaseline alignment stands
// the price (title 1) and the first line of its note (footnote) on the same baseline.

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
    // The views stand on the first baseline of the row, whatever their fonts.
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
