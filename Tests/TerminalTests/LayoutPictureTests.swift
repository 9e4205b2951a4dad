import Foundation
import Testing

@testable import Terminal

@Suite("Layout pictures")
struct LayoutPictureTests {
  /// Two halves of a 100×50 container; at 21×6 cells a point is 0.2 columns and 0.1 rows.
  static let halves = LayoutPicture(
    containerWidth: 100, containerHeight: 50,
    rects: [
      NamedRect(name: "a", x: 0, y: 0, width: 50, height: 50),
      NamedRect(name: "b", x: 50, y: 0, width: 50, height: 20),
    ])

  @Test("two boxes sharing edges with the container merge into ┬ ├ ┤ ┴")
  func sharedEdges() {
    let expected = """
      ┌─────────┬─────────┐
      │a        │b        │
      │         ├─────────┤
      │         │         │
      │         │         │
      └─────────┴─────────┘
      """
    #expect(LayoutPictureTests.halves.render(width: 21, height: 6) == expected)
  }

  @Test("names of boxes sharing a corner never run together")
  func namesKeepApart() {
    // Three views from the same top-left corner: the names share the first row inside, each
    // after a free cell, and the last one is shortened to the room left.
    let picture = LayoutPicture(
      containerWidth: 100, containerHeight: 50,
      rects: [
        NamedRect(name: "scroll", x: 0, y: 0, width: 100, height: 50),
        NamedRect(name: "content", x: 0, y: 0, width: 100, height: 50),
        NamedRect(name: "photo", x: 0, y: 0, width: 100, height: 20),
      ])
    let lines = picture.render(width: 21, height: 6).components(separatedBy: "\n")
    #expect(lines[1] == "│scroll content pho…│")
  }

  @Test("crossing boxes make ┼, and a name that does not fit is shortened in the widest free run")
  func crossingBoxes() {
    // 80×40 points in at most 17×20 cells: 16/80 = 0.2 columns per point limits the scale (rows
    // would allow 2·19/40 = 0.95), so the grid is 17 × (40·0.1 + 1) = 17×5.
    // box: x 10…50 → columns 2…10, y 10…30 → rows 1…3; over: columns 6…14, rows 0…3.
    let picture = LayoutPicture(
      containerWidth: 80, containerHeight: 40,
      rects: [
        NamedRect(name: "box", x: 10, y: 10, width: 40, height: 20),
        NamedRect(name: "over", x: 30, y: 0, width: 40, height: 30),
      ])
    let expected = """
      ┌─────┬───────┬─┐
      │ ┌───┼───┐ov…│ │
      │ │box│   │   │ │
      │ └───┴───┴───┘ │
      └───────────────┘
      """
    #expect(picture.render(width: 17, height: 20) == expected)
  }

  @Test("zero-width views are lines, zero-size views dots, clipped views get an arrow")
  func degenerateAndClipped() {
    let picture = LayoutPicture(
      containerWidth: 100, containerHeight: 50,
      rects: [
        NamedRect(name: "line", x: 10, y: 10, width: 0, height: 30),  // column 2, rows 1…4
        NamedRect(name: "dot", x: 50, y: 20, width: 0, height: 0),  // column 10, row 2
        // runs 20 points past the right; too flat for its name, it is numbered on its top edge
        NamedRect(name: "wide", x: 80, y: 30, width: 40, height: 10),
        NamedRect(name: "gone", x: -50, y: 0, width: 20, height: 20),
        NamedRect(name: "bad", x: .nan, y: 0, width: 1, height: 1),
      ])
    let expected = """
      ┌───────────────────┐
      │ │line             │
      │ │       •dot      │
      │ │             ┌1──→
      │ │             └───┤
      └───────────────────┘
      off-screen: gone
      not drawn (invalid frame): bad
      numbered: 1 wide
      """
    #expect(picture.render(width: 21, height: 6) == expected)
  }

  @Test("a flat view is a horizontal line; arrows mark the top and left")
  func horizontalLineAndArrows() {
    // 40×40 points in 9×5 cells: 8/40 = 0.2 columns and 0.1 rows per point.
    let picture = LayoutPicture(
      containerWidth: 40, containerHeight: 40,
      rects: [
        NamedRect(name: "h", x: 5, y: 10, width: 20, height: 0),  // columns 1…5, row 1
        // Clipped to x 0…20, y 0…15: columns 0…4, rows 0…2 (1.5 rounds up); its inside is
        // taken by h's line, so it has no room for its name: it is numbered, just right of its
        // first row with a free cell after it (row 2), and the number is named under the picture.
        NamedRect(name: "up", x: -10, y: -10, width: 30, height: 25),
      ])
    let expected = """
      ┌─↑─┬───┐
      ←───┼─h │
      ├───┘1  │
      │       │
      └───────┘
      numbered: 1 up
      """
    #expect(picture.render(width: 9, height: 5) == expected)
  }

