/// Which way up the device is held, as its sensors say. The landscape cases are named after the
/// side the home button is *not* on: `.landscapeLeft` has the home button (or the bottom edge) on
/// the right, so it is the opposite of `UIInterfaceOrientation.landscapeLeft`
/// (docs/UIKitFacts.md §3.5).
public enum UIDeviceOrientation: Int, Sendable, Hashable {
  /// Not known.
  case unknown = 0
  /// Upright, the home button at the bottom.
  case portrait = 1
  /// Upside down, the home button at the top.
  case portraitUpsideDown = 2
  /// On its side, the home button on the right (turned a quarter anticlockwise from portrait).
  case landscapeLeft = 3
  /// On its side, the home button on the left (turned a quarter clockwise from portrait).
  case landscapeRight = 4
  /// Flat on its back, the screen up.
  case faceUp = 5
  /// Flat on its face, the screen down.
  case faceDown = 6

  /// Upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// On either side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Face up or face down.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the interface can take this orientation (portrait or landscape, not flat or unknown).
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
