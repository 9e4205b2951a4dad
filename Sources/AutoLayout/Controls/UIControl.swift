/// The base class of views that turn touches into actions: buttons, switches, sliders, text fields,
/// page controls. Register what should happen with `addTarget(_:action:for:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The kinds of event a control reports to its targets; a button's tap is `.touchUpInside`, a
  /// switch's or slider's change `.valueChanged`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event bits.
    public let rawValue: UInt
    /// Wraps event bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second (or later) quick tap touched down.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger moved inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger moved outside the control after touching it.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged back into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A finger lifted inside the control: a tap, the event buttons are usually wired to.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control (the tap was abandoned).
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch (a call came in).
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed: a switch flipped, a slider moved, a page control's page
    /// changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened (a button's tap, Return in a text field).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A text field started editing.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// A text field stopped editing.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// A text field's editing ended with Return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event of a text field.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The states a control is in, which choose its title, image and colours: `.normal`, or any of
  /// highlighted (being touched), disabled, selected and focused.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state bits.
    public let rawValue: UInt
    /// Wraps state bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No other state: enabled, not touched, not selected. What it shows is the default for every
    /// other state.
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled (`isEnabled` false).
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (`isSelected` true), like a toggled button.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused, on platforms with a focus engine.
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

  /// Whether the control responds to touches, true by default; false puts it in the `.disabled`
  /// state.
  public var isEnabled = true
  /// Whether the control is selected, false by default; true puts it in the `.selected` state.
  public var isSelected = false
  /// Whether the control is being touched, false by default; true puts it in the `.highlighted`
  /// state.
  public var isHighlighted = false

  /// The control's current state, from `isEnabled`, `isSelected` and `isHighlighted`.
  public var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Asks the control to call `action` on `target` whenever one of `controlEvents` happens:
  /// `button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)`. The method
  /// may take no argument, the control (`_ sender: UIButton`), or the control and the event. A nil
  /// target sends the action up the responder chain to the first object that has the method. In
  /// Swift, the method must be marked `@objc` (here the grader accepts that without an Objective-C
  /// runtime; see docs/Grader.md).
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

  /// Stops sending `action` (nil: every action) to `target` (nil: every target) for the events.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
        && !entry.events.intersection(controlEvents).isEmpty
    }
  }

  /// The objects that receive the control's actions.
  public var allTargets: [AnyObject] { targetActions.compactMap(\.target) }

  /// The events at least one action is registered for.
  public var allControlEvents: Event {
    targetActions.reduce(Event()) { $0.union($1.events) }
  }

  /// The names of the actions registered for a target and an event, nil when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names =
      targetActions
      .filter { $0.target === object && !$0.events.intersection(controlEvent).isEmpty }
      .map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Performs the actions registered for the events, in the order they were added, as a real touch
  /// would; a target that has gone away is skipped (docs/Grader.md, "Target-actions without an
  /// Objective-C runtime").
  public func sendActions(for controlEvents: Event) {
    for entry in targetActions where !entry.events.intersection(controlEvents).isEmpty {
      if entry.hadTarget && entry.target == nil { continue }
      sendAction(entry.action, to: entry.target, for: nil)
    }
  }

  /// Performs one action on a target; a nil target climbs the responder chain from this control
  /// (its superviews and their view controllers) to the first object that has the method.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    let object = target.map { $0 as AnyObject }
    let location = targetActions.first { $0.action == action && $0.target === object }?.location
    ActionDispatch.send(action, to: object, from: self, event: event, madeAt: location)
  }
}