  @Test("the height can limit the scale; the aspect ratio is kept")
  func heightLimited() {
    // 100×100 points in at most 40×6 cells: rows allow 2·5/100 = 0.1 columns per point, columns
    // 39/100, so the grid is (100·0.1 + 1) × (100·0.05 + 1) = 11×6.
    let picture = LayoutPicture(containerWidth: 100, containerHeight: 100, rects: [])
    let expected = """
      ┌─────────┐
      │         │
      │         │
      │         │
      │         │
      └─────────┘
      """
    #expect(picture.render(width: 40, height: 6) == expected)
  }

  @Test("a highlighted view without colour gets a star after its name")
  func plainHighlight() {
    var picture = LayoutPictureTests.halves
    picture.rects[1].isHighlighted = true
    #expect(picture.renderLines(width: 21, height: 6)[1] == "│a        │b*       │")
  }

  @Test("in colour, highlighted edges and names are bold red and the bare border is dim")
  func styledHighlight() {
    var picture = LayoutPictureTests.halves
    picture.rects[1].isHighlighted = true
    let red = "\u{1B}[1;31m"
    let dim = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    let expected = [
      "┌─────────" + red + "┬─────────┐" + reset,
      "│a        " + red + "│b" + reset + "        " + red + "│" + reset,
      "│         " + red + "├─────────┤" + reset,
      "│         │         " + dim + "│" + reset,
      "│         │         " + dim + "│" + reset,
      "└─────────┴" + dim + "─────────┘" + reset,
    ]
    #expect(picture.renderLines(width: 21, height: 6, styler: .ansi) == expected)
  }

  @Test("rectangles can come from CGRect")
  func fromCGRect() {
    let rect = NamedRect(name: "v", frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(rect == NamedRect(name: "v", x: 1, y: 2, width: 3, height: 4))
    #expect(rect.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    let picture = LayoutPicture(containerSize: CGSize(width: 100, height: 50), rects: [])
    #expect(picture.containerWidth == 100 && picture.containerHeight == 50)
  }
}

@Suite("Side-by-side pictures")
struct SideBySideTests {
  @Test("expected and actual next to each other, the differing view starred")
  func plain() {
    let expected = LayoutPictureTests.halves
    var actual = expected
    actual.rects[1].height = 30  // rows 0…3 instead of 0…2
    let text = LayoutPicture.sideBySide(expected: expected, actual: actual, width: 45, height: 6)
    let picture = """
      expected                actual
      ┌─────────┬─────────┐   ┌─────────┬─────────┐
      │a        │b*       │   │a        │b*       │
      │         ├─────────┤   │         │         │
      │         │         │   │         ├─────────┤
      │         │         │   │         │         │
      └─────────┴─────────┘   └─────────┴─────────┘
      frames that differ: b
      """
    #expect(text == picture)
  }

  @Test("within the tolerance frames match; views on one side only differ")
  func toleranceAndMissing() {
    let expected = LayoutPicture(
      containerWidth: 10, containerHeight: 10,
      rects: [NamedRect(name: "a", x: 0, y: 0, width: 5, height: 5)])
    var actual = expected
    actual.rects[0].x = 0.25
    let close = LayoutPicture.sideBySide(
      expected: expected, actual: actual, width: 11, height: 3, tolerance: 0.5)
    #expect(close.hasSuffix("\nall frames match"))
    actual.rects.append(NamedRect(name: "extra", x: 0, y: 0, width: 1, height: 1))
    let extra = LayoutPicture.sideBySide(
      expected: expected, actual: actual, width: 11, height: 3, tolerance: 0.5)
    #expect(extra.hasSuffix("\nframes that differ: extra"))
  }

