import Foundation

/// Layouts of N views written as constraint scripts, every constraint required: the shapes whose
/// cost should grow linearly with N. Each view has four variables (leading, width, top, height)
/// and four constraints (its leading, its width as a fraction of its container's, its height and
/// its top); the root view is pinned at (0, 0) with a width of 400.
enum ViewSystems {
  /// The layout families, the flat one (every view pinned to the root) first: it is the
  /// reference the others' growth is compared with.
  enum Family: String, CaseIterable {
    /// Every view's top pinned to the root's top.
    case flat
    /// Every view's top pinned to the previous view's bottom: one column, N long.
    case chain
    /// Views in rows of `gridColumns`: each view's leading pinned to its left neighbour's
    /// trailing, its top to the bottom of the view above it.
    case grid
    /// Stack views nested `nestingFanOut` wide: a view's children are stacked along its axis
    /// (vertical and horizontal by turns), the first one pinned to the parent's start.
    case nested
  }

  static let sizes = [1000, 2000, 4000, 8000, 16000]
  static let gridColumns = 20
  static let nestingFanOut = 4
  static let required = "1001001000.0"

  /// The script of `family` with `views` views (plus the root), in one phase `add`.
  static func script(_ family: Family, views: Int) -> String {
    var builder = Builder(views: views)
    switch family {
    case .flat:
      for view in 1...views {
        builder.pin(view, leadingTo: 0, offset: 8, widthOf: 0, times: 0.5)
        builder.fixHeight(view, 20)
        builder.pinTop(view, toTopOf: 0, offset: 8)
      }
    case .chain:
      for view in 1...views {
        builder.pin(view, leadingTo: 0, offset: 8, widthOf: 0, times: 0.5)
        builder.fixHeight(view, 20)
        if view == 1 {
          builder.pinTop(view, toTopOf: 0, offset: 8)
        } else {
          builder.pinTop(view, toBottomOf: view - 1, offset: 4)
        }
      }
    case .grid:
      for view in 1...views {
        let column = (view - 1) % gridColumns
        if column == 0 {
          builder.pin(view, leadingTo: 0, offset: 8, widthOf: 0, times: 0.045)
        } else {
          builder.pinLeading(view, toTrailingOf: view - 1, offset: 4, widthOf: 0, times: 0.045)
        }
        builder.fixHeight(view, 20)
        if view <= gridColumns {
          builder.pinTop(view, toTopOf: 0, offset: 8)
        } else {
          builder.pinTop(view, toBottomOf: view - gridColumns, offset: 4)
        }
      }
    case .nested:
      // Breadth first: view v's children are v·k + 1 … v·k + k (the root is 0).
      for view in 1...views {
        let parent = (view - 1) / nestingFanOut
        let index = (view - 1) % nestingFanOut
        let vertical = depth(of: parent) % 2 == 0
        if vertical {
          builder.pin(view, leadingTo: parent, offset: 4, widthOf: parent, times: 0.5)
          builder.fixHeight(view, 20)
          if index == 0 {
            builder.pinTop(view, toTopOf: parent, offset: 4)
          } else {
            builder.pinTop(view, toBottomOf: view - 1, offset: 4)
          }
        } else {
          builder.fixHeight(view, 20)
          builder.pinTop(view, toTopOf: parent, offset: 4)
          if index == 0 {
            builder.pin(view, leadingTo: parent, offset: 4, widthOf: parent, times: 0.2)
          } else {
            builder.pinLeading(view, toTrailingOf: view - 1, offset: 4, widthOf: parent, times: 0.2)
          }
        }
      }
    }
    return builder.text(name: "\(family.rawValue)-views-\(views)")
  }

  static func depth(of view: Int) -> Int {
    var depth = 0
    var node = view
    while node > 0 {
      node = (node - 1) / nestingFanOut
      depth += 1
    }
    return depth
  }

  /// Writes the script lines. Variables of view v: leading 4v, width 4v+1, top 4v+2, height 4v+3.
  struct Builder {
    let views: Int
    var lines: [String] = []
    var nextID = 0

