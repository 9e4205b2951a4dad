/// One view's geometry and layout state in a snapshot.
public struct ViewRecord: Sendable, Hashable, Codable {
  /// The property path the view was found at from the entry object, such as `skipButton` or
  /// `view` (the root view) or `cardView.titleLabel`.
  public var path: String
  /// The view's class name, such as `UIButton` (JSON key `class`).
  public var className: String
  /// UIKit's `frame`: in the superview's coordinate space.
  public var frame: ReportRect
  /// The frame in the root view's coordinate space (`view.convert(view.bounds, to: root)`); the
  /// root view's own is its bounds. Expected frames are given in this space.
  public var frameInRoot: ReportRect
  /// The path of the view's superview, when the report names it (nil for the root view, and
  /// when the superview has no path in the report).
  public var superview: String?
  /// `isHidden`.
  public var hidden: Bool
  /// `hasAmbiguousLayout`: other frames would satisfy the view's constraints equally well.
  public var ambiguous: Bool
  /// `alpha`, when recorded.
  public var alpha: Double?
  /// Whether UIKit still turns the view's autoresizing mask into constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// What decides the frame, when recorded: `constraints`, `autoresizingMask` (the mask and a
  /// frame the program gave) or `frame` (a frame set by hand after the engine placed the view).
  public var placement: String?
  /// The constraints holding its frame where it is, when recorded (checked views, settled
  /// snapshots).
  public var blame: FrameBlame?
  /// For a table's cell, how the table sized its row: `fixed-height` (`rowHeight` or
  /// `tableView(_:heightForRowAt:)`), `fitted`, `standard-after-zero-height` or `estimated`.
  public var rowSizing: String?
  /// When layout still uses an intrinsic size the view no longer answers (checked views, settled
  /// snapshots).
  public var staleIntrinsicSize: StaleIntrinsicSizeRecord?
  /// For a collection view's cell, when its flow layout kept its size from before the collection
  /// view changed size (checked views, settled snapshots).
  public var staleItemSize: StaleItemSizeRecord?
  /// For a label that shows fewer lines than its text takes (checked views, settled snapshots).
  public var textLines: TextLinesRecord?
  /// Its content hugging and compression resistance priorities (checked views, settled
  /// snapshots).
  public var contentPriorities: ContentPrioritiesRecord?
  /// When its frame (or bounds or center) was last set by hand: its superview's size then and
  /// now (checked views, settled snapshots).
  public var frameSetting: FrameSettingRecord?
  /// For a table's or collection view's cell, the views the program added to the cell itself
  /// rather than to its `contentView` (by their names, or their class when they have none;
  /// checked cells, settled snapshots, only when there are some).
  public var addedToCell: [String]?
  /// For a checked scroll view in a settled snapshot, its insets and the keyboard over it.
  public var scrollState: ScrollStateRecord?
  /// For a view inside a scroll view, when the rectangle last made visible there was the view's
  /// own in other coordinates than the scroll view's.
  public var madeVisible: MadeVisibleRecord?
  /// For a checked label or text view in a settled snapshot, its font and text size.
  public var textState: TextStateRecord?
  /// For a collection view's cell in a flow layout, how the layout sized it and lined it up
  /// (checked cells, settled snapshots).
  public var flowItem: FlowItemRecord?
  /// For a collection view's cell in a compositional layout, the sizes of the item that made it
  /// and of its group, as the program wrote them (checked cells, settled snapshots).
  public var compositionalItem: CompositionalItemRecord?
  /// For a collection view's cell that sizes its height from its content: true when its
  /// constraints decide no height (fitted towards two heights, it takes each), so the layout
  /// kept its estimate (checked cells, settled snapshots).
  public var heightUndetermined: Bool?
  /// For a table's cell, header or footer, the table's style: `plain`, `grouped` or
  /// `insetGrouped` (checked views, settled snapshots).
  public var tableStyle: String?
  /// How its layout margins were set up, when not left at UIKit's defaults (it preserves its
  /// superview's margins, or the program set its own; checked views, settled snapshots).
  public var margins: MarginsRecord?

  /// Creates a view record.
  public init(
    path: String, className: String, frame: ReportRect, frameInRoot: ReportRect,
    superview: String? = nil, hidden: Bool = false, ambiguous: Bool = false, alpha: Double? = nil,
    translatesAutoresizingMaskIntoConstraints: Bool = false, placement: String? = nil,
    blame: FrameBlame? = nil, rowSizing: String? = nil
  ) {
    self.rowSizing = rowSizing
    self.path = path
    self.className = className
    self.frame = frame
    self.frameInRoot = frameInRoot
    self.superview = superview
    self.hidden = hidden
    self.ambiguous = ambiguous
    self.alpha = alpha
    self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
    self.placement = placement
    self.blame = blame
  }

  private enum CodingKeys: String, CodingKey {
    case path
    case className = "class"
    case frame, frameInRoot, superview, hidden, ambiguous, alpha,
      translatesAutoresizingMaskIntoConstraints, placement, blame, rowSizing, staleIntrinsicSize,
      staleItemSize, textLines, contentPriorities, frameSetting, addedToCell, scrollState,
      madeVisible, textState, flowItem, compositionalItem, heightUndetermined, tableStyle, margins
  }
}
