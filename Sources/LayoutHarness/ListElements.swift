import AutoLayout
import LayoutReport

/// The cells, headers and footers of a table or collection view, reached in a view path by index
/// path: `tableView.cells[S][R]`, `collectionView.cells[S][I]`, `headers[S]`, `footers[S]`. Only
/// what is on screen has a view (a table lays out only its visible rows); a row off screen is
/// "not visible", an index past the rows or sections is "out of range".
@MainActor
struct ListElements {
  /// Which elements.
  enum Kind: String {
    case cells, headers, footers

    /// How many indices reach one element: section and row for cells, section for the others.
    var depth: Int { self == .cells ? 2 : 1 }
  }

  /// What one more index led to.
  enum Step {
    /// More indices are needed.
    case partial(ListElements)
    /// The element's view.
    case view(UIView)
    /// No view there.
    case missing(MissingView.Reason, typeName: String?)
  }

  let owner: UIView
  let kind: Kind
  var indices: [Int] = []

  /// The elements of `name` on `value`, when `value` is a table or collection view and `name`
  /// is one of `cells`, `headers`, `footers`.
  static func lookUp(_ name: String, on value: Any) -> ListElements? {
    guard let kind = Kind(rawValue: name), let view = value as? UIView,
      view is UITableView || view is UICollectionView
    else { return nil }
    return ListElements(owner: view, kind: kind)
  }

  /// Follows one more index.
  func index(_ index: Int) -> Step {
    var next = self
    next.indices.append(index)
    guard next.indices.count == kind.depth else { return .partial(next) }
    let section = next.indices[0]
    let typeName = PropertyLookup.typeName(of: owner)
    guard section >= 0, section < sectionCount else {
      return .missing(.outOfRange, typeName: typeName)
    }
    if kind == .cells {
      let row = next.indices[1]
      guard row >= 0, row < itemCount(inSection: section) else {
        return .missing(.outOfRange, typeName: typeName)
      }
    }
    guard let view = next.shownView else { return .missing(.notVisible, typeName: typeName) }
    return .view(view)
  }

  private var sectionCount: Int {
    if let table = owner as? UITableView { return table.numberOfSections }
    return (owner as? UICollectionView)?.numberOfSections ?? 0
  }

  private func itemCount(inSection section: Int) -> Int {
    if let table = owner as? UITableView { return table.numberOfRows(inSection: section) }
    return (owner as? UICollectionView)?.numberOfItems(inSection: section) ?? 0
  }

  private var shownView: UIView? {
    let section = indices[0]
    if let table = owner as? UITableView {
      switch kind {
      case .cells: return table.cellForRow(at: IndexPath(row: indices[1], section: section))
      case .headers: return table.shownHeader(forSection: section)
      case .footers: return table.shownFooter(forSection: section)
      }
    }
    guard let collection = owner as? UICollectionView else { return nil }
    let indexPath = IndexPath(item: kind == .cells ? indices[1] : 0, section: section)
    switch kind {
    case .cells: return collection.cellForItem(at: indexPath)
    case .headers:
      return collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: indexPath)
    case .footers:
      return collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: indexPath)
    }
  }

  /// Every element on screen with its path below `base` (`base.cells[0][3]`), in index order.
  static func shown(in list: UIView, base: String) -> [(path: String, view: UIView)] {
    var result: [(String, UIView)] = []
    if let table = list as? UITableView {
      for section in 0..<table.numberOfSections {
        if let header = table.shownHeader(forSection: section) {
          result.append(("\(base).headers[\(section)]", header))
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] where indexPath.section == section {
          if let cell = table.cellForRow(at: indexPath) {
            result.append(("\(base).cells[\(section)][\(indexPath.row)]", cell))
          }
        }
        if let footer = table.shownFooter(forSection: section) {
          result.append(("\(base).footers[\(section)]", footer))
        }
      }
    } else if let collection = list as? UICollectionView {
      for (kind, name) in [
        (UICollectionView.elementKindSectionHeader, "headers"),
        (UICollectionView.elementKindSectionFooter, "footers"),
      ] {
        for view in collection.visibleSupplementaryViews(ofKind: kind) {
          if let section = collection.sectionOfSupplementary(view, kind: kind) {
            result.append(("\(base).\(name)[\(section)]", view))
          }
        }
      }
      for indexPath in collection.indexPathsForVisibleItems {
        if let cell = collection.cellForItem(at: indexPath) {
          result.append(("\(base).cells[\(indexPath.section)][\(indexPath.item)]", cell))
        }
      }
    }
    return result
  }
}
