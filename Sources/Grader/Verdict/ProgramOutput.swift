import LayoutReport

/// What the learner's program printed to standard output on one device (`print`), kept with the
/// verdict so a learner sees their own debugging output; capped, and marked when it was cut.
public struct ProgramOutput: Sendable, Hashable, Codable {
  /// The device reference as the exercise names it; nil for output before the first device.
  public var device: String?
  /// The text, without the line feed that ended it; at most `keptLines` lines of `keptBytes`.
  public var text: String
  /// Whether more was printed than `text` holds.
  public var truncated: Bool

  /// Lines kept per device.
  public static let keptLines = 200
  /// Bytes kept per device.
  public static let keptBytes = 16 << 10

  public init(device: String?, text: String, truncated: Bool) {
    self.device = device
    self.text = text
    self.truncated = truncated
  }

  /// The program's standard output split where the harness marked each device
  /// (`ProgramOutputMarker`); devices that printed nothing are left out. `isCut` says the
  /// stream itself was cut short (the runner keeps only its first bytes): the last part is then
  /// truncated.
  public static func sections(of bytes: [UInt8], isCut: Bool) -> [ProgramOutput] {
    let text = String(decoding: bytes, as: UTF8.self)
    var sections: [ProgramOutput] = []
    var device: String?
    var rest = Substring(text)
    while true {
      let marker = rest.range(of: ProgramOutputMarker.prefix)
      let part = marker.map { rest[..<$0.lowerBound] } ?? rest
      let isLast = marker == nil
      if let kept = capped(part, cut: isLast && isCut) { sections.append(kept.with(device)) }
      guard let marker else { break }
      let afterMarker = rest[marker.upperBound...]
      let lineEnd = afterMarker.firstIndex(of: "\n") ?? afterMarker.endIndex
      device = String(afterMarker[..<lineEnd])
      rest = lineEnd < afterMarker.endIndex ? afterMarker[afterMarker.index(after: lineEnd)...] : ""
    }
    return sections
  }

  private static func capped(_ part: Substring, cut: Bool) -> ProgramOutput? {
    var text = part
    if text.hasSuffix("\n") { text.removeLast() }
    guard !text.isEmpty || cut else { return nil }
    var truncated = cut
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count > keptLines {
      text = lines.prefix(keptLines).joined(separator: "\n")[...]
      truncated = true
    }
    if text.utf8.count > keptBytes {
      text = Substring(String(decoding: Array(text.utf8.prefix(keptBytes)), as: UTF8.self))
      truncated = true
    }
    return ProgramOutput(device: nil, text: String(text), truncated: truncated)
  }

  private func with(_ device: String?) -> ProgramOutput {
    ProgramOutput(device: device, text: text, truncated: truncated)
  }
}
