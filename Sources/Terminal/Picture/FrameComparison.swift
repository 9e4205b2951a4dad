/// Pairs expected and actual rectangles by name and finds those that differ.
enum FrameComparison {
  /// Names of rectangles whose frames differ by more than `tolerance`, or that exist on one side
  /// only; in the order they first appear (expected first, then actual).
  ///
  /// When a name appears several times, its n-th occurrence on one side pairs with its n-th
  /// occurrence on the other.
  static func differingNames(expected: [NamedRect], actual: [NamedRect], tolerance: Double)
    -> [String]
  {
    var differing: [String] = []
    func note(_ name: String) {
      if !differing.contains(name) { differing.append(name) }
    }
    for (name, occurrence, rect) in occurrences(expected) {
      let counterpart = occurrences(actual).first { $0.name == name && $0.occurrence == occurrence }
      guard let counterpart, !rect.differs(from: counterpart.rect, tolerance: tolerance) else {
        note(name)
        continue
      }
    }
    for (name, occurrence, _) in occurrences(actual)
    where !occurrences(expected).contains(where: { $0.name == name && $0.occurrence == occurrence })
    {
      note(name)
    }
    return differing
  }

  /// Each rectangle with its name and how many earlier rectangles had the same name.
  private static func occurrences(
    _ rects: [NamedRect]
  ) -> [(name: String, occurrence: Int, rect: NamedRect)] {
    var seen: [String: Int] = [:]
    return rects.map { rect in
      let occurrence = seen[rect.name, default: 0]
      seen[rect.name] = occurrence + 1
      return (rect.name, occurrence, rect)
    }
  }
}
