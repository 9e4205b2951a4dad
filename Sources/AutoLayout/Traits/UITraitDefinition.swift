/// A trait a trait collection carries, named by its type in `registerForTraitChanges(_:…)`
/// (`[UITraitHorizontalSizeClass.self]`).
public protocol UITraitDefinition {
  /// The trait's value in a collection, for telling whether it changed.
  static func value(in traits: UITraitCollection) -> AnyHashable
}

/// A trait type, as `registerForTraitChanges(_:handler:)` takes them.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable {
    traits.horizontalSizeClass
  }
}

/// The vertical size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable {
    traits.verticalSizeClass
  }
}

/// The Dynamic Type size.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable {
    traits.preferredContentSizeCategory
  }
}

/// Phone or pad.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable {
    traits.userInterfaceIdiom
  }
}

/// The points-to-pixels scale.
public enum UITraitDisplayScale: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.displayScale }
}

/// The reading direction.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}

/// What `registerForTraitChanges(_:handler:)` returns; give it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and the handler (given the previous traits).
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
  let traits: [UITrait]
  let handler: (UITraitCollection) -> Void

  init(traits: [UITrait], handler: @escaping (UITraitCollection) -> Void) {
    self.traits = traits
    self.handler = handler
  }

  /// Whether any watched trait differs between the two collections.
  func isAffected(from previous: UITraitCollection, to current: UITraitCollection) -> Bool {
    traits.contains { $0.value(in: previous) != $0.value(in: current) }
  }
}

/// Views and view controllers: objects whose trait changes can be observed (iOS 17's
/// `UITraitChangeObservable`).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
  /// The registrations made on this object, in order.
  var traitChangeHandlers: [TraitChangeHandlerBox] { get set }
}

/// Holds the registrations of one view or controller (a box, so a class can store them in one
/// property).
@MainActor
public final class TraitChangeHandlerBox {
  let handler: TraitChangeHandler
  init(_ handler: TraitChangeHandler) { self.handler = handler }
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits whenever one of `traits` changed,
  /// when UIKit delivers trait changes (after `traitCollectionDidChange(_:)`, docs/UIKitFacts.md
  /// §14).
  ///
  /// As in UIKit, the handler's first parameter type is its own generic parameter, so tutorial
  /// code that writes `{ (self: Self, previousTraitCollection: UITraitCollection) in … }` inside a
  /// class gets the object as that class.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitChangeObservable>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeHandler(traits: traits) { [unowned self] previous in
      guard let object = self as? Environment else { return }
      handler(object, previous)
    }
    traitChangeHandlers.append(TraitChangeHandlerBox(registration))
    return registration
  }

  /// Stops the calls of a registration made with `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeHandlers.removeAll { $0.handler === registration }
  }
}
