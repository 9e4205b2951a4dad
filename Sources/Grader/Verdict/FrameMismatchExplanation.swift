import LayoutReport

/// Says in words how a view's frame differs from the expected one: which edges moved, in which
/// direction and by how much, and what that does to its size.
///
/// Per axis (horizontal first): both edges moved alike → "is shifted 16 pt to the right"; one
/// edge moved → "'s trailing edge is 16 pt too far right …, which makes it 16 pt too wide";
/// both moved differently → both edges and the size. A shift on both axes is one sentence.
enum FrameMismatchExplanation {
  /// The explanation for a view whose frame is outside the tolerance.
  ///
  /// - Parameter place: where it happened, such as `on iphone-x`.
  static func message(
    view: String, expected: ReportRect, actual: ReportRect, tolerance: Double, place: String
  ) -> String {
    let axes = [
      AxisDeviation.horizontal(expected: expected, actual: actual, tolerance: tolerance),
      AxisDeviation.vertical(expected: expected, actual: actual, tolerance: tolerance),
    ].filter { $0.shape != .matching }
    let name = "`\(view)`"
    if axes.count == 2, axes.allSatisfy({ $0.shape == .shifted }) {
      let (h, v) = (axes[0], axes[1])
      return "\(name) is shifted \(h.shiftPhrase) and \(v.shiftPhrase) \(place)"
        + " (expected \(h.origin(h.expectedStart)), \(v.origin(v.expectedStart));"
        + " got \(h.origin(h.actualStart)), \(v.origin(v.actualStart)))."
    }
    return axes.map { sentence(for: $0, name: name, place: place) }.joined(separator: " ")
  }

  private static func sentence(for axis: AxisDeviation, name: String, place: String) -> String {
    let words = axis.words
    switch axis.shape {
    case .matching:
      return ""
    case .shifted:
      return "\(name) is shifted \(axis.shiftPhrase) \(place)"
        + " (expected \(axis.origin(axis.expectedStart)), got \(MessageText.points(axis.actualStart)))."
    case .endMoved:
      return "\(name)'s \(words.end) is \(axis.edgePhrase(axis.endDelta)) \(place)"
        + " (expected \(axis.extreme(axis.expectedStart + axis.expectedSize)),"
        + " got \(MessageText.points(axis.actualStart + axis.actualSize))),"
        + " which makes it \(axis.sizePhrase)"
        + " (expected \(axis.size(axis.expectedSize)), got \(MessageText.points(axis.actualSize)))."
    case .startMoved:
      return "\(name)'s \(words.start) is \(axis.edgePhrase(axis.startDelta)) \(place)"
        + " (expected \(axis.origin(axis.expectedStart)), got \(MessageText.points(axis.actualStart))),"
        + " which makes it \(axis.sizePhrase)"
        + " (expected \(axis.size(axis.expectedSize)), got \(MessageText.points(axis.actualSize)))."
    case .bothMoved:
      return "\(name)'s \(words.start) is \(axis.edgePhrase(axis.startDelta))"
        + " and its \(words.end) is \(axis.edgePhrase(axis.endDelta)) \(place),"
        + " which makes it \(axis.sizePhrase)"
        + " (expected \(axis.origin(axis.expectedStart)), \(axis.size(axis.expectedSize));"
        + " got \(axis.origin(axis.actualStart)), \(axis.size(axis.actualSize)))."
    }
  }
}
