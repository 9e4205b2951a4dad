import Basics
import Foundation

/// Layout pictures as standalone SVG documents, for `show --svg` and reports.
///
/// Coordinates are the layout's points; `scale` sets how many SVG pixels a point takes. The
/// container is a light rectangle; each view is an outlined rectangle with its name (and a
/// `<title>` for hovering). Zero-width or zero-height views are lines, zero-size views small
/// circles. Parts outside the container are clipped by the nested `<svg>` viewport. Highlighted
/// views are drawn in red with a thicker outline. Names are escaped for XML.
public enum SVGPicture {
  /// Returns `picture` as an SVG document.
  public static func render(_ picture: LayoutPicture, scale: Double = 1) -> String {
    let width = picture.containerWidth
    let height = picture.containerHeight
    return [
      header(width: width * scale, height: height * scale),
      picturePanel(picture, x: 0, y: 0, scale: scale),
      "</svg>",
    ].joined(separator: "\n") + "\n"
  }

  /// Returns the expected and actual pictures next to each other with titles, highlighting the
  /// views whose frames differ by more than `tolerance` (as `LayoutPicture.sideBySide` does).
  public static func sideBySide(
    expected: LayoutPicture, actual: LayoutPicture, scale: Double = 1, tolerance: Double = 0
  ) -> String {
    let differing = FrameComparison.differingNames(
      expected: expected.rects, actual: actual.rects, tolerance: tolerance)
    let gap = 24.0
    let titleHeight = 20.0
    let leftWidth = expected.containerWidth * scale
    let totalWidth = leftWidth + gap + actual.containerWidth * scale
    let totalHeight = titleHeight + max(expected.containerHeight, actual.containerHeight) * scale
    return [
      header(width: totalWidth, height: totalHeight),
      "  <text x=\"0\" y=\"14\" font-family=\"sans-serif\" font-size=\"14\" font-weight=\"bold\">expected</text>",
      "  <text x=\"\(number(leftWidth + gap))\" y=\"14\" font-family=\"sans-serif\" font-size=\"14\" "
        + "font-weight=\"bold\">actual</text>",
      picturePanel(expected.highlighting(differing), x: 0, y: titleHeight, scale: scale),
      picturePanel(
        actual.highlighting(differing), x: leftWidth + gap, y: titleHeight, scale: scale),
      "</svg>",
    ].joined(separator: "\n") + "\n"
  }

  private static func header(width: Double, height: Double) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
      + "viewBox=\"0 0 \(number(width)) \(number(height))\">"
  }

  /// A nested viewport showing the container and its views in points.
  private static func picturePanel(_ picture: LayoutPicture, x: Double, y: Double, scale: Double)
    -> String
  {
    let width = picture.containerWidth
    let height = picture.containerHeight
    var lines = [
      "  <svg x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width * scale))\" "
        + "height=\"\(number(height * scale))\" viewBox=\"0 0 \(number(width)) \(number(height))\">",
      "    <rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" "
        + "fill=\"#f4f4f4\" stroke=\"#999999\"/>",
    ]
    for rect in picture.rects where rect.isFinite {
      lines.append(element(for: rect))
    }
    lines.append("  </svg>")
    return lines.joined(separator: "\n")
  }

  private static func element(for rect: NamedRect) -> String {
    let (minX, minY, maxX, maxY) = rect.standardized
    let stroke =
      rect.isHighlighted
      ? "stroke=\"#d00000\" stroke-width=\"2\"" : "stroke=\"#333333\" stroke-width=\"1\""
    let name = MarkupText.escape(rect.name)
    let shape: String
    if minX == maxX, minY == maxY {
      shape =
        "<circle cx=\"\(number(minX))\" cy=\"\(number(minY))\" r=\"2\" fill=\"none\" \(stroke)/>"
    } else if minX == maxX || minY == maxY {
      shape =
        "<line x1=\"\(number(minX))\" y1=\"\(number(minY))\" x2=\"\(number(maxX))\" "
        + "y2=\"\(number(maxY))\" \(stroke)/>"
    } else {
      shape =
        "<rect x=\"\(number(minX))\" y=\"\(number(minY))\" width=\"\(number(maxX - minX))\" "
        + "height=\"\(number(maxY - minY))\" fill=\"none\" \(stroke)/>"
    }
    let fill = rect.isHighlighted ? "#d00000" : "#333333"
    let label =
      "<text x=\"\(number(minX + 3))\" y=\"\(number(minY + 12))\" font-family=\"monospace\" "
      + "font-size=\"10\" fill=\"\(fill)\">\(name)</text>"
    return "    <g><title>\(name)</title>\(shape)\(label)</g>"
  }

  /// A coordinate without needless digits: `12`, `12.5`, `0.33` (two decimals at most).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
