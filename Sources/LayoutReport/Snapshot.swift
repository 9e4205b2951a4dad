/// The frames of the named views at one moment: after a step, or at one sample time of an
/// animation the step started.
public struct Snapshot: Sendable, Hashable, Codable {
  /// The step's snapshot name, such as `initial` or `after-skip`.
  public var name: String
  /// Seconds after the step began, for animation samples; absent for a settled layout.
  public var time: Double?
  /// The views that were found and are in the window's view hierarchy, in the order recorded.
  public var views: [ViewRecord]
  /// The named views that could not be recorded, and why.
  public var missing: [MissingView]
  /// For a settled snapshot: the layout callbacks UIKit made during its step, in order, on the
  /// entry controller, the root view, the recorded views and transition coordinators (the first
  /// step's include the first layout).
  public var callbacks: [CallbackRecord]
  /// For a settled snapshot: every stack view in the hierarchy that has a name, as configured.
  public var stackViews: [StackViewRecord]
  /// For a settled snapshot: the traits, root margins and active constraints then (added
  /// later; absent in older reports).
  public var state: SnapshotState?

  /// Creates a snapshot.
  public init(
    name: String, time: Double? = nil, views: [ViewRecord], missing: [MissingView] = [],
    callbacks: [CallbackRecord] = [], stackViews: [StackViewRecord] = [],
    state: SnapshotState? = nil
  ) {
    self.name = name
    self.time = time
    self.views = views
    self.missing = missing
    self.callbacks = callbacks
    self.stackViews = stackViews
    self.state = state
  }

  /// The name and time as one key (`after-skip@0.25`).
  public var key: SnapshotKey { SnapshotKey(name: name, time: time) }

  /// The record of the view at this property path, if recorded.
  public func view(at path: String) -> ViewRecord? {
    views.first { $0.path == path }
  }

  /// Why the view at this property path is missing, if the snapshot says.
  public func missingView(at path: String) -> MissingView? {
    missing.first { $0.path == path }
  }

  private enum CodingKeys: String, CodingKey {
    case name, time, views, missing, callbacks, stackViews, state
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    time = try container.decodeIfPresent(Double.self, forKey: .time)
    views = try container.decode([ViewRecord].self, forKey: .views)
    missing = try container.decodeIfPresent([MissingView].self, forKey: .missing) ?? []
    callbacks = try container.decodeIfPresent([CallbackRecord].self, forKey: .callbacks) ?? []
    stackViews =
      try container.decodeIfPresent([StackViewRecord].self, forKey: .stackViews) ?? []
    state = try container.decodeIfPresent(SnapshotState.self, forKey: .state)
  }
}
