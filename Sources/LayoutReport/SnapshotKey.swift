/// A snapshot's name and, for an animation sample, its time: `initial`, `after-skip@0.25`.
///
/// `expected.json` names snapshots this way; a report stores the name and the time apart. Two
/// keys match when the names are equal and both times are absent or within a microsecond.
public struct SnapshotKey: Sendable, Hashable, CustomStringConvertible {
  /// The snapshot's name, as the exercise's step gives it.
  public var name: String
  /// Seconds after the step began, for animation samples.
  public var time: Double?

  /// Creates a key.
  public init(name: String, time: Double? = nil) {
    self.name = name
    self.time = time
  }

  /// Reads `name` or `name@seconds`; an `@` not followed by a number is part of the name.
  public init(parsing text: String) {
    if let at = text.lastIndex(of: "@"),
      let time = Double(text[text.index(after: at)...]), time.isFinite
    {
      self.init(name: String(text[..<at]), time: time)
    } else {
      self.init(name: text)
    }
  }

  /// `name`, or `name@t` with the shortest spelling of `t` (`0`, `0.25`, `1.5`).
  public var description: String {
    guard let time else { return name }
    return "\(name)@\(NumberText.shortest(time))"
  }

  /// Whether the two keys name the same snapshot (times compared to within a microsecond).
  public func matches(_ other: SnapshotKey) -> Bool {
    guard name == other.name else { return false }
    switch (time, other.time) {
    case (nil, nil): return true
    case (let a?, let b?): return abs(a - b) <= 1e-6
    default: return false
    }
  }
}
