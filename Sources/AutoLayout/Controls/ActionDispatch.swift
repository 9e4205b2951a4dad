/// Performs target-actions through the action table the grader registers (see `Selector`).
///
/// A target that has the method runs it. A target that does not is UIKit's "unrecognized
/// selector" exception, recorded in the layout log with the place the target-action was made
/// (on iOS the app would crash there). A nil target sends the action up the responder chain
/// from the sender: its view, that view's controller, the superviews and theirs; nobody
/// answering is not an error, as in UIKit.
@MainActor
enum ActionDispatch {
  /// Sends `action` to `target` (or up the chain from `sender` when nil); returns whether an
  /// object performed it.
  @discardableResult
  static func send(
    _ action: Selector, to target: AnyObject?, from sender: Any?, event: UIEvent?,
    madeAt location: SourceLocation?
  ) -> Bool {
    let entries = ActionRegistry.entries[action.name] ?? []
    if let target {
      guard let entry = entries.first(where: { $0.responds(target) }) else {
        LayoutLog.shared.record(error: unrecognized(action, target: target, location: location))
        return false
      }
      perform(entry, action, target: target, sender: sender, event: event, location: location)
      return true
    }
    for responder in responderChain(from: sender) {
      if let entry = entries.first(where: { $0.responds(responder) }) {
        perform(entry, action, target: responder, sender: sender, event: event, location: location)
        return true
      }
    }
    return false
  }

  private static func perform(
    _ entry: ActionRegistry.Entry, _ action: Selector, target: AnyObject, sender: Any?,
    event: UIEvent?, location: SourceLocation?
  ) {
    do {
      try entry.perform(target, sender, event)
    } catch let mismatch as ActionArgumentMismatch {
      LayoutLog.shared.record(
        error: LayoutError(
          kind: .actionArgumentMismatch,
          message: "The action \(action.name) was not performed: its parameter is a"
            + " \(mismatch.expected), but it was sent a \(mismatch.received).",
          sourceLocation: location, exceptionName: ""))
    } catch {
      // Registered actions only throw argument mismatches.
    }
  }

  /// UIKit's exception for a message the target has no method for:
  /// `-[Learner.ViewController buttonTapped:]: unrecognized selector sent to instance 0x…`.
  static func unrecognized(_ action: Selector, target: AnyObject, location: SourceLocation?)
    -> LayoutError
  {
    LayoutError(
      kind: .unrecognizedSelector,
      message: "-[\(typeDisplayName(of: target)) \(action.name)]: unrecognized selector sent to"
        + " instance \(DebugAddress.next(.object))",
      sourceLocation: location, exceptionName: "NSInvalidArgumentException")
  }

  /// The objects a nil-targeted action visits, nearest first.
  static func responderChain(from sender: Any?) -> [AnyObject] {
    var chain: [AnyObject] = []
    var view: UIView?
    if let control = sender as? UIView {
      view = control
    } else if let recognizer = sender as? UIGestureRecognizer {
      chain.append(recognizer)
      view = recognizer.view
    } else if let sender {
      chain.append(sender as AnyObject)
    }
    while let current = view {
      chain.append(current)
      if let controller = current.owningViewController { chain.append(controller) }
      view = current.superview
    }
    chain.append(UIApplication.shared)
    return chain
  }
}

extension UIApplication {
  /// Sends `action` to `target` (nil: up the responder chain from `sender`) as UIKit does for
  /// controls and bar button items; returns whether an object performed it.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?,
    file: String = #fileID, line: Int = #line
  ) -> Bool {
    let location =
      (sender as? UIBarButtonItem)?.sourceLocation ?? SourceLocation(fileID: file, line: line)
    return ActionDispatch.send(
      action, to: target.map { $0 as AnyObject }, from: sender, event: event, madeAt: location)
  }
}
