import AutoLayout

/// An exercise's entry on a device: the object view paths start from, the view whose coordinates
/// frames are given in, and the stage that hosts them.
@MainActor
struct HostedEntry {
  /// The view controller, or the entry view.
  let entry: AnyObject
  /// The controller's root view, or the entry view.
  let root: UIView
  /// The window and lifecycle.
  let stage: LayoutStage
}

/// The controller that shows a view entry: its root view fills the window, and the entry view
/// sits at its top-left corner at the exercise's size, as a view laid out on its own would.
@MainActor
final class EntryViewHost: UIViewController {
  private let entryView: UIView

  init(entryView: UIView) {
    self.entryView = entryView
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let root = UIView(frame: UIScreen.main.bounds)
    root.addSubview(entryView)
    view = root
  }
}
