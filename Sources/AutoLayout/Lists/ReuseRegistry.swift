/// Registered classes and reuse queues by reuse identifier, as a table or collection view keeps
/// them: `register` stores how to make a view, `dequeue` hands out a queued view or makes one.
@MainActor
struct ReuseRegistry<View: UIView> {
  private var factories: [String: (String) -> View] = [:]
  private var queues: [String: [View]] = [:]

  /// Registers how to make views for `identifier`; nil unregisters it (as UIKit's `nil` class).
  mutating func register(_ factory: ((String) -> View)?, for identifier: String) {
    factories[identifier] = factory
  }

  /// Whether something is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

  /// A queued view for `identifier` (`reused`), or a new one from its registration, or nil.
  mutating func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
    if var queue = queues[identifier], let view = queue.popLast() {
      queues[identifier] = queue
      return (view, true)
    }
    return factories[identifier].map { ($0(identifier), false) }
  }

  /// Puts a view that left the screen back for reuse.
  mutating func enqueue(_ view: View, identifier: String?) {
    guard let identifier else { return }
    queues[identifier, default: []].append(view)
  }
}
