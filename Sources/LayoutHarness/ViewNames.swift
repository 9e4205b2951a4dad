import AutoLayout

/// A property path for every view a report mentions, so log entries and `frames` can name views
/// the way the learner's code does (`headerView`, `cards[2]`, `cardView.titleLabel`).
///
/// Names come from, in order: paths given explicitly (an exercise's checked views); the root
/// view (`view`); the stored properties of the entry and of every object of the program's own
/// types reachable from it, breadth first, in declaration order; the cells, headers and footers
/// a table or collection view shows, by index path (`tableView.cells[0][2]`, with their
/// `contentView`, standard labels and the properties of the program's cell classes); and, for
/// views no property leads to, their place under a named ancestor (`headerView.subviews[2]`).
@MainActor
struct ViewNames {
  /// How deep the property search goes below the entry.
  static let maximumDepth = 4
  /// How many elements of one array are searched.
  static let maximumElements = 100_000

  private var names: [ObjectIdentifier: String] = [:]
  /// The layout guides the program made, by the property that holds them.
  private var guideNames: [ObjectIdentifier: String] = [:]

  /// Names the views reachable from `entry`; `given` names win over found ones.
  init(entry: AnyObject, root: UIView, rootName: String, given: [(path: String, view: UIView)]) {
    for (path, view) in given { assign(path, to: view) }
    assign(rootName, to: root)
    searchProperties(of: entry, base: "")
    nameUnnamedDescendants(of: root, rootList: Self.rootListName(of: entry, root: root))
  }

  /// What the learner calls a table or collection view that is the entry controller's root
  /// view: the controller's `tableView` or `collectionView`, so its cells are
  /// `tableView.cells[0][1]` as the exercise names them, not `view.cells[0][1]`.
  private static func rootListName(of entry: AnyObject, root: UIView) -> String? {
    if let controller = entry as? UITableViewController, controller.tableView === root {
      return "tableView"
    }
    if let controller = entry as? UICollectionViewController, controller.collectionView === root {
      return "collectionView"
    }
    return nil
  }

  /// The name of `view`, if it has one.
  func name(of view: UIView) -> String? { names[ObjectIdentifier(view)] }

  /// The name of the view with this identity, if it has one.
  func name(of identifier: ObjectIdentifier) -> String? { names[identifier] }

  /// The property path of a layout guide the program made, if one holds it.
  func name(ofGuide identifier: ObjectIdentifier) -> String? { guideNames[identifier] }

  private mutating func assign(_ path: String, to view: UIView) {
    let key = ObjectIdentifier(view)
    if names[key] == nil { names[key] = path }
  }

  private mutating func searchProperties(of entry: AnyObject, base: String) {
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(entry)]
    var queue: [(value: Any, path: String, depth: Int)] = [(entry, base, 0)]
    var next = 0
    while next < queue.count {
      let (value, path, depth) = queue[next]
      next += 1
      for (label, child) in Self.ownProperties(of: value) {
        let childPath = path.isEmpty ? label : "\(path).\(label)"
        visit(child, path: childPath, depth: depth + 1, visited: &visited, queue: &queue)
      }
    }
  }

  private mutating func visit(
    _ value: Any, path: String, depth: Int, visited: inout Set<ObjectIdentifier>,
    queue: inout [(value: Any, path: String, depth: Int)]
  ) {
    guard let value = PropertyLookup.unwrapped(value) else { return }
    if let elements = PropertyLookup.elements(of: value) {
      for (index, element) in elements.prefix(Self.maximumElements).enumerated() {
        visit(element, path: "\(path)[\(index)]", depth: depth, visited: &visited, queue: &queue)
      }
      return
    }
    if let view = value as? UIView { assign(path, to: view) }
    if let guide = value as? UILayoutGuide, guideNames[ObjectIdentifier(guide)] == nil {
      guideNames[ObjectIdentifier(guide)] = path
    }
    guard depth < Self.maximumDepth, PropertyLookup.isProgramType(type(of: value)) else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    } else if mirror.displayStyle != .struct && mirror.displayStyle != .tuple {
      return
    }
    queue.append((value, path, depth))
  }

  /// The labelled stored properties declared by the program's own types in `value`'s class chain
  /// (UIKit's own storage is not searched).
  private static func ownProperties(of value: Any) -> [(String, Any)] {
    var result: [(String, Any)] = []
    var mirror: Mirror? = Mirror(reflecting: value)
    while let current = mirror, PropertyLookup.isProgramType(current.subjectType) {
      for child in current.children {
        guard var label = child.label else { continue }
        if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
        guard !label.hasPrefix("$"), !label.hasPrefix("_") else { continue }
        result.append((label, child.value))
      }
      mirror = current.superclassMirror
    }
    return result
  }

  private mutating func nameUnnamedDescendants(of root: UIView, rootList: String?) {
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      let base = (view === root ? rootList : nil) ?? name(of: view) ?? "view"
      if view is UITableView || view is UICollectionView { nameListElements(of: view, base: base) }
      for (index, subview) in view.subviews.enumerated() {
        assign("\(base).subviews[\(index)]", to: subview)
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// Names what a table or collection view shows by index path, and what is inside it.
  private mutating func nameListElements(of list: UIView, base: String) {
    for (path, element) in ListElements.shown(in: list, base: base) {
      assign(path, to: element)
      if let cell = element as? UITableViewCell {
        assign("\(path).contentView", to: cell.contentView)
        for part in ["textLabel", "detailTextLabel", "imageView"] {
          if let view = cell.existingStandardView(part) { assign("\(path).\(part)", to: view) }
        }
      } else if let cell = element as? UICollectionViewCell {
        assign("\(path).contentView", to: cell.contentView)
      } else if let header = element as? UITableViewHeaderFooterView {
        assign("\(path).contentView", to: header.contentView)
        if let label = header.existingStandardView("textLabel") {
          assign("\(path).textLabel", to: label)
        }
      }
      searchProperties(of: element, base: path)
    }
  }
}
