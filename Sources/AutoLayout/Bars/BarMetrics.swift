/// The heights of the bars a navigation or tab bar controller draws, for the traits of the view
/// they are in (docs/UIKitFacts.md §3.4).
enum BarMetrics {
  /// A navigation bar's height with a standard title: 50 on an iPad (iOS 12 and later), 32 on a
  /// phone in compact height that is also compact width (landscape on every phone but the large
  /// ones), else 44.
  static func navigationBarHeight(_ traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    if traits.verticalSizeClass == .compact, traits.horizontalSizeClass != .regular { return 32 }
    return 44
  }

  /// What a large title adds below the standard bar: 52 points. Phones in compact height never
  /// show a large title.
  static let largeTitleExtra: CGFloat = 52

  /// Whether a large title can show with these traits: not in compact height.
  static func allowsLargeTitle(_ traits: UITraitCollection) -> Bool {
    traits.verticalSizeClass != .compact
  }

  /// How far a navigation bar at the top of the screen rises into the window's top safe area:
  /// 16/3 points (16 pixels at @3x) on phones with a Dynamic Island, whose top inset is 59, so the
  /// bar starts at 53.6667; nothing elsewhere.
  static func navigationBarRise(windowTopInset: CGFloat, _ traits: UITraitCollection) -> CGFloat {
    traits.userInterfaceIdiom == .phone && windowTopInset == 59 ? 16 / 3 : 0
  }

  /// A tab bar's height above the bottom safe area: 50 on an iPad, 32 on a phone in compact height,
  /// else 49.
  static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    if traits.verticalSizeClass == .compact { return 32 }
    return 49
  }
}
