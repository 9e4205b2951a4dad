// mistake: .alignAllFirstBaseline where the last line's baseline was meant
// cause: wrong-attribute
// line: 31
import UIKit

// Trailhead, a comment under a trail: one line of visual format lays out the row, and
// .alignAllLastBaseline stands the time ("2 h", footnote) on the baseline of the comment's last
// line (body text).

class CommentRowViewController: UIViewController {
  let commentLabel = UILabel()
  let timeLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    commentLabel.text = "Great loop, clear views.\nThe last climb is steep!"
    commentLabel.font = .preferredFont(forTextStyle: .body)
    commentLabel.numberOfLines = 0
    timeLabel.text = "2 h"
    timeLabel.font = .preferredFont(forTextStyle: .footnote)
    timeLabel.textAlignment = .right

    for subview in [commentLabel, timeLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let views = ["comment": commentLabel, "time": timeLabel]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[comment]-[time(48)]-|", options: .alignAllFirstBaseline,
        metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[comment]", options: [], metrics: nil, views: views))
  }
}
