/// The name of an action method, as `#selector(...)` would give on Apple platforms.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist; the grader rewrites
/// `#selector(buttonTapped(_:))` to `Selector("buttonTapped:")` and registers a closure that calls
/// the method with `Selector.registerAction(_:_:)`. `UIControl.sendActions(for:)` then invokes the
/// registered closure for each target whose action has that name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name (`buttonTapped:`).
  public let name: String

  /// Wraps a method name.
  public init(_ name: String) { self.name = name }

  /// Wraps a method name given as a literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The method name.
  public var description: String { name }

  /// Registers the code that performs the action `name` on a target (the target may be nil for
  /// actions sent up the responder chain).
  @preconcurrency @MainActor
  public static func registerAction(_ name: String,
                                    _ perform: @escaping @MainActor (_ target: AnyObject?, _ sender: Any?) -> Void) {
    ActionRegistry.actions[name] = perform
  }

  /// The registered code for this selector, if any.
  @preconcurrency @MainActor
  var registeredAction: (@MainActor (AnyObject?, Any?) -> Void)? { ActionRegistry.actions[name] }
}

@MainActor
enum ActionRegistry {
  static var actions: [String: @MainActor (AnyObject?, Any?) -> Void] = [:]
}
