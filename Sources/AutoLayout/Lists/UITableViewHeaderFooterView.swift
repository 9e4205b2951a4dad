/// A section header or footer (UIKit's `UITableViewHeaderFooterView`): a `contentView` the table
/// sizes, and the title label UIKit's own headers show.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The view to add the header's content to.
  public let contentView: UIView
  /// The identifier the view was registered and dequeued with.
  public private(set) var reuseIdentifier: String?
  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?
  /// Whether this is a footer (set by the table; places the title label).
  var isFooter = false
  /// The style of the table it is shown in.
  var tableStyle = UITableView.Style.plain
  private var appliedContentMargins: NSDirectionalEdgeInsets?

  /// Creates a header or footer view.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UITableViewHeaderFooterContentView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view from an archive; on Linux this makes an empty one.
  public required init?(coder: NSCoder) {
    contentView = UITableViewHeaderFooterContentView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a header view with a frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// What a table calls to make a view of a registered class (through
  /// `init(reuseIdentifier:)`, so a subclass's override runs).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// The title label, made on first use.
  public var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UITableViewLabel()
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    storedTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// A second label, made on first use.
  public var detailTextLabel: UILabel? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UITableViewLabel()
    label.font = .systemFont(ofSize: 13)
    storedDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// `textLabel` or `detailTextLabel` if the program (or the table) made it.
  public func existingStandardView(_ name: String) -> UIView? {
    switch name {
    case "textLabel": storedTextLabel
    case "detailTextLabel": storedDetailTextLabel
    default: nil
    }
  }

  /// Called before the table hands the view out again.
  open func prepareForReuse() {}

  /// The content view fills the header; the title sits at the content margin.
  open override func layoutSubviews() {
    let frame = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != frame { contentView.frame = frame }
    let side = TableViewMetrics.cellSideMargin(
      for: superview as? UITableView, contentWidth: frame.width)
    let wanted = NSDirectionalEdgeInsets(
      top: TableViewMetrics.contentVerticalMargin, leading: side,
      bottom: TableViewMetrics.contentVerticalMargin, trailing: side)
    if contentView.customMargins == nil || contentView.customMargins == appliedContentMargins,
      contentView.customMargins != wanted
    {
      contentView.directionalLayoutMargins = wanted
      appliedContentMargins = wanted
    }
    if let label = storedTextLabel {
      let height = label.sizeThatFits(CGSize(width: frame.width - 2 * side, height: 0)).height
      let y: CGFloat
      switch (tableStyle, isFooter) {
      case (.plain, _): y = PixelGrid.round((frame.height - height) / 2, scale: displayScale)
      case (_, false): y = max(0, frame.height - height - 5.5)
      case (_, true): y = 8
      }
      label.frame = CGRect(x: side, y: y, width: max(0, frame.width - 2 * side), height: height)
    }
    applySolvedFrames(skipping: [contentView])
  }
}

/// The content view of a header or footer: the header sets its frame.
@preconcurrency @MainActor
final class UITableViewHeaderFooterContentView: UIView, EncapsulatedLayoutHost {
  var hostView: UIView { self }
}
