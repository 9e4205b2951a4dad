/// One row of a table. Put your views in `contentView` and constrain them to it (or to its
/// `layoutMarginsGuide`): the content view fills the cell (44 points tall in a 44-point row; the
/// one-pixel separator is drawn over its last pixel row), inside the safe area, with margins of 8
/// points at the top and bottom and 16 or 20 at the sides (docs/UIKitFacts.md §10.3). For a
/// self-sizing row, pin the content from the content view's top to its bottom. The standard styles
/// lay out `textLabel`, `detailTextLabel` and `imageView` for you (§10.5).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts of the cell's labels: `.default` (one label), `.subtitle` (a detail under
  /// it), `.value1` (a detail at the trailing side) and `.value2` (a narrow title column before the
  /// detail) (docs/UIKitFacts.md §10.5).
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1, value2, subtitle
  }

  /// How separators are drawn.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine, singleLineEtched
  }

  /// How a selected cell looks (stored only).
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue, gray, `default`
  }

  /// The standard accessory (stored only: accessories are not laid out).
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// Editing controls (stored only).
  public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete, insert
  }

  /// The view to put the cell's content in. The table sizes it: the cell's width (less the safe
  /// area) and the row's whole height (docs/UIKitFacts.md §10.3). Constrain your subviews to it,
  /// not to the cell.
  public let contentView: UIView
  /// The identifier the cell was registered and dequeued with.
  public private(set) var reuseIdentifier: String?
  /// The standard style the cell was made with.
  let style: CellStyle
  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?
  var storedImageView: UIImageView?
  var bottomSeparator: _UITableViewCellSeparatorView?
  /// The table the cell is shown in (set when it is dequeued or shown).
  weak var owningTable: UITableView?
  /// Where the cell is in its table, while it is shown.
  var shownIndexPath: IndexPath?
  /// The content view margins the cell set last; margins the program set instead are kept.
  private var appliedContentMargins: NSDirectionalEdgeInsets?

  /// The accessory type (stored only).
  public var accessoryType = AccessoryType.none
  /// A custom accessory view (stored only).
  public var accessoryView: UIView?
  /// How selection looks (stored only).
  public var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// A view behind the content (stored only).
  public var backgroundView: UIView?
  /// A view behind a selected cell's content (stored only).
  public var selectedBackgroundView: UIView?
  /// How far the content is indented (stored only).
  public var indentationLevel = 0
  /// Points per indentation level (stored only).
  public var indentationWidth: CGFloat = 10
  /// The cell's separator inset; nil until set (then it replaces the table's).
  var customSeparatorInset: UIEdgeInsets?

  /// Makes a cell of a standard style. A table makes cells of a registered class through this
  /// initializer with `.default`, so override it (and `init(coder:)`) in a subclass to build its
  /// content (docs/UIKitFacts.md §10.8).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    autoresizingMask = [.flexibleWidth]
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a cell from an archive; on Linux there are no archives, so this makes a default cell.
  public required init?(coder: NSCoder) {
    style = .default
    contentView = UITableViewCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// Creates a default-style cell with a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// What a table calls to make a cell of a registered class: a default-style cell with the
  /// identifier (through `init(style:reuseIdentifier:)`, so a subclass's override runs).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  // MARK: Standard labels

  /// The main label of the standard styles, made when first asked for; in `.default` it fills the
  /// content view between its side margins (docs/UIKitFacts.md §10.5). Leave it alone in a cell
  /// with content of your own.
  public var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UITableViewLabel()
    label.font = .systemFont(ofSize: 17)
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles; nil in `.default`.
  public var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UITableViewLabel()
    label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
    label.textColor = .secondaryLabel
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The image view at the leading side of the standard styles, made when first asked for.
  public var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    storedImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// The separator's insets (left and right are used).
  public var separatorInset: UIEdgeInsets {
    get { customSeparatorInset ?? automaticSeparatorInset }
    set {
      customSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: Reuse and selection

  /// Called before the table hands the cell out again for another row: reset what the previous row
  /// set (call `super`).
  open func prepareForReuse() {}

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Highlights the cell.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  func prepareForDequeue(identifier: String) {
    if reuseIdentifier == nil { reuseIdentifier = identifier }
  }

  // MARK: Layout

  /// Lays out the content view, the separator and the standard labels, then gives any other
  /// subview its solved frame.
  open override func layoutSubviews() {
    layOutCellParts()
    let parts: [UIView?] = [contentView, bottomSeparator]
    applySolvedFrames(skipping: parts.compactMap { $0 })
  }

  /// The content view follows the cell's size at once, as an autoresizing subview does.
  override func sizeDidChangeHook() {
    let frame = contentViewFrame(forWidth: bounds.width, height: bounds.height)
    if contentView.frame != frame { contentView.frame = frame }
  }

  /// The height of the separator drawn over the cell's last pixel row (0 when the table draws
  /// none).
  var separatorHeight: CGFloat {
    guard let owningTable, owningTable.separatorStyle != .none else { return 0 }
    return TableViewMetrics.separatorHeight(scale: displayScale)
  }

  /// The content view's frame for the cell's bounds (docs/UIKitFacts.md §10.3).
  func contentViewFrame(forWidth width: CGFloat, height: CGFloat) -> CGRect {
    let inset = safeAreaSideInsets
    return CGRect(
      x: inset.left, y: 0, width: max(0, width - inset.left - inset.right),
      height: max(0, height))
  }

  /// How far the table's safe area reaches into the cell from the left and right, when the table
  /// insets content views to the safe area (the default).
  private var safeAreaSideInsets: (left: CGFloat, right: CGFloat) {
    guard let owningTable, owningTable.insetsContentViewsToSafeArea else { return (0, 0) }
    let safe = owningTable.safeAreaInsets
    let frame = storedFrame
    let tableWidth = owningTable.bounds.width
    return (
      max(0, safe.left - frame.minX), max(0, frame.maxX - (tableWidth - safe.right))
    )
  }

  /// The content view's side margin.
  var contentSideMargin: CGFloat {
    TableViewMetrics.cellSideMargin(for: owningTable, contentWidth: contentView.bounds.width)
  }

  /// The separator inset the table gives: from the leading content margin to the edge.
  private var automaticSeparatorInset: UIEdgeInsets {
    UIEdgeInsets(
      top: 0, left: contentView.storedFrame.minX + contentSideMargin, bottom: 0, right: 0)
  }

  func layOutCellParts() {
    let size = bounds.size
    let contentFrame = contentViewFrame(forWidth: size.width, height: size.height)
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    applyDefaultContentMargins()
    layOutSeparator()
    layOutStandardLabels()
  }

  private func applyDefaultContentMargins() {
    let side = contentSideMargin
    let vertical = TableViewMetrics.contentVerticalMargin
    let wanted = NSDirectionalEdgeInsets(
      top: vertical, leading: side, bottom: vertical, trailing: side)
    guard contentView.customMargins == nil || contentView.customMargins == appliedContentMargins,
      contentView.customMargins != wanted
    else { return }
    contentView.directionalLayoutMargins = wanted
    appliedContentMargins = wanted
  }

  private func layOutSeparator() {
    let height = separatorHeight
    guard height > 0, let table = owningTable, let frame = table.separatorFrame(for: self) else {
      bottomSeparator?.removeFromSuperview()
      bottomSeparator = nil
      return
    }
    let separator = bottomSeparator ?? _UITableViewCellSeparatorView()
    if bottomSeparator == nil {
      bottomSeparator = separator
      addSubview(separator)
    }
    if separator.frame != frame { separator.frame = frame }
  }
}

extension UIView {
  /// UIView's own `layoutSubviews` for every subview but the ones a container places itself.
  func applySolvedFrames(skipping managed: [UIView]) {
    guard let engine = layoutEngineIfPresent else { return }
    let skipped = Set(managed.map(ObjectIdentifier.init))
    for subview in storedSubviews where !skipped.contains(ObjectIdentifier(subview)) {
      subview.applyLayoutFrame(subview.solvedFrame(in: engine))
    }
  }
}
