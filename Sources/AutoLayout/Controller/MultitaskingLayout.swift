/// Where an iPad app's window can sit beside another app (Split View) or over it (Slide Over),
/// and the width each gives (docs/UIKitFacts.md §12).
public enum MultitaskingLayout: String, Sendable, CaseIterable {
  /// The whole screen.
  case fullScreen
  /// A Slide Over window: as wide as the narrow Split View column, the screen's height.
  case slideOver
  /// The narrow Split View column: 320 pt, or 375 pt on a screen at least 1024 pt wide whose longer
  /// side is at least 1194 pt (an 11-inch iPad Pro in landscape, a 12.9-inch one either way).
  case narrow
  /// Half the screen: (screen width − 10 pt divider) / 2, rounded down.
  case half
  /// The wide Split View column: screen width − narrow column − 10 pt divider.
  case wide

  /// Width of the divider between two apps in Split View.
  public static let dividerWidth: CGFloat = 10
  /// Window widths from which an iPad app's horizontal size class is regular.
  public static let regularWidthMinimum: CGFloat = 678

  /// The window width this layout gives on a pad screen of `screenSize` points as held.
  public func width(onScreen screenSize: CGSize) -> CGFloat {
    let screenWidth = screenSize.width
    let longSide = Swift.max(screenSize.width, screenSize.height)
    let narrowColumn: CGFloat = screenWidth >= 1024 && longSide >= 1194 ? 375 : 320
    switch self {
    case .fullScreen: return screenWidth
    case .slideOver, .narrow: return narrowColumn
    case .half: return ((screenWidth - Self.dividerWidth) / 2).rounded(.down)
    case .wide: return screenWidth - narrowColumn - Self.dividerWidth
    }
  }
}
