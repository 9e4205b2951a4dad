import Foundation

/// UIKit's additions to `IndexPath` for lists and grids: a section, then a row (tables) or an
/// item (collection views).
extension IndexPath {
  /// An index path to a table row.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

  /// An index path to a collection view item.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section (the first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section (the second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section (the second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`, the way UIKit's exception reasons print one.
  @MainActor var objectiveCDescription: String {
    "<NSIndexPath: \(DebugAddress.next(.object))> {length = \(count), path = "
      + map(String.init).joined(separator: " - ") + "}"
  }
}
