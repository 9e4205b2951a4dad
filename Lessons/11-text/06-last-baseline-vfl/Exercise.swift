import UIKit

// Trailhead, a comment under a trail: the comment (two lines of body text) and, to its right in a
// 48-point column, how long ago it was written (footnote text). One line of visual format lays
// the row out, and its options line the two labels up.
//
// The options line up their tops, so "2 h" sits beside the comment's first line. It belongs
// beside the last line, where the comment ends, standing on the same baseline.
//
// Your turn: change the format options so the labels are lined up by their last baselines.

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
        withVisualFormat: "H:|-[comment]-[time(48)]-|", options: .alignAllTop, metrics: nil,
        views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[comment]", options: [], metrics: nil, views: views))
  }
}
