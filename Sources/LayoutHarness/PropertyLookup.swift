import AutoLayout

/// Reads stored properties with `Mirror`, the way a checked view path is followed.
@MainActor
enum PropertyLookup {
  /// What looking up one property gave.
  enum Found {
    /// The property exists and holds this value (possibly an optional).
    case value(Any)
    /// No stored property of that name.
    case notFound
  }

  /// The stored property `name` of `subject`, searching its class and every superclass (the
  /// most derived first); lazy properties count once they were used. A few UIKit properties that
  /// are computed (and so invisible to `Mirror`) are answered directly: a controller's `view`, a
  /// view's `subviews` and `superview`, a table or collection view controller's `tableView` or
  /// `collectionView`, and a standard cell's `textLabel`, `detailTextLabel` and `imageView`.
  static func property(_ name: String, of subject: Any) -> Found {
    var mirror: Mirror? = Mirror(reflecting: subject)
    let lazyLabel = "$__lazy_storage_$_" + name
    while let current = mirror {
      for child in current.children where child.label == name || child.label == lazyLabel {
        return .value(child.value)
      }
      mirror = current.superclassMirror
    }
    switch name {
    case "view":
      if let controller = subject as? UIViewController {
        return .value(controller.viewIfLoaded as Any)
      }
    case "subviews":
      if let view = subject as? UIView { return .value(view.subviews) }
    case "superview":
      if let view = subject as? UIView { return .value(view.superview as Any) }
    case "tableView":
      if let controller = subject as? UITableViewController {
        return .value(controller.viewIfLoaded as? UITableView as Any)
      }
    case "collectionView":
      if let controller = subject as? UICollectionViewController {
        return .value(controller.viewIfLoaded as? UICollectionView as Any)
      }
    case "textLabel", "detailTextLabel", "imageView":
      // A standard cell's labels as they are: looking must not make them.
      if let cell = subject as? UITableViewCell {
        return .value(cell.existingStandardView(name) as Any)
      }
      if let header = subject as? UITableViewHeaderFooterView {
        return .value(header.existingStandardView(name) as Any)
      }
    default:
      break
    }
    return .notFound
  }

  /// The value inside any number of optionals, or nil if one of them is empty.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let child = mirror.children.first else { return nil }
    return unwrapped(child.value)
  }

  /// The elements of an array (or another ordered collection), or nil if `value` is not one.
  static func elements(of value: Any) -> [Any]? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection else { return nil }
    return mirror.children.map(\.value)
  }

  /// The type's name as a learner reads it (`ProfileViewController`, `Array<UIView>`).
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }

  /// Whether `value`'s type was written by the learner (or the exercise), not by UIKit, Swift or
  /// Foundation: only such types are searched for views to name.
  static func isProgramType(_ subjectType: Any.Type) -> Bool {
    let fullName = String(reflecting: subjectType)
    let libraries = ["AutoLayout.", "Swift.", "Foundation.", "LayoutHarness.", "LayoutReport."]
    return !libraries.contains { fullName.hasPrefix($0) }
  }
}
