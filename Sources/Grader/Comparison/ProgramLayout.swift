import LayoutReport

/// What one program's run says for comparing it with another: per device, the constraints its
/// own code made and were active at the end, and the frames of the views the exercise checks.
/// UIKit's own constraints (autoresizing masks, guides, margins, intrinsic sizes) and the
/// exercise's storyboard snippet are left out: both programs share those.
public struct ProgramLayout: Sendable, Hashable, Codable {
  /// One device in one orientation.
  public struct Device: Sendable, Hashable, Codable {
    /// The device as exercises name it (`iphone-x`, `ipad-pro-11:landscape`).
    public var name: String
    /// The program's active constraints there.
    public var constraints: [ConstraintRecord]
    /// `snapshot/view` → the view's frame in the root view, settled snapshots only.
    public var frames: [String: ReportRect]
    /// `snapshot/stack` → the stack view's configuration, settled snapshots only (nil in a
    /// layout cached before stacks were recorded).
    public var stacks: [String: StackViewRecord]?
    /// `snapshot/view` → the view's content priorities, settled snapshots only.
    public var priorities: [String: ContentPrioritiesRecord]?
    /// `snapshot/view` of the views that still translate their autoresizing mask (placed by a
    /// frame), settled snapshots only (nil in a layout cached before they were recorded).
    public var translating: Set<String>?
    /// `snapshot/cell` → the sizes of the compositional layout's item and group that made the
    /// cell, settled snapshots only (nil in a layout cached before they were recorded).
    public var compositionalItems: [String: CompositionalItemRecord]?
    /// `snapshot/view` → the style of the table a cell, header or footer is in, settled
    /// snapshots only (nil in a layout cached before they were recorded).
    public var tableStyles: [String: String]?
    /// `snapshot/view` → how the view's layout margins were set up, for the views whose margins
    /// are not UIKit's defaults, settled snapshots only (nil in a layout cached before they were
    /// recorded).
    public var margins: [String: MarginsRecord]?
    /// The settled snapshots' states (traits, root margins, active constraints of the code), in
    /// the order of the steps (nil in a layout cached before they were recorded).
    public var states: [NamedState]?

    /// Creates a device record.
    public init(
      name: String, constraints: [ConstraintRecord], frames: [String: ReportRect],
      stacks: [String: StackViewRecord] = [:], priorities: [String: ContentPrioritiesRecord] = [:],
      translating: Set<String> = [], states: [NamedState]? = nil
    ) {
      self.name = name
      self.states = states
      self.translating = translating
      self.constraints = constraints
      self.frames = frames
      self.stacks = stacks
      self.priorities = priorities
    }
  }

  /// A settled snapshot's name and state.
  public struct NamedState: Sendable, Hashable, Codable {
    public var snapshot: String
    public var state: SnapshotState
  }

  /// The devices in the exercise's order.
  public var devices: [Device]

  /// Creates a layout.
  public init(devices: [Device]) { self.devices = devices }

  /// The layout `report` records.
  public init(_ report: LayoutReport) {
    devices = report.results.map { result in
      var frames: [String: ReportRect] = [:]
      var stacks: [String: StackViewRecord] = [:]
      var priorities: [String: ContentPrioritiesRecord] = [:]
      var translating: Set<String> = []
      var compositional: [String: CompositionalItemRecord] = [:]
      var tableStyles: [String: String] = [:]
      var margins: [String: MarginsRecord] = [:]
      var states: [NamedState] = []
      for snapshot in result.snapshots where snapshot.time == nil {
        if let state = snapshot.state {
          states.append(NamedState(snapshot: snapshot.name, state: state))
        }
        for view in snapshot.views {
          frames["\(snapshot.name)/\(view.path)"] = view.frameInRoot
          compositional["\(snapshot.name)/\(view.path)"] = view.compositionalItem
          tableStyles["\(snapshot.name)/\(view.path)"] = view.tableStyle
          priorities["\(snapshot.name)/\(view.path)"] = view.contentPriorities
          if let record = view.margins { margins["\(snapshot.name)/\(view.path)"] = record }
          if view.translatesAutoresizingMaskIntoConstraints {
            translating.insert("\(snapshot.name)/\(view.path)")
          }
        }
        for stack in snapshot.stackViews { stacks["\(snapshot.name)/\(stack.path)"] = stack }
      }
      var device = Device(
        name: result.name, constraints: result.activeConstraints.filter { $0.origin == .code },
        frames: frames, stacks: stacks, priorities: priorities, translating: translating,
        states: states.isEmpty ? nil : states)
      device.compositionalItems = compositional
      device.tableStyles = tableStyles
      device.margins = margins
      return device
    }
  }

  /// The device called `name`.
  public func device(_ name: String) -> Device? { devices.first { $0.name == name } }
}
