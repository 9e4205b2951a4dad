/// The smallest element of a compositional layout (UIKit's `NSCollectionLayoutItem`): one cell,
/// sized relative to the group it is in; its `contentInsets` shrink the cell inside that space.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
  /// The item's size in its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's size around the cell (ignored along estimated dimensions).
  public var contentInsets = NSDirectionalEdgeInsets.zero

  /// Creates an item.
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// Items side by side or one above the other (UIKit's `NSCollectionLayoutGroup`). A group repeats
/// its subitems while they fit, or holds `count` items sharing its length.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// The items it holds (repeated in order while they fit).
  public let subitems: [NSCollectionLayoutItem]
  /// How many items it holds, when given: they share its length.
  let repeatCount: Int?
  /// The space between its items.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    self.axis = axis
    self.subitems = subitems
    repeatCount = count
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// `count` items side by side, sharing the group's width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }
  /// `count` items side by side, sharing the group's width (iOS 16's name).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }
  /// Items one above the other.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
  }
  /// `count` items one above the other, sharing the group's height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
  }
  /// `count` items one above the other (iOS 16's name).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup { vertical(layoutSize: layoutSize, subitem: subitem, count: count) }
}

/// A header or footer of a compositional section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`): `.top` goes above the groups, `.bottom` below.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// Its kind (`UICollectionView.elementKindSectionHeader`, or your own).
  public let elementKind: String
  /// Where it goes.
  public let alignment: NSRectAlignment
  /// Whether it stays on screen while its section scrolls (stored only).
  public var pinToVisibleBounds = false

  /// Creates a header or footer.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// Where a boundary item goes.
public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group
/// repeated along the scrolling axis until the section's items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
  /// How a section scrolls across the layout (stored only: orthogonal scrolling is not laid
  /// out; such a section's groups are placed as if it did not scroll).
  public enum OrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
  }

  /// The group repeated for the section's items.
  public let group: NSCollectionLayoutGroup
  /// Space between the groups.
  public var interGroupSpacing: CGFloat = 0
  /// Space around the section's content; fractional sizes are of the width inside it.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Stored only (see `OrthogonalScrollingBehavior`).
  public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  /// Whether headers and footers follow `contentInsets` (default true).
  public var supplementariesFollowContentInsets = true

  /// Creates a section.
  public init(group: NSCollectionLayoutGroup) { self.group = group }
}

/// The space a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  /// The whole size.
  var contentSize: CGSize { get }
  /// The size inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told (UIKit's `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The space the section is laid out in.
  var container: NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

struct CompositionalContainer: NSCollectionLayoutContainer {
  var contentSize: CGSize
  var contentInsets: NSDirectionalEdgeInsets
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}

struct CompositionalEnvironment: NSCollectionLayoutEnvironment {
  var container: NSCollectionLayoutContainer
  var traitCollection: UITraitCollection
}
