/// A view whose container imposes its frame: a table cell's content view, a collection view
/// cell. UIKit gives such a view its own layout engine and expresses the frame its container set
/// as required `UIView-Encapsulated-Layout-Width/Height` constraints; here the view stays in its
/// window's engine and gets those constraints instead of autoresizing ones, so the learner's
/// constraints inside it conflict with them (and are logged) exactly where UIKit's do
/// (docs/UIKitFacts.md §10.4).
@MainActor
protocol EncapsulatedLayoutHost: AnyObject {
  /// The view itself.
  var hostView: UIView { get }
}
