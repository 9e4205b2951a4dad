import Devices
import LayoutReport

/// The frames an exercise expects: device → snapshot → view path → rectangle in the root view's
/// coordinate space, as `expected.json` gives them, plus an optional tolerance.
///
/// Entries keep their order; checks and explanations follow it.
public struct ExpectedFrames: Sendable, Hashable {
  /// One expected frame.
  public struct Entry: Sendable, Hashable {
    /// The device as the exercise names it: `iphone-x` or `iphone-x:landscape`.
    public var device: String
    /// The snapshot as the exercise names it: `initial` or `after-skip@0.25`.
    public var snapshot: String
    /// The view's property path.
    public var view: String
    /// The expected frame in the root view's coordinate space.
    public var frame: ReportRect

    /// The device, read by the one grammar (`ExpectedFrames` refuses entries it cannot read).
    public var reference: DeviceReference? { try? DeviceReference(parsing: device) }

    /// Creates an entry.
    public init(device: String, snapshot: String, view: String, frame: ReportRect) {
      self.device = device
      self.snapshot = snapshot
      self.view = view
      self.frame = frame
    }

    /// Creates an entry for a snapshot given as a name and an optional animation sample time
    /// (stored as the key `name@time`).
    public init(device: String, snapshot: String, time: Double?, view: String, frame: ReportRect) {
      self.init(
        device: device, snapshot: SnapshotKey(name: snapshot, time: time).description, view: view,
        frame: frame)
    }
  }

  /// The expected frames, in checking order.
  public let entries: [Entry]
  /// A tolerance in points for every device, replacing half a device pixel.
  public let tolerance: Double?

  /// Creates expected frames from entries in checking order.
  ///
  /// - Throws: `ExpectedFramesError` if there are no entries, an entry repeats another, a frame
  ///   is not finite or the tolerance is negative or not finite.
  public init(entries: [Entry], tolerance: Double? = nil) throws(ExpectedFramesError) {
    guard !entries.isEmpty else { throw .empty }
    if let tolerance, !(tolerance.isFinite && tolerance >= 0) {
      throw .invalidTolerance(tolerance)
    }
    var seen: [(DeviceReference, SnapshotKey, String)] = []
    for entry in entries {
      guard entry.frame.values.allSatisfy(\.isFinite) else {
        throw .nonFiniteFrame(device: entry.device, snapshot: entry.snapshot, view: entry.view)
      }
      let device: DeviceReference
      do {
        device = try DeviceReference(parsing: entry.device)
      } catch {
        throw .invalidDevice(error)
      }
      let snapshot = SnapshotKey(parsing: entry.snapshot)
      let repeated = seen.contains { other in
        other.0 == device && other.1.matches(snapshot) && other.2 == entry.view
      }
      guard !repeated else {
        throw .repeatedEntry(device: entry.device, snapshot: entry.snapshot, view: entry.view)
      }
      seen.append((device, snapshot, entry.view))
    }
    self.entries = entries
    self.tolerance = tolerance
  }

  /// Creates expected frames from `expected.json`'s nesting.
  ///
  /// Dictionaries have no order, so one is imposed: devices, snapshots and views named in the
  /// `…Order` lists come first in that order, the rest follow sorted by name.
  public init(
    frames: [String: [String: [String: ReportRect]]], deviceOrder: [String] = [],
    snapshotOrder: [String] = [], viewOrder: [String] = [], tolerance: Double? = nil
  ) throws(ExpectedFramesError) {
    var entries: [Entry] = []
    for device in Self.ordered(frames.keys, by: deviceOrder) {
      let snapshots = frames[device] ?? [:]
      for snapshot in Self.ordered(snapshots.keys, by: snapshotOrder) {
        let views = snapshots[snapshot] ?? [:]
        for view in Self.ordered(views.keys, by: viewOrder) {
          guard let frame = views[view] else { continue }
          entries.append(Entry(device: device, snapshot: snapshot, view: view, frame: frame))
        }
      }
    }
    try self.init(entries: entries, tolerance: tolerance)
  }

  /// The devices named, in order of first appearance.
  public var devices: [String] {
    var devices: [String] = []
    for entry in entries where !devices.contains(entry.device) {
      devices.append(entry.device)
    }
    return devices
  }

  /// The snapshots named, in order of first appearance.
  public var snapshots: [String] {
    var snapshots: [String] = []
    for entry in entries where !snapshots.contains(entry.snapshot) {
      snapshots.append(entry.snapshot)
    }
    return snapshots
  }

  private static func ordered(_ keys: Dictionary<String, some Any>.Keys, by order: [String])
    -> [String]
  {
    let listed = order.filter { keys.contains($0) }
    return listed + keys.filter { !order.contains($0) }.sorted()
  }
}

/// Why expected frames were rejected.
public enum ExpectedFramesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is nothing to check.
  case empty
  /// The same device, snapshot and view appear twice.
  case repeatedEntry(device: String, snapshot: String, view: String)
  /// A frame has a NaN or infinite number.
  case nonFiniteFrame(device: String, snapshot: String, view: String)
  /// The tolerance is negative or not finite.
  case invalidTolerance(Double)
  /// A device that is not a device reference.
  case invalidDevice(DeviceReferenceError)

  public var description: String {
    switch self {
    case .empty:
      "the exercise expects no frames, so there is nothing to check"
    case .repeatedEntry(let device, let snapshot, let view):
      "the expected frames name \(view) twice for \(device), snapshot \(snapshot)"
    case .nonFiniteFrame(let device, let snapshot, let view):
      "the expected frame of \(view) for \(device), snapshot \(snapshot) is not finite"
    case .invalidTolerance(let tolerance):
      "the tolerance \(tolerance) is not a finite number of points, 0 or more"
    case .invalidDevice(let error):
      "the expected frames name an \(error.description)"
    }
  }
}
