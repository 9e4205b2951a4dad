/// One side of a compositional layout element's size (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of its container's width or height, an absolute length, or an estimate its cell
/// replaces with the length its constraints give.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
  /// What the dimension is measured from.
  public enum Kind: String, Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }
  /// What the dimension is measured from.
  public let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat
  /// Where the program made it (for a grader to cite the line).
  public let sourceLocation: SourceLocation

  private init(_ kind: Kind, _ dimension: CGFloat, _ file: String, _ line: Int) {
    self.kind = kind
    self.dimension = dimension
    sourceLocation = SourceLocation(fileID: file, line: line)
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(
    _ fractionalWidth: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth, file, line)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(
    _ fractionalHeight: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight, file, line)
  }
  /// A length in points.
  public static func absolute(
    _ absoluteDimension: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension, file, line)
  }
  /// A first guess the cell's constraints replace.
  public static func estimated(
    _ estimatedDimension: CGFloat, file: String = #fileID, line: Int = #line
  ) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension, file, line)
  }

  /// Whether it is a fraction of the width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of this size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least
/// some with the group's extra space shared out between them.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
  /// The spacing.
  public let spacing: CGFloat
  /// Whether extra space goes into the gaps.
  public let isFlexibleSpacing: Bool
  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Exactly this much.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, flexible: false)
  }
  /// At least this much; the group's extra space is shared between the gaps.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, flexible: true)
  }
}
