/// One layout callback UIKit made during a step, on a view or controller the report names
/// (docs/UIKitFacts.md §14 gives the order).
public struct CallbackRecord: Sendable, Hashable, Codable {
  /// The method, as `AutoLayout.LayoutCallback` names it (`layoutSubviews`,
  /// `viewWillTransition`, `transitionAlongside`).
  public var callback: String
  /// What it ran on: a view's property path (`view` for the root view), `vc` for the entry view
  /// controller, `coordinator` for a transition coordinator's blocks.
  public var on: String

  /// The receiver name of the entry view controller.
  public static let controller = "vc"
  /// The receiver name of a transition coordinator's blocks.
  public static let coordinator = "coordinator"

  /// Creates a record.
  public init(callback: String, on: String) {
    self.callback = callback
    self.on = on
  }
}
