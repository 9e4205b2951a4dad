import LayoutReport

/// Says, for each wrong edge of a view, what holds it where it is: the constraints the solver
/// reports tight behind the view's unknowns (`FrameBlame`), named by the learner's lines, and for
/// a view still translating its mask, the line that set its frame.
///
/// `maxX = 320 and maxY = 240 come from the frame set on line 19.`
/// `x = 16 comes from the constraint on line 24; maxX = 359 from the constraints on lines 24 and 25.`
struct BlameText {
  /// The learner's file, as the report names it, and its text, for finding where a frame is set.
  let file: String?
  let source: String?

  /// One sentence, and the first line it names; nil when nothing the learner wrote holds the
  /// wrong edges (only UIKit's own constraints, or no record).
  func sentence(
    view: String, expected: ReportRect, actual: ReportRect, tolerance: Double,
    blame: FrameBlame?, translates: Bool, className: String? = nil
  ) -> (text: String, line: Int?)? {
    guard let blame else { return nil }
    let moved = Self.movedEdges(expected: expected, actual: actual, tolerance: tolerance)
    guard !moved.isEmpty else { return nil }
    var parts: [(edges: [String], source: String)] = []
    var firstLine: Int?
    for edge in moved {
      let holders = edge.unknowns(blame).filter { $0.origin != .system }
      guard
        let source = describe(
          holders, view: view, className: className, translates: translates,
          firstLine: &firstLine)
      else { continue }
      if let index = parts.firstIndex(where: { $0.source == source }) {
        parts[index].edges.append(edge.value(actual))
      } else {
        parts.append(([edge.value(actual)], source))
      }
    }
    guard !parts.isEmpty else { return nil }
    let clauses = parts.enumerated().map { index, part in
      let verb = part.edges.count == 1 ? "comes" : "come"
      return MessageText.list(part.edges) + (index == 0 ? " \(verb) from " : " from ") + part.source
    }
    return (clauses.joined(separator: "; ") + ".", firstLine)
  }

  private func describe(
    _ holders: [ConstraintRecord], view: String, className: String?, translates: Bool,
    firstLine: inout Int?
  ) -> String? {
    var lines: [Int] = []
    var fromMask = false
    var fromStoryboard = false
    for holder in holders {
      switch holder.origin {
      case .code:
        if let line = holder.line, holder.file == file || file == nil, !lines.contains(line) {
          lines.append(line)
        }
      case .autoresizing: fromMask = true
      case .storyboard: fromStoryboard = true
      case .system: break
      }
    }
    lines.sort()
    var sources: [String] = []
    if !lines.isEmpty {
      sources.append(
        (lines.count == 1 ? "the constraint on line " : "the constraints on lines ")
          + MessageText.list(lines.map(String.init)))
      if firstLine == nil { firstLine = lines.first }
    }
    if fromMask && ContainerPlacedPath.isPlacedByContainer(view, className: className) {
      // Its frame is the container's doing, not a frame the learner set.
      let container = ContainerPlacedPath.container(of: view, className: className)
      sources.append("the place and size \(container) gave it")
    } else if fromMask || (holders.isEmpty && translates) {
      if let line = frameLine(of: view) {
        sources.append("the frame set on line \(line)")
        if firstLine == nil { firstLine = line }
      } else {
        sources.append("its frame and autoresizing mask")
      }
    }
    if fromStoryboard { sources.append("the storyboard's constraints") }
    return sources.isEmpty ? nil : MessageText.list(sources)
  }

  /// The first line of the learner's file that sets the view's frame (`panelView.frame = …`,
  /// `bounds =`, `center =`, or made with `(frame: …)`), read with the lexer
  /// (`FrameAssignments`, which says why the engine cannot record it instead).
  func frameLine(of view: String) -> Int? {
    guard let source, let name = view.split(separator: ".").last.map(String.init) else {
      return nil
    }
    return FrameAssignments.firstLine(of: name, in: source)
  }

  /// One edge of a frame in the root view's space and the unknowns it is made of.
  struct Edge {
    let name: String
    let value: (ReportRect) -> String
    let unknowns: (FrameBlame) -> [ConstraintRecord]
  }

  static func movedEdges(expected: ReportRect, actual: ReportRect, tolerance: Double) -> [Edge] {
    func off(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance + FrameComparison.slack }
    func text(_ name: String, _ value: Double) -> String {
      "\(name) = \(MessageText.points(value))"
    }
    var edges: [Edge] = []
    if off(actual.x, expected.x) {
      edges.append(Edge(name: "x", value: { text("x", $0.x) }, unknowns: { $0.x }))
    }
    if off(actual.x + actual.width, expected.x + expected.width) {
      edges.append(
        Edge(name: "maxX", value: { text("maxX", $0.x + $0.width) }, unknowns: { $0.x + $0.width }))
    }
    if off(actual.y, expected.y) {
      edges.append(Edge(name: "y", value: { text("y", $0.y) }, unknowns: { $0.y }))
    }
    if off(actual.y + actual.height, expected.y + expected.height) {
      edges.append(
        Edge(
          name: "maxY", value: { text("maxY", $0.y + $0.height) }, unknowns: { $0.y + $0.height }))
    }
    return edges
  }
}
