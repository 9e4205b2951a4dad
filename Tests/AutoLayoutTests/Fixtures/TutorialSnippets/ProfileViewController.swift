// A profile screen written the way UIKit tutorials write it (anchors, lazy closures, layer, fonts).
import UIKit

class ProfileViewController: UIViewController {
  lazy var avatarImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(named: "avatar"))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFill
    imageView.layer.cornerRadius = 40
    imageView.layer.masksToBounds = true
    imageView.layer.borderWidth = 2
    imageView.layer.borderColor = UIColor.white.cgColor
    return imageView
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .headline)
    label.adjustsFontForContentSizeCategory = true
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()

  let followButton = UIButton(type: .system)

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = "Profile"
    view.addSubview(avatarImageView)
    view.addSubview(nameLabel)
    view.addSubview(followButton)
    followButton.translatesAutoresizingMaskIntoConstraints = false
    followButton.setTitle("Follow", for: .normal)
    followButton.setTitleColor(.white, for: .normal)
    followButton.backgroundColor = .systemBlue
    followButton.layer.cornerRadius = 8
    followButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    let screenWidth = UIScreen.main.bounds.width
    NSLayoutConstraint.activate([
      avatarImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      avatarImageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 80),
      avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
      nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatarImageView.bottomAnchor, multiplier: 2),
      nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 12),
      followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      followButton.widthAnchor.constraint(lessThanOrEqualToConstant: screenWidth / 2),
    ])
    let preferredWidth = followButton.widthAnchor.constraint(equalToConstant: 200)
    preferredWidth.priority = .defaultHigh
    preferredWidth.isActive = true
    nameLabel.setContentCompressionResistancePriority(.required, for: .vertical)
  }
}
