/// A view a collection view places: a cell, header or footer (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier it was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The collection view it is shown in.
  weak var owningCollectionView: UICollectionView?

  /// Creates a view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a view from an archive; on Linux this makes an empty one.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// What a collection view calls to make a view of a registered class (through
  /// `init(frame:)`, so a subclass's override runs).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called before the collection view hands the view out again.
  open func prepareForReuse() {}

  /// Applies the layout's attributes (the collection view has already set the frame).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, for a self-sizing layout: the attributes with the size
  /// the view's constraints give when fitted to their size, at fitting priority along the sides
  /// the layout lets the cell choose (both for a flow layout, the estimated dimensions of a
  /// compositional one) and required along the others (docs/UIKitFacts.md §11.5).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred =
      (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
    let axes = layoutAttributes.fittingAxes ?? (true, true)
    preferred.size = systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
    return preferred
  }
}

/// A collection view cell (UIKit's `UICollectionViewCell`): a `contentView` that follows the
/// cell's size. The collection view sets the cell's frame; constraints inside the cell meet that
/// frame as `UIView-Encapsulated-Layout-Width/Height` on the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView, EncapsulatedLayoutHost {
  /// The view to add the cell's content to (it follows the cell's size).
  public let contentView: UIView
  /// A view behind the content (stored only).
  public var backgroundView: UIView?
  /// A view behind a selected cell's content (stored only).
  public var selectedBackgroundView: UIView?
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  var hostView: UIView { self }

  /// Creates a cell with a frame.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a cell from an archive; on Linux this makes an empty one.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Like an autoresizing subview, the content view follows the cell's size at once.
  override func sizeDidChangeHook() {
    let frame = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != frame { contentView.frame = frame }
  }

  /// The content view takes the cell's bounds; other subviews get their solved frames.
  open override func layoutSubviews() {
    let frame = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != frame { contentView.frame = frame }
    applySolvedFrames(skipping: [contentView])
  }
}