    init(views: Int) {
      self.views = views
      // The root: leading 0, width 400, top 0 (its height is left free).
      add("1.0 \(leading(0))", constant: 0)
      add("1.0 \(width(0))", constant: -400)
      add("1.0 \(top(0))", constant: 0)
    }

    func leading(_ view: Int) -> Int { 4 * view }
    func width(_ view: Int) -> Int { 4 * view + 1 }
    func top(_ view: Int) -> Int { 4 * view + 2 }
    func height(_ view: Int) -> Int { 4 * view + 3 }

    /// Adds the required `Σ terms + constant == 0`, terms as `coefficient variable` pairs.
    mutating func add(_ terms: String, constant: Double) {
      let count = terms.split(separator: " ").count / 2
      lines.append("c \(nextID) == \(ViewSystems.required) \(constant) \(count) \(terms)")
      nextID += 1
    }

    /// `view.leading == other.leading + offset` and `view.width == times · container.width`.
    mutating func pin(
      _ view: Int, leadingTo other: Int, offset: Double, widthOf container: Int, times: Double
    ) {
      add("1.0 \(leading(view)) -1.0 \(leading(other))", constant: -offset)
      add("1.0 \(width(view)) \(-times) \(width(container))", constant: 0)
    }

    /// `view.leading == other.trailing + offset` and `view.width == times · container.width`.
    mutating func pinLeading(
      _ view: Int, toTrailingOf other: Int, offset: Double, widthOf container: Int, times: Double
    ) {
      add("1.0 \(leading(view)) -1.0 \(leading(other)) -1.0 \(width(other))", constant: -offset)
      add("1.0 \(width(view)) \(-times) \(width(container))", constant: 0)
    }

    mutating func fixHeight(_ view: Int, _ value: Double) {
      add("1.0 \(height(view))", constant: -value)
    }

    mutating func pinTop(_ view: Int, toTopOf other: Int, offset: Double) {
      add("1.0 \(top(view)) -1.0 \(top(other))", constant: -offset)
    }

    mutating func pinTop(_ view: Int, toBottomOf other: Int, offset: Double) {
      add("1.0 \(top(view)) -1.0 \(top(other)) -1.0 \(height(other))", constant: -offset)
    }

    func text(name: String) -> String {
      let names = (0...views).flatMap { ["l\($0)", "w\($0)", "t\($0)", "h\($0)"] }
      var header = ["# \(name)  (\(nextID) constraints, \(names.count) vars, all required)"]
      header.append("vars \(names.count) " + names.joined(separator: " "))
      header.append("phase add")
      return (header + lines + ["end"]).joined(separator: "\n") + "\n"
    }
  }

  /// The exact solution of a view system: leading, width, top and height of every view.
  static func solution(_ family: Family, views: Int) -> [Double] {
    var values = [Double](repeating: 0, count: 4 * (views + 1))
    values[1] = 400
    for view in 1...views {
      let (l, w, t, h) = (4 * view, 4 * view + 1, 4 * view + 2, 4 * view + 3)
      values[h] = 20
      switch family {
      case .flat:
        (values[l], values[w], values[t]) = (8, 200, 8)
      case .chain:
        values[l] = 8
        values[w] = 200
        values[t] = view == 1 ? 8 : values[t - 4] + values[h - 4] + 4
      case .grid:
        let column = (view - 1) % gridColumns
        values[w] = 0.045 * 400
        values[l] = column == 0 ? 8 : values[l - 4] + values[w - 4] + 4
        let above = view - gridColumns
        values[t] = view <= gridColumns ? 8 : values[4 * above + 2] + values[4 * above + 3] + 4
      case .nested:
        let parent = (view - 1) / nestingFanOut
        let index = (view - 1) % nestingFanOut
        let (pl, pw, pt) = (4 * parent, 4 * parent + 1, 4 * parent + 2)
        if depth(of: parent) % 2 == 0 {
          values[l] = values[pl] + 4
          values[w] = 0.5 * values[pw]
          values[t] = index == 0 ? values[pt] + 4 : values[t - 4] + values[h - 4] + 4
        } else {
          values[t] = values[pt] + 4
          values[w] = 0.2 * values[pw]
          values[l] = index == 0 ? values[pl] + 4 : values[l - 4] + values[w - 4] + 4
        }
      }
    }
    return values
  }
}
