/// What a table knows about its rows, headers and footers between layouts: counts, the heights
/// the delegate gave, the estimates, and the heights measured for self-sizing rows once shown.
struct TableModel {
  /// A section header or footer.
  struct Supplement {
    /// The view the delegate gave, or UIKit's own for a title.
    var view: UIView?
    /// The title the data source gave.
    var title: String?
    /// Its height (zero: none).
    var height: CGFloat = 0
  }

  /// One section.
  struct Section {
    var rowCount = 0
    /// The height the delegate (or `rowHeight`) gave each row; `automaticDimension` for
    /// self-sizing rows.
    var declaredHeights: [CGFloat] = []
    /// Each self-sizing row's estimate.
    var estimatedHeights: [CGFloat] = []
    /// Heights measured when the row was shown (self-sizing rows only).
    var measuredHeights: [CGFloat?] = []
    /// Rows whose content view's constraints gave no height when measured: they got the standard
    /// height instead (after the zero-height warning).
    var fellBackToStandard: Set<Int> = []
    var header = Supplement()
    var footer = Supplement()

    /// The height a row counts at now.
    func height(ofRow row: Int) -> CGFloat {
      let declared = declaredHeights[row]
      guard declared == UITableView.automaticDimension else { return declared }
      return measuredHeights[row] ?? estimatedHeights[row]
    }

    /// Whether a row sizes to its content.
    func isSelfSizing(_ row: Int) -> Bool { declaredHeights[row] == UITableView.automaticDimension }
  }

  var sections: [Section] = []
}

/// Where everything in a table goes, in content coordinates.
struct TableGeometry {
  struct Section {
    var header: CGRect
    var rows: [CGRect]
    var footer: CGRect
    /// From the header's top to the footer's bottom (for floating headers).
    var extent: ClosedRange<CGFloat>
  }

  var tableHeader: CGRect = .zero
  var sections: [Section] = []
  var tableFooter: CGRect = .zero
  var contentHeight: CGFloat = 0

  func rowRect(_ indexPath: IndexPath) -> CGRect? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }

  /// The index paths of the rows that intersect `rect`, in order.
  func rows(in rect: CGRect) -> [IndexPath] {
    var result: [IndexPath] = []
    for (s, section) in sections.enumerated() {
      guard section.extent.upperBound > rect.minY, section.extent.lowerBound < rect.maxY else {
        continue
      }
      // Rows are sorted by y: find the first that reaches into the rect, then walk on.
      var low = 0
      var high = section.rows.count
      while low < high {
        let mid = (low + high) / 2
        if section.rows[mid].maxY <= rect.minY { low = mid + 1 } else { high = mid }
      }
      var row = low
      while row < section.rows.count, section.rows[row].minY < rect.maxY {
        if section.rows[row].height > 0 || section.rows[row].minY >= rect.minY {
          result.append(IndexPath(row: row, section: s))
        }
        row += 1
      }
    }
    return result
  }
}
