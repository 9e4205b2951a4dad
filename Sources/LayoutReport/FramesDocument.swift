import Foundation

extension LayoutReport {
  /// The JSON that `layoutlings frames FILE --json` prints, in its contract shape:
  ///
  /// ```
  /// {"results":[{"device","orientation","size":[w,h],"scale",
  ///   "snapshots":[{"name","views":[{"path","class","frame":[x,y,w,h],"frameInRoot":[x,y,w,h],
  ///     "superview","hidden","ambiguous"}]}],
  ///   "log":[{"kind","text","constraints":[{"description","file","line","broken"}],"view","file","line"}],
  ///   "errors":[{"kind","message","file","line"}]}]}
  /// ```
  ///
  /// `frame` is UIKit's `view.frame`, in the superview's coordinate space (what `print(view.frame)`
  /// shows on a device); `frameInRoot` is the same rectangle in the root view's space (the space
  /// expected frames use); `superview` is the superview's path, `null` for the root view. (Before
  /// `frameInRoot` and `superview` were added, `frame` held the root-space rectangle.) A
  /// snapshot's `name` is its key (`after-skip@0.25` for an animation sample). Every key is
  /// always present; an absent value is `null`. Keys are sorted so the bytes are deterministic.
  ///
  /// - Throws: `LayoutReportError` if the report breaks a rule (a non-finite number).
  public func framesJSON(prettyPrinted: Bool = false) throws(LayoutReportError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(FramesDocument(self))
    } catch {
      throw .invalidValue(path: "", reason: "could not be encoded: \(error)")
    }
  }
}

/// The `frames --json` document: a projection of a report onto the contract's keys.
private struct FramesDocument: Encodable {
  let report: LayoutReport

  init(_ report: LayoutReport) { self.report = report }

  private enum Keys: String, CodingKey {
    case results
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(report.results.map(FramesDevice.init), forKey: .results)
  }
}

private struct FramesDevice: Encodable {
  let result: DeviceResult

  private enum Keys: String, CodingKey {
    case device, orientation, size, scale, snapshots, log, errors
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(result.device, forKey: .device)
    try container.encode(result.orientation.rawValue, forKey: .orientation)
    try container.encode([result.size.width, result.size.height].map(unsigned), forKey: .size)
    try container.encode(result.scale, forKey: .scale)
    try container.encode(result.snapshots.map(FramesSnapshot.init), forKey: .snapshots)
    try container.encode(result.log.map(FramesLogEntry.init), forKey: .log)
    try container.encode(result.errors.map(FramesError.init), forKey: .errors)
  }
}

private struct FramesSnapshot: Encodable {
  let snapshot: Snapshot

  private enum Keys: String, CodingKey {
    case name, views
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(snapshot.key.description, forKey: .name)
    try container.encode(snapshot.views.map(FramesView.init), forKey: .views)
  }
}

private struct FramesView: Encodable {
  let view: ViewRecord

  private enum Keys: String, CodingKey {
    case path
    case className = "class"
    case frame, frameInRoot, superview, hidden, ambiguous
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(view.path, forKey: .path)
    try container.encode(view.className, forKey: .className)
    try container.encode(view.frame.values.map(unsigned), forKey: .frame)
    try container.encode(view.frameInRoot.values.map(unsigned), forKey: .frameInRoot)
    try container.encode(view.superview, forKey: .superview)
    try container.encode(view.hidden, forKey: .hidden)
    try container.encode(view.ambiguous, forKey: .ambiguous)
  }
}

private struct FramesLogEntry: Encodable {
  let entry: LogEntry

  private enum Keys: String, CodingKey {
    case kind, text, constraints, view, file, line
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(entry.kind.rawValue, forKey: .kind)
    try container.encode(entry.text, forKey: .text)
    try container.encode(entry.constraints.map(FramesConstraint.init), forKey: .constraints)
    try container.encode(entry.view, forKey: .view)
    try container.encode(entry.file, forKey: .file)
    try container.encode(entry.line, forKey: .line)
  }
}

private struct FramesConstraint: Encodable {
  let constraint: ConstraintRecord

  private enum Keys: String, CodingKey {
    case description, file, line, broken
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(constraint.description, forKey: .description)
    try container.encode(constraint.file, forKey: .file)
    try container.encode(constraint.line, forKey: .line)
    try container.encode(constraint.broken, forKey: .broken)
  }
}

private struct FramesError: Encodable {
  let error: ReportedError

  private enum Keys: String, CodingKey {
    case kind, message, file, line
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(error.kind.rawValue, forKey: .kind)
    try container.encode(error.message, forKey: .message)
    try container.encode(error.file, forKey: .file)
    try container.encode(error.line, forKey: .line)
  }
}

/// `-0` written as `0`: a frame at the origin should not print a sign.
private func unsigned(_ value: Double) -> Double { value + 0 }
