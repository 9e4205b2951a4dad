/// A view that sends actions to targets when events happen (buttons, switches, sliders).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Events a control reports.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Wraps event bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Finger down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// Repeated finger down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// Drag inside.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// Drag outside.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// Drag enters.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// Drag exits.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// Finger up inside: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// Finger up outside.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// Touch cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Value changed (switches, sliders).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// Text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with Return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// All editing events.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control can be in; titles and images are kept per state.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state bits.
    public let rawValue: UInt
    /// Wraps state bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Normal.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  struct TargetAction {
    weak var target: AnyObject?
    let hadTarget: Bool
    let action: Selector
    let events: Event
    /// Where `addTarget` was called.
    let location: SourceLocation
  }

  var targetActions: [TargetAction] = []

  /// Whether the control responds to touches.
  public var isEnabled = true
  /// Whether the control is selected.
  public var isSelected = false
  /// Whether the control is highlighted.
  public var isHighlighted = false

  /// The control's current state.
  public var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Sends `action` to `target` (nil: up the responder chain) when any of `controlEvents`
  /// happens.
  public func addTarget(
    _ target: Any?, action: Selector, for controlEvents: Event,
    file: String = #fileID, line: Int = #line
  ) {
    let object = target.map { $0 as AnyObject }
    targetActions.append(
      TargetAction(
        target: object, hadTarget: object != nil, action: action,
        events: controlEvents,
        location: SourceLocation(fileID: file, line: line)))
  }

  /// Stops sending `action` (nil: every action) to `target` for the events.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
        && !entry.events.intersection(controlEvents).isEmpty
    }
  }

  /// The targets that receive actions.
  public var allTargets: [AnyObject] { targetActions.compactMap(\.target) }

  /// The events any action is registered for.
  public var allControlEvents: Event {
    targetActions.reduce(Event()) { $0.union($1.events) }
  }

  /// Action names registered for a target and event.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names =
      targetActions
      .filter { $0.target === object && !$0.events.intersection(controlEvent).isEmpty }
      .map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Performs the actions registered for the events, in the order they were added, as a touch
  /// would (see `ActionDispatch`). A target whose object has gone away is skipped.
  public func sendActions(for controlEvents: Event) {
    for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
      if entry.hadTarget && entry.target == nil { continue }
      sendAction(entry.action, to: entry.target, for: nil)
    }
  }

  /// Performs one action on a target (nil: up the responder chain from this control).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    let object = target.map { $0 as AnyObject }
    let location = targetActions.first { $0.action == action && $0.target === object }?.location
    ActionDispatch.send(action, to: object, from: self, event: event, madeAt: location)
  }
}
