/// Maps points to character cells, keeping the aspect ratio: a terminal cell is about twice as
/// tall as it is wide, so a point covers half as many rows as columns.
struct PictureScale {
  /// Height of a terminal cell divided by its width.
  static let cellAspect = 2.0

  let columnsPerPoint: Double
  let columns: Int
  let rows: Int
  let containerWidth: Double
  let containerHeight: Double

  /// The largest scale at which the container fits in `maxColumns` × `maxRows` cells (each at
  /// least 2), with the container's right and bottom edges on the last column and row.
  init(containerWidth: Double, containerHeight: Double, maxColumns: Int, maxRows: Int) {
    let width = containerWidth.isFinite && containerWidth > 0 ? containerWidth : 1
    let height = containerHeight.isFinite && containerHeight > 0 ? containerHeight : 1
    let maxColumns = max(2, maxColumns)
    let maxRows = max(2, maxRows)
    let scale = min(
      Double(maxColumns - 1) / width, PictureScale.cellAspect * Double(maxRows - 1) / height)
    self.containerWidth = width
    self.containerHeight = height
    columnsPerPoint = scale
    columns = min(maxColumns, max(2, PictureScale.roundHalfUp(width * scale) + 1))
    rows = min(
      maxRows, max(2, PictureScale.roundHalfUp(height * scale / PictureScale.cellAspect) + 1))
  }

  /// The column of a horizontal position, clamped to the grid.
  func column(_ x: Double) -> Int {
    min(columns - 1, max(0, PictureScale.roundHalfUp(x * columnsPerPoint)))
  }

  /// The row of a vertical position, clamped to the grid.
  func row(_ y: Double) -> Int {
    min(rows - 1, max(0, PictureScale.roundHalfUp(y * columnsPerPoint / PictureScale.cellAspect)))
  }

  /// Rounds half up; the small bias keeps values like 2.4999999999 (from 0.1-style factors) at 2.5.
  static func roundHalfUp(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let clamped = min(max(value, -1e9), 1e9)
    return Int((clamped + 0.5 + 1e-9).rounded(.down))
  }
}
