/// A bound on how many times UIKit calls one layout callback during a step (`layoutSubviews` of
/// `cardView` at most once).
public struct CallbackCheck: Sendable, Hashable, Codable {
  /// The callbacks a check may name, and whether each is a view's (it needs `view`) or the view
  /// controller's (it takes none). `traitCollectionDidChange` is either: without a view, the
  /// controller's.
  public static let viewCallbacks = ["updateConstraints", "layoutSubviews"]
  /// Callbacks of the entry view controller.
  public static let controllerCallbacks = [
    "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "viewWillTransition", "willTransitionToTraitCollection",
  ]
  /// Callbacks of a view or of the controller.
  public static let eitherCallbacks = ["traitCollectionDidChange"]
  /// Every name a check may use.
  public static var names: [String] { viewCallbacks + controllerCallbacks + eitherCallbacks }

  /// The callback, by the method's name (`layoutSubviews`).
  public var callback: String
  /// The view's property path (`view` for the root view, or a checked view), or nil for the view
  /// controller.
  public var view: String?
  /// The fewest calls allowed, if bounded.
  public var atLeast: Int?
  /// The most calls allowed, if bounded.
  public var atMost: Int?

  /// Creates a check.
  public init(callback: String, view: String? = nil, atLeast: Int? = nil, atMost: Int? = nil) {
    self.callback = callback
    self.view = view
    self.atLeast = atLeast
    self.atMost = atMost
  }
}
