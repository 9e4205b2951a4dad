import Foundation

/// How the system font's design follows the point size: its Text design for small sizes, its
/// narrower Display design for large ones, and a blend of the two between (docs/UIKitFacts.md
/// §5.4).
///
/// The engine measures the Text design with the text faces and the Display design with the
/// display faces; between `textUpTo` and `displayFrom` every advance and kerning value is the
/// linear blend of the two, as a variable font interpolates along its optical-size axis.
struct SystemFontOpticalSize: Sendable, Equatable {
  /// Up to this size (points) only the text faces are used.
  let textUpTo: Double
  /// From this size (points) only the display faces are used; not below `textUpTo`.
  let displayFrom: Double

  /// Only the text faces at every size: for tables without display faces.
  static let textOnly = SystemFontOpticalSize(textUpTo: .infinity, displayFrom: .infinity)

  /// The display faces' share of each advance at `pointSize`: 0 up to `textUpTo`, 1 from
  /// `displayFrom`, linear between.
  func displayShare(atPointSize pointSize: Double) -> Double {
    if pointSize <= textUpTo { return 0 }
    if pointSize >= displayFrom { return 1 }
    return (pointSize - textUpTo) / (displayFrom - textUpTo)
  }
}
