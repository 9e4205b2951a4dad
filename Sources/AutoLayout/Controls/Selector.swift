/// The name of an action method, as `#selector(...)` would give on Apple platforms.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist; the grader rewrites
/// `#selector(buttonTapped(_:))` to `Selector("buttonTapped:")` and registers, for every `@objc`
/// or `@IBAction` method of the learner's file, the code that calls it on an instance of its class
/// (`registerAction(_:on:_:)`). Controls, gesture recognizers, bar button items and
/// `UIApplication.sendAction` then perform actions through that table (`ActionDispatch`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name (`buttonTapped:`).
  public let name: String

  /// Wraps a method name.
  public init(_ name: String) { self.name = name }

  /// Wraps a method name given as a literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The method name.
  public var description: String { name }

  /// Registers code that performs the action `name` on any target (the target may be nil for
  /// actions sent up the responder chain). Such an entry answers for every object.
  @preconcurrency @MainActor
  public static func registerAction(
    _ name: String, _ perform: @escaping @MainActor (_ target: AnyObject?, _ sender: Any?) -> Void
  ) {
    ActionRegistry.entries[name, default: []].append(
      ActionRegistry.Entry(
        responds: { _ in true },
        perform: { target, sender, _ in
          perform(target, sender)
        }))
  }

  /// Registers the method `name` of instances of `type`: `perform` calls it with the sender and
  /// the event (for methods taking them), throwing `ActionArgumentMismatch` when a parameter's
  /// type does not fit what was sent. A target of another class does not respond to it.
  @preconcurrency @MainActor
  public static func registerAction<Target: AnyObject>(
    _ name: String, on type: Target.Type,
    _ perform:
      @escaping @MainActor (_ target: Target, _ sender: Any?, _ event: UIEvent?) throws -> Void
  ) {
    ActionRegistry.entries[name, default: []].append(
      ActionRegistry.Entry(
        responds: { $0 is Target },
        perform: { target, sender, event in
          guard let typed = target as? Target else { return }
          try perform(typed, sender, event)
        }))
  }

  /// The value an action method's parameter receives: `value` when it has the parameter's type.
  ///
  /// - Throws: `ActionArgumentMismatch` when it has another type.
  public static func actionArgument<Value>(_ value: Any?) throws -> Value {
    if let typed = value as? Value { return typed }
    throw ActionArgumentMismatch(
      expected: String(describing: Value.self),
      received: value.map { String(describing: type(of: $0)) } ?? "nil")
  }

  /// The event an action method's second parameter receives: `event`, or a new touch event when
  /// the action was sent without one (`sendActions(for:)`), as a tap would have carried one.
  @preconcurrency @MainActor
  public static func actionEvent<Value>(_ event: UIEvent?) throws -> Value {
    try actionArgument(event ?? UIEvent())
  }
}

/// An action method whose parameter cannot take what the control sent (a method expecting a
/// `UIButton` sent by a gesture recognizer).
public struct ActionArgumentMismatch: Error, Sendable, Equatable {
  /// The parameter's type.
  public var expected: String
  /// The type of what was sent.
  public var received: String

  /// Creates the error.
  public init(expected: String, received: String) {
    self.expected = expected
    self.received = received
  }
}

/// An event, as actions with a second parameter receive it.
@preconcurrency @MainActor
open class UIEvent {
  /// Kinds of event.
  public enum EventType: Int, Sendable {
    case touches = 0
    case motion, remoteControl, presses
  }

  /// The kind of event: touches, for everything a control sends.
  open var type: EventType { .touches }
  /// When the event happened, in seconds.
  open var timestamp: Double { 0 }

  /// Creates a touch event.
  public init() {}
}

@MainActor
enum ActionRegistry {
  struct Entry {
    let responds: @MainActor (AnyObject) -> Bool
    let perform: @MainActor (AnyObject?, Any?, UIEvent?) throws -> Void
  }

  /// Entries per selector name, in registration order.
  static var entries: [String: [Entry]] = [:]
}
