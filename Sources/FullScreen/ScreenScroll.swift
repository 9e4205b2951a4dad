import Terminal

/// The scrolling keys of every full screen, written once: the course, watch mode and reviews
/// move their body with them and clamp it the same way.
package enum ScreenScroll {
  /// Where `key` moves a body scrolled to `scroll` in `height` rows: up/k and down/j by a line,
  /// Page Up and Page Down (or space) by a page, Home and End to either end; nil for any other
  /// key. The result is not clamped yet (End asks for the largest offset there is).
  package static func offset(after key: Key, from scroll: Int, height: Int) -> Int? {
    switch key {
    case .up, .character("k"): max(0, scroll - 1)
    case .down, .character("j"): scroll + 1
    case .pageUp: max(0, scroll - height)
    case .pageDown, .character(" "): scroll + height
    case .home: 0
    case .end: Int.max
    default: nil
    }
  }

  /// `scroll` kept between the top and the last line that still fills the body.
  package static func clamped(_ scroll: Int, lineCount: Int, height: Int) -> Int {
    min(max(0, scroll), ScreenFrame.maximumScroll(lineCount: lineCount, height: height))
  }
}
