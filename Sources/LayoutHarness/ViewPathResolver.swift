import AutoLayout
import LayoutReport

/// Follows a view path such as `stack.arrangedSubviews[1]`, `cardView.titleLabel` or
/// `tableView.cells[0][2].contentView` from an exercise's entry object, through optionals and
/// implicitly unwrapped optionals.
@MainActor
struct ViewPathResolver {
  /// What a path led to.
  enum Outcome {
    /// A view in the root view's tree.
    case view(UIView)
    /// Nothing usable, and why.
    case missing(MissingView.Reason, typeName: String?)
  }

  /// The entry: a view controller or the entry view.
  let entry: AnyObject
  /// The view whose tree counts as the hierarchy.
  let root: UIView

  /// Resolves `path` (grammar: `name ( .name | [index] )*`).
  func resolve(_ path: String) -> Outcome {
    guard let components = ViewPathComponents(path) else {
      return .missing(.propertyNotFound, typeName: PropertyLookup.typeName(of: entry))
    }
    var current: Any = entry
    for component in components.items {
      guard let value = PropertyLookup.unwrapped(current) else {
        return .missing(.nilValue, typeName: nil)
      }
      if let list = value as? ListElements {
        // A table's or collection view's cells, headers and footers by index path.
        guard case .index(let index) = component else {
          return .missing(.propertyNotFound, typeName: "\(list.kind.rawValue) of a list")
        }
        switch list.index(index) {
        case .partial(let next): current = next
        case .view(let view): current = view
        case .missing(let reason, let typeName): return .missing(reason, typeName: typeName)
        }
        continue
      }
      switch component {
      case .property(let name):
        if let list = ListElements.lookUp(name, on: value) {
          current = list
          continue
        }
        switch PropertyLookup.property(name, of: value) {
        case .value(let found): current = found
        case .notFound:
          return .missing(.propertyNotFound, typeName: PropertyLookup.typeName(of: value))
        }
      case .index(let index):
        guard let elements = PropertyLookup.elements(of: value), elements.indices.contains(index)
        else {
          return .missing(.propertyNotFound, typeName: PropertyLookup.typeName(of: value))
        }
        current = elements[index]
      }
    }
    if let list = PropertyLookup.unwrapped(current) as? ListElements {
      return .missing(.notAView, typeName: "\(list.kind.rawValue) of a section")
    }
    guard let value = PropertyLookup.unwrapped(current) else {
      return .missing(.nilValue, typeName: nil)
    }
    guard let view = value as? UIView else {
      return .missing(.notAView, typeName: PropertyLookup.typeName(of: value))
    }
    guard view === root || view.isDescendant(of: root) else {
      return .missing(.notInHierarchy, typeName: PropertyLookup.typeName(of: view))
    }
    return .view(view)
  }
}

/// The parts of a view path.
struct ViewPathComponents {
  enum Item: Equatable {
    case property(String)
    case index(Int)
  }

  let items: [Item]

  /// Splits `text`; nil if it does not follow the grammar.
  init?(_ text: String) {
    let characters = Array(text.unicodeScalars)
    var offset = 0
    func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    func readName() -> String? {
      let start = offset
      while offset < characters.count, isNameCharacter(characters[offset]) { offset += 1 }
      guard offset > start, !("0"..."9").contains(characters[start]) else { return nil }
      return String(String.UnicodeScalarView(characters[start..<offset]))
    }
    guard let first = readName() else { return nil }
    var items: [Item] = [.property(first)]
    while offset < characters.count {
      switch characters[offset] {
      case ".":
        offset += 1
        guard let name = readName() else { return nil }
        items.append(.property(name))
      case "[":
        offset += 1
        let start = offset
        while offset < characters.count, ("0"..."9").contains(characters[offset]) { offset += 1 }
        let digits = String(String.UnicodeScalarView(characters[start..<offset]))
        guard offset < characters.count, characters[offset] == "]", let index = Int(digits) else {
          return nil
        }
        offset += 1
        items.append(.index(index))
      default:
        return nil
      }
    }
    self.items = items
  }
}
