/// Text field callbacks (all optional, as in UIKit).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether Return should be processed.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether a text change should happen.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
}

extension UITextFieldDelegate {
  /// Processes Return.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Allows the change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
}

/// Text view callbacks (all optional).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
}

/// Scroll view callbacks (all optional).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A gesture recognizer attached to a view; `sendActions()` performs its target-actions through the
/// action table (see `Selector`), standing in for a recognised gesture.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  private var targets: [(target: AnyObject?, action: Selector, location: SourceLocation)] = []
  /// The view it is attached to.
  public internal(set) weak var view: UIView?
  /// Whether it recognises gestures.
  public var isEnabled = true
  /// Whether touches are cancelled in the view (stored only).
  public var cancelsTouchesInView = true

  /// Creates a recognizer that sends `action` to `target`.
  public init(target: Any?, action: Selector?, file: String = #fileID, line: Int = #line) {
    if let action {
      targets.append(
        (target.map { $0 as AnyObject }, action, SourceLocation(fileID: file, line: line)))
    }
  }

  /// Adds a target-action.
  public func addTarget(_ target: Any, action: Selector, file: String = #fileID, line: Int = #line)
  {
    targets.append((target as AnyObject, action, SourceLocation(fileID: file, line: line)))
  }

  /// Performs every target-action, as a recognised gesture would.
  public func sendActions() {
    guard isEnabled else { return }
    for entry in targets {
      ActionDispatch.send(
        entry.action, to: entry.target, from: self, event: nil, madeAt: entry.location)
    }
  }
}

/// A tap recognizer.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (stored only).
  public var numberOfTapsRequired = 1
  /// Fingers needed (stored only).
  public var numberOfTouchesRequired = 1
}

extension UIView {
  /// Attaches a gesture recognizer.
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    attachedGestureRecognizers.append(recognizer)
  }

  /// Detaches a gesture recognizer.
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    attachedGestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// The attached recognizers.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
  }
}
