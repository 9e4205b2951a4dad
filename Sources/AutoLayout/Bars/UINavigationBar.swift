/// The bar a navigation controller draws at the top of its view, under the status bar: 44 points
/// tall on a phone (32 in landscape on all but the large phones, 50 on an iPad), 52 more with a
/// large title. Its controller places it; you set its looks (docs/UIKitFacts.md §3.4).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows the top controller's title in large type below the standard bar, when
  /// that controller's `navigationItem.largeTitleDisplayMode` allows it; false by default.
  public var prefersLargeTitles = false {
    didSet { if prefersLargeTitles != oldValue { barLayoutChanged() } }
  }
  /// Whether the bar lets the content show through; true by default. A controller's view runs
  /// under an opaque bar only with `extendedLayoutIncludesOpaqueBars`.
  public var isTranslucent = true {
    didSet { if isTranslucent != oldValue { barLayoutChanged() } }
  }
  /// The bar's background colour; nil for the system's. Kept, not drawn.
  public var barTintColor: UIColor?
  /// The navigation controller that owns the bar, if any.
  weak var owner: UINavigationController?

  /// The navigation items of the owning controller's stack, the top one last.
  public var items: [UINavigationItem]? { owner?.viewControllers.map(\.navigationItem) }
  /// The item of the controller on top of the stack.
  public var topItem: UINavigationItem? { items?.last }
  /// The item of the controller below the top one.
  public var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  func barLayoutChanged() { owner?.viewIfLoaded?.setNeedsLayout() }
}

/// The bar a tab bar controller draws at the bottom of its view: 49 points on a phone (32 in
/// landscape, 50 on an iPad), and it reaches down over the home indicator, so on a notched phone
/// it is 49 + 34 = 83 points tall (docs/UIKitFacts.md §3.4).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items shown, one per controller of the tab bar controller.
  public internal(set) var items: [UITabBarItem]?
  /// The item of the selected controller.
  public internal(set) var selectedItem: UITabBarItem?
  /// Whether the bar lets the content show through; true by default.
  public var isTranslucent = true {
    didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
  }
  /// The bar's background colour; nil for the system's. Kept, not drawn.
  public var barTintColor: UIColor?
}

/// What a tab bar shows for a controller: a title, an image, a badge.
@preconcurrency @MainActor
open class UITabBarItem {
  /// The standard items (`.favorites`, `.search`, …).
  public enum SystemItem: Int, Sendable {
    case more = 0
    case favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
    case mostRecent, mostViewed
  }

  /// The title under (or beside) the image.
  public var title: String?
  /// The image.
  public var image: UIImage?
  /// The image shown while the item is selected; nil uses `image`.
  public var selectedImage: UIImage?
  /// A number for your own use.
  public var tag: Int
  /// The text of the badge at the image's corner, nil for none.
  public var badgeValue: String?

  /// Makes an item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Makes an item with a title, an image and a selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
  }

  /// Makes one of the standard items.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.tag = tag
  }
}
