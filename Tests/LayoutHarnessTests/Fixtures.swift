import AutoLayout

/// A card with its own stored subviews, to be found as `card.titleLabel`.
@MainActor
final class CardView: UIView {
  let titleLabel = UILabel()
  let badge = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [titleLabel, badge] {
      part.translatesAutoresizingMaskIntoConstraints = false
      addSubview(part)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
      titleLabel.widthAnchor.constraint(equalToConstant: 100),
      titleLabel.heightAnchor.constraint(equalToConstant: 20),
      badge.topAnchor.constraint(equalTo: topAnchor),
      badge.trailingAnchor.constraint(equalTo: trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 8),
      badge.heightAnchor.constraint(equalToConstant: 8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A screen whose properties cover the ways a checked view can be found or be missing.
@MainActor
final class GalleryController: UIViewController {
  let banner = UIView()
  var card: CardView!
  var rows: [UIView] = [UIView(), UIView()]
  var missingOutlet: UIView?
  let orphan = UIView()
  let caption = "not a view"
  var bannerHeight: NSLayoutConstraint?
  lazy var footer: UIView = UIView()
  /// Set by the storyboard snippet, before `viewDidLoad`.
  var storyboardView: UIView?
  var sawStoryboardViewInViewDidLoad = false

  override func viewDidLoad() {
    super.viewDidLoad()
    sawStoryboardViewInViewDidLoad = storyboardView != nil
    card = CardView()
    for part in [banner, card!] + rows {
      part.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(part)
    }
    let height = banner.heightAnchor.constraint(equalToConstant: 50)
    bannerHeight = height
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.topAnchor),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      height,
      card.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    for (index, row) in rows.enumerated() {
      NSLayoutConstraint.activate([
        row.topAnchor.constraint(equalTo: card.bottomAnchor, constant: CGFloat(10 + 40 * index)),
        row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        row.widthAnchor.constraint(equalToConstant: 120),
        row.heightAnchor.constraint(equalToConstant: 30),
      ])
    }
  }

  func growBanner() {
    bannerHeight?.constant = 80
  }
}