  @Test("repeated names pair by occurrence")
  func repeatedNames() {
    let first = NamedRect(name: "v", x: 0, y: 0, width: 1, height: 1)
    let second = NamedRect(name: "v", x: 5, y: 5, width: 1, height: 1)
    #expect(
      FrameComparison.differingNames(
        expected: [first, second], actual: [first, second], tolerance: 0
      ).isEmpty
    )
    #expect(
      FrameComparison.differingNames(
        expected: [first, second], actual: [second, first], tolerance: 0) == [
          "v"
        ])
  }

  @Test("notes of each side are labelled")
  func notes() {
    let expected = LayoutPicture(containerWidth: 10, containerHeight: 10, rects: [])
    let actual = LayoutPicture(
      containerWidth: 10, containerHeight: 10,
      rects: [NamedRect(name: "far", x: 50, y: 0, width: 1, height: 1)])
    let lines = LayoutPicture.sideBySide(expected: expected, actual: actual, width: 11, height: 3)
      .split(separator: "\n").map(String.init)
    #expect(lines.suffix(2) == ["(actual) off-screen: far", "frames that differ: far"])
  }
}

@Suite("SVG pictures")
struct SVGPictureTests {
  @Test("names are escaped for XML")
  func escaping() {
    let picture = LayoutPicture(
      containerWidth: 100, containerHeight: 100,
      rects: [NamedRect(name: "a<b> & 'c'\u{1}", x: 0, y: 0, width: 50, height: 50)])
    let svg = SVGPicture.render(picture)
    #expect(svg.contains("a&lt;b&gt; &amp; &#39;c&#39;\u{2401}"))
    #expect(!svg.contains("a<b>"))
  }

  @Test("a single picture as a complete SVG document")
  func document() {
    let picture = LayoutPicture(
      containerWidth: 100, containerHeight: 50,
      rects: [
        NamedRect(name: "a&b", x: 10, y: 5, width: 30.5, height: 20),
        NamedRect(name: "rule", x: 0, y: 40, width: 100, height: 0, isHighlighted: true),
      ])
    let expected = """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
        <svg x="0" y="0" width="200" height="100" viewBox="0 0 100 50">
          <rect x="0" y="0" width="100" height="50" fill="#f4f4f4" stroke="#999999"/>
          <g><title>a&amp;b</title><rect x="10" y="5" width="30.5" height="20" fill="none" \
      stroke="#333333" stroke-width="1"/><text x="13" y="17" font-family="monospace" font-size="10" \
      fill="#333333">a&amp;b</text></g>
          <g><title>rule</title><line x1="0" y1="40" x2="100" y2="40" stroke="#d00000" \
      stroke-width="2"/><text x="3" y="52" font-family="monospace" font-size="10" \
      fill="#d00000">rule</text></g>
        </svg>
      </svg>

      """
    #expect(SVGPicture.render(picture, scale: 2) == expected)
  }

  @Test("side by side, the differing view is red in both panels")
  func sideBySide() {
    let expected = LayoutPicture(
      containerWidth: 10, containerHeight: 10,
      rects: [NamedRect(name: "v", x: 0, y: 0, width: 5, height: 5)])
    var actual = expected
    actual.rects[0].width = 6
    let svg = SVGPicture.sideBySide(expected: expected, actual: actual)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"44\" height=\"30\""))
    #expect(svg.contains(">expected</text>"))
    #expect(svg.contains(">actual</text>"))
    #expect(svg.components(separatedBy: "stroke=\"#d00000\"").count == 3)
    #expect(
      svg.contains("<svg x=\"34\" y=\"20\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\">"))
  }

  @Test("numbers keep at most two decimals and drop trailing zeros")
  func numbers() {
    #expect(SVGPicture.number(12) == "12")
    #expect(SVGPicture.number(12.5) == "12.5")
    #expect(SVGPicture.number(1.0 / 3.0) == "0.33")
    #expect(SVGPicture.number(-0.0) == "0")
  }
}

@Suite("Picture labels")
struct PictureLabelTests {
  // 40×40 points in 9×5 cells: 0.2 columns and 0.1 rows per point; the box spans columns 0…8.
  private func labelRow(_ name: String) -> String {
    let picture = LayoutPicture(
      containerWidth: 40, containerHeight: 40,
      rects: [NamedRect(name: name, x: 0, y: 0, width: 40, height: 40)])
    return picture.renderLines(width: 9, height: 5)[1]
  }

  @Test("wide characters take two cells, combining marks none")
  func wideAndCombining() {
    #expect(labelRow("日本") == "│日本   │")
    #expect(labelRow("e\u{301}\u{200B}x") == "│e\u{301}\u{200B}x     │")
  }

  @Test("control characters in names are drawn as ?")
  func controlCharacters() {
    #expect(labelRow("a\nb\u{1B}") == "│a?b?   │")
  }

  @Test("a name longer than the inside is shortened with …")
  func shortened() {
    #expect(labelRow("constraintsLabel") == "│constr…│")  // 7 cells inside
  }
}
