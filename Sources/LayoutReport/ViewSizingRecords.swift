/// What the engine knew about why a view is the size it is, recorded beside its frame for the
/// grader to name a cause from (see `ViewRecord`).

/// A view whose content-size constraints still hold an intrinsic size it no longer answers: a
/// property the size depends on changed and `invalidateIntrinsicContentSize()` was not called.
/// A side of -1 is "no intrinsic metric".
public struct StaleIntrinsicSizeRecord: Sendable, Hashable, Codable {
  /// The size layout uses.
  public var used: ReportSize
  /// What `intrinsicContentSize` answers now.
  public var current: ReportSize

  /// Creates a record.
  public init(used: ReportSize, current: ReportSize) {
    self.used = used
    self.current = current
  }
}

/// A collection view's cell placed with a size its flow layout kept from before the collection
/// view changed size, where its delegate now answers another.
public struct StaleItemSizeRecord: Sendable, Hashable, Codable {
  /// The item's size the layout uses.
  public var used: ReportSize
  /// What `collectionView(_:layout:sizeForItemAt:)` answers now.
  public var current: ReportSize
  /// The collection view's size when the delegate gave `used`.
  public var askedAt: ReportSize
  /// The collection view's size now.
  public var now: ReportSize

  /// Creates a record.
  public init(used: ReportSize, current: ReportSize, askedAt: ReportSize, now: ReportSize) {
    self.used = used
    self.current = current
    self.askedAt = askedAt
    self.now = now
  }
}

/// How a flow layout sized a collection view's cell and lined it up: where its size came from,
/// and the room its line had.
public struct FlowItemRecord: Sendable, Hashable, Codable {
  /// Where the size came from: `delegate` (its `collectionView(_:layout:sizeForItemAt:)`) or
  /// `itemSize` (the layout's own, 50 × 50 unless set: there is no flow-layout delegate, or it
  /// has no method of that name).
  public var sizeFrom: String
  /// Whether the collection view's delegate adopts `UICollectionViewDelegateFlowLayout`.
  public var delegateAdopts: Bool
  /// The size the layout was given for the item.
  public var size: ReportSize
  /// Whether the cell sizes itself from its content (`estimatedItemSize` is not zero).
  public var selfSizing: Bool
  /// The collection view's size when the item's size was given.
  public var collectionViewSize: ReportSize
  /// The item's length along its line: its width when the collection view scrolls vertically,
  /// its height otherwise.
  public var itemLength: Double
  /// The room a line has for its items: the collection view's width (height when it scrolls
  /// horizontally) less the content inset and the section insets on both sides.
  public var lineLength: Double
  /// The section insets on both sides of a line, added up.
  public var sectionInsets: Double
  /// The least space between the items of a line (`minimumInteritemSpacing`).
  public var interitemSpacing: Double
  /// How many items the cell's line holds.
  public var itemsOnLine: Int

  /// Creates a record.
  public init(
    sizeFrom: String, delegateAdopts: Bool, size: ReportSize, selfSizing: Bool,
    collectionViewSize: ReportSize, itemLength: Double, lineLength: Double,
    sectionInsets: Double, interitemSpacing: Double, itemsOnLine: Int
  ) {
    self.itemLength = itemLength
    self.sizeFrom = sizeFrom
    self.delegateAdopts = delegateAdopts
    self.size = size
    self.selfSizing = selfSizing
    self.collectionViewSize = collectionViewSize
    self.lineLength = lineLength
    self.sectionInsets = sectionInsets
    self.interitemSpacing = interitemSpacing
    self.itemsOnLine = itemsOnLine
  }
}

/// One side of a compositional layout element's size, as the program wrote it.
public struct LayoutDimensionRecord: Sendable, Hashable, Codable {
  /// `fractionalWidth`, `fractionalHeight`, `absolute` or `estimated`.
  public var kind: String
  /// The fraction, length or estimate.
  public var value: Double
  /// The line of the learner's file that made it, when it is theirs.
  public var line: Int?

  /// Creates a record.
  public init(kind: String, value: Double, line: Int? = nil) {
    self.kind = kind
    self.value = value
    self.line = line
  }
}

/// A compositional layout element's size: its width and its height dimensions.
public struct LayoutSizeRecord: Sendable, Hashable, Codable {
  public var width: LayoutDimensionRecord
  public var height: LayoutDimensionRecord

  /// Creates a record.
  public init(width: LayoutDimensionRecord, height: LayoutDimensionRecord) {
    self.width = width
    self.height = height
  }
}

/// How a compositional layout sized a collection view's cell: the size of the item that made
/// it and of the group that holds it.
public struct CompositionalItemRecord: Sendable, Hashable, Codable {
  public var item: LayoutSizeRecord
  public var group: LayoutSizeRecord

  /// Creates a record.
  public init(item: LayoutSizeRecord, group: LayoutSizeRecord) {
    self.item = item
    self.group = group
  }
}

/// A label that shows fewer lines than its text takes at its width.
public struct TextLinesRecord: Sendable, Hashable, Codable {
  /// The lines it shows.
  public var shown: Int
  /// The lines its text takes with no limit.
  public var needed: Int
  /// Its `numberOfLines` (0: no limit).
  public var numberOfLines: Int

  /// Creates a record.
  public init(shown: Int, needed: Int, numberOfLines: Int) {
    self.shown = shown
    self.needed = needed
    self.numberOfLines = numberOfLines
  }
}

/// A view's content hugging and compression resistance priorities on each axis: which of two
/// views stretches, and which is cut short, when their content does not fit.
public struct ContentPrioritiesRecord: Sendable, Hashable, Codable {
  public var huggingHorizontal: Double
  public var huggingVertical: Double
  public var compressionHorizontal: Double
  public var compressionVertical: Double
  /// The line of the program's last call that set each priority, keyed `hugging-horizontal`,
  /// `hugging-vertical`, `compression-horizontal` or `compression-vertical`; a priority left at
  /// its default is absent, and the whole is nil when the program set none.
  public var setAt: [String: Int]?

  /// Creates a record.
  public init(
    huggingHorizontal: Double, huggingVertical: Double, compressionHorizontal: Double,
    compressionVertical: Double, setAt: [String: Int]? = nil
  ) {
    self.huggingHorizontal = huggingHorizontal
    self.huggingVertical = huggingVertical
    self.compressionHorizontal = compressionHorizontal
    self.compressionVertical = compressionVertical
    self.setAt = setAt
  }
}

/// The moment a view's frame (or bounds or center) was last set by hand, beside its superview's
/// size in the snapshot: a frame computed from a superview that later changed size.
public struct FrameSettingRecord: Sendable, Hashable, Codable {
  /// The size of the superview's bounds when the frame was set.
  public var superviewSizeThen: ReportSize
  /// The size of the superview's bounds in the snapshot.
  public var superviewSizeNow: ReportSize
  /// The layout callback UIKit was running then (`updateConstraints`, `viewWillLayoutSubviews`,
  /// `layoutSubviews`…, as `CallbackRecord.callback` names them); nil outside them.
  public var during: String?

  /// Creates a record.
  public init(superviewSizeThen: ReportSize, superviewSizeNow: ReportSize, during: String? = nil) {
    self.superviewSizeThen = superviewSizeThen
    self.superviewSizeNow = superviewSizeNow
    self.during = during
  }
}
