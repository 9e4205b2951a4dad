// mistake: the posts' width written as the iPhone X's 375 points instead of the view's width
// cause: item-size-hard-coded
// line: 76
import UIKit

// The news feed of the Facebook clone: a collection view of posts, each as wide as the screen,
// one under the other. The controller adopts UICollectionViewDelegateFlowLayout, so the flow
// layout asks it for every item's size, and each post is as wide as the view.

extension UIView {
  /// Adds the constraints of one visual format string; the views are called v0, v1, … in order.
  func addConstraintsWithFormat(_ format: String, views: UIView...) {
    var viewsByName: [String: UIView] = [:]
    for (index, view) in views.enumerated() {
      view.translatesAutoresizingMaskIntoConstraints = false
      viewsByName["v\(index)"] = view
    }
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: [], metrics: nil, views: viewsByName))
  }
}

final class FeedCell: UICollectionViewCell {
  let profileImageView = UIImageView()
  let nameLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    nameLabel.text = "Mark Zuckerberg"
    contentView.addSubview(profileImageView)
    contentView.addSubview(nameLabel)
    contentView.addConstraintsWithFormat(
      "H:|-8-[v0(44)]-8-[v1]|", views: profileImageView, nameLabel)
    contentView.addConstraintsWithFormat("V:|-8-[v0(44)]", views: profileImageView)
    contentView.addConstraintsWithFormat("V:|-12-[v0]", views: nameLabel)
  }

  required init?(coder: NSCoder) { nil }
}

class FeedController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  let cellId = "cellId"

  init() {
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Facebook Feed"
    collectionView?.alwaysBounceVertical = true
    collectionView?.backgroundColor = UIColor(white: 0.95, alpha: 1)
    collectionView?.register(FeedCell.self, forCellWithReuseIdentifier: cellId)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    3
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: cellId, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: 375, height: 150)
  }
}
