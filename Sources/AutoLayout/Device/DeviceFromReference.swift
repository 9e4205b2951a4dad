import Devices

extension Device {
  /// A device of the table held in `orientation`, looked up as `id`.
  init(_ entry: DeviceTableEntry, orientation: Orientation, id: String) {
    let traits = entry.traits(in: orientation)
    let size = entry.size(in: orientation)
    self.init(
      id: id, name: entry.name, idiom: entry.idiom == .pad ? .pad : .phone,
      orientation: orientation, size: CGSize(width: size.width, height: size.height),
      scale: CGFloat(entry.scale), safeAreaInsets: UIEdgeInsets(traits.safeArea),
      horizontalSizeClass: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
      verticalSizeClass: UIUserInterfaceSizeClass(traits.verticalSizeClass),
      systemMinimumMargin: CGFloat(traits.rootMargin))
  }

  /// A custom screen held in `orientation`, looked up as `id`.
  ///
  /// Phones are assumed when the shorter side is under 700 pt; the size classes follow UIKit's
  /// iPhone rules for the screen's shape as held (portrait compact/regular, landscape
  /// compact/compact) and are regular/regular on pads, with the root margin the width gives
  /// (docs/UIKitFacts.md §2, "Root-view side margins by width").
  init(_ screen: CustomScreen, orientation: Orientation, id: String) {
    let (width, height) = screen.size(in: orientation)
    let isPad = min(width, height) >= 700
    let landscape = width > height
    let horizontal: UIUserInterfaceSizeClass = isPad ? .regular : .compact
    let vertical: UIUserInterfaceSizeClass = isPad || !landscape ? .regular : .compact
    self.init(
      id: id,
      name: "Custom \(formatPoints(CGFloat(screen.width)))×\(formatPoints(CGFloat(screen.height)))",
      idiom: isPad ? .pad : .phone, orientation: landscape ? .landscape : .portrait,
      size: CGSize(width: width, height: height), scale: CGFloat(screen.scale),
      safeAreaInsets: screen.safeArea.map(UIEdgeInsets.init) ?? .zero,
      horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      systemMinimumMargin: RootViewSideMargin.forViewWidth(CGFloat(width)))
  }
}

extension UIEdgeInsets {
  /// The same insets in UIKit's type.
  init(_ insets: DeviceInsets) {
    self.init(
      top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
      right: CGFloat(insets.right))
  }
}

extension UIUserInterfaceSizeClass {
  /// The size class the table names.
  init(_ sizeClass: DeviceTableEntry.SizeClass) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }
}
