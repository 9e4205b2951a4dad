import Foundation

/// Where a layout puts one cell or supplementary view (UIKit's
/// `UICollectionViewLayoutAttributes`), in the collection view's content coordinates.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// What the attributes describe.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView, decorationView
  }

  /// The element's frame.
  public var frame: CGRect = .zero
  /// The index path of the item or supplementary view.
  public var indexPath: IndexPath
  /// Cell, supplementary view or decoration.
  public let representedElementCategory: ElementCategory
  /// The supplementary view's kind (nil for cells).
  public let representedElementKind: String?
  /// Whether the element is hidden.
  public var isHidden = false
  /// Opacity.
  public var alpha: CGFloat = 1
  /// Stacking order (stored only).
  public var zIndex = 0
  /// Which sides a self-sizing cell may choose (a compositional layout's estimated dimensions);
  /// nil: both (a flow layout's estimated item size).
  var fittingAxes: (width: Bool, height: Bool)?

  /// The frame's size.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The bounds (origin zero, the frame's size).
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }

  /// Attributes for a cell.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes for a supplementary view (a header or footer).
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// A copy (as `copy()` gives), of the same class.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { () -> UICollectionViewLayoutAttributes in
      let copy: UICollectionViewLayoutAttributes
      if let kind = representedElementKind {
        copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
      } else {
        copy = Self(forCellWith: indexPath)
      }
      copy.frame = frame
      copy.isHidden = isHidden
      copy.alpha = alpha
      copy.zIndex = zIndex
      copy.fittingAxes = fittingAxes
      return copy
    }
  }

  /// `<UICollectionViewLayoutAttributes: 0x…> index path: (0-3); frame = (…)`.
  open override var description: String {
    MainActor.assumeIsolated {
      "<\(typeDisplayName(of: self)): \(address)> index path: (\(indexPath.section)-\(indexPath.item)); "
        + "frame = (\(formatPoints(frame.minX)) \(formatPoints(frame.minY)); "
        + "\(formatPoints(frame.width)) \(formatPoints(frame.height)))"
    }
  }

  private lazy var address = DebugAddress.next(.object)
}
