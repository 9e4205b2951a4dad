/// The styles of layout pictures when colour is on.
public struct PictureTheme: Sendable, Hashable {
  /// The container's border where no view runs along it.
  public var container = TextStyle.dim
  /// Edges of views.
  public var edge = TextStyle.plain
  /// Edges of highlighted views (for example, frames that differ from the expected ones).
  public var highlightedEdge = TextStyle(isBold: true, foreground: .red)
  /// Names of views.
  public var label = TextStyle.plain
  /// Names of highlighted views.
  public var highlightedLabel = TextStyle(isBold: true, foreground: .red)
  /// Arrows marking views that run past the container.
  public var marker = TextStyle.color(.yellow)
  /// The "expected" / "actual" titles.
  public var title = TextStyle.bold

  /// Creates the standard theme; change single styles through the properties.
  public init() {}

  /// The standard theme.
  public static let standard = PictureTheme()
}
