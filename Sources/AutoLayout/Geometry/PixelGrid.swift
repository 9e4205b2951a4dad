/// Snapping of solved positions to a device's pixel grid.
///
/// UIKit rounds each edge to the nearest pixel, halves going up (docs/UIKitFacts.md §8.3: ideal
/// x 161.1667 on @3x becomes 161.3333, 483.5 px becomes 484 px).
enum PixelGrid {
  /// Rounds `value` (points) to the nearest multiple of 1/scale, halves up.
  static func round(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let s = scale > 0 ? scale : 1
    // A tiny bias keeps exact halves that picked up floating-point noise going up.
    return (value * s + 0.5 + 1e-7).rounded(.down) / s
  }

  /// Rounds up to the next multiple of 1/scale (used for text sizes).
  static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let s = scale > 0 ? scale : 1
    return (value * s - 1e-7).rounded(.up) / s
  }

  /// Rounds down to the previous multiple of 1/scale.
  static func floor(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let s = scale > 0 ? scale : 1
    return (value * s + 1e-7).rounded(.down) / s
  }

  /// Rounds a rectangle's four edges independently.
  static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let minX = round(rect.origin.x, scale: scale)
    let minY = round(rect.origin.y, scale: scale)
    let maxX = round(rect.origin.x + rect.size.width, scale: scale)
    let maxY = round(rect.origin.y + rect.size.height, scale: scale)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
