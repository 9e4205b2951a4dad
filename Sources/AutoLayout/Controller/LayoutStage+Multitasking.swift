/// iPad multitasking: the window resized to a Split View or Slide Over width, as an animated
/// size transition (the callbacks of a rotation, docs/UIKitFacts.md §12).
extension LayoutStage {
  /// The narrowest window an iPad app gets.
  public static let narrowestPadWindow: CGFloat = 320

  /// Starts resizing the window to a Split View or Slide Over layout of the screen.
  ///
  /// - Throws: `LayoutStageError.unsupportedWindowWidth` on a phone (apps are full screen there).
  public func resize(to layout: MultitaskingLayout) throws(LayoutStageError) {
    let screen = screenDevice
    guard screen.idiom == .pad else {
      if layout == .fullScreen { return try resizeWindow(toWidth: screen.size.width) }
      throw .unsupportedWindowWidth(
        device: screen.id,
        width: layout.width(onScreen: screen.size),
        allowed: "a phone runs apps full screen")
    }
    try resizeWindow(toWidth: layout.width(onScreen: screen.size))
  }

  /// Starts resizing the window to `width` points, the screen's height: the size class follows the
  /// width (regular from 678 pt on a pad), and so does the root views' side margin.
  ///
  /// - Throws: `LayoutStageError.unsupportedWindowWidth` for a width the device cannot give:
  ///   anything but the screen's width on a phone, under 320 pt or over the screen's width on a pad.
  public func resizeWindow(toWidth width: CGFloat) throws(LayoutStageError) {
    let screen = screenDevice
    if screen.idiom == .pad {
      guard width >= Self.narrowestPadWindow, width <= screen.size.width else {
        throw .unsupportedWindowWidth(
          device: screen.id, width: width,
          allowed: "an iPad window is \(formatPoints(Self.narrowestPadWindow)) to "
            + "\(formatPoints(screen.size.width)) pt wide")
      }
    } else if width != screen.size.width {
      throw .unsupportedWindowWidth(
        device: screen.id, width: width,
        allowed: "a phone runs apps full screen, \(formatPoints(screen.size.width)) pt wide")
    }
    guard width != device.size.width else { return }
    if width == screen.size.width {
      beginTransition(to: screen)
      return
    }
    let horizontal: UIUserInterfaceSizeClass =
      width >= MultitaskingLayout.regularWidthMinimum ? .regular : .compact
    resize(
      to: CGSize(width: width, height: screen.size.height), horizontalSizeClass: horizontal,
      verticalSizeClass: .regular)
  }
}
