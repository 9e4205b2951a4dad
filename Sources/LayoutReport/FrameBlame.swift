/// What holds a checked view's frame where it is, unknown by unknown, as the engine's solver
/// says (`LayoutStage.determination(of:)`): the constraints tight at the solution that its x, y,
/// width and height depend on. Recorded for the views an exercise checks, in settled snapshots.
public struct FrameBlame: Sendable, Hashable, Codable {
  /// The constraints holding the view's x in its superview.
  public var x: [ConstraintRecord]
  /// The constraints holding its y.
  public var y: [ConstraintRecord]
  /// The constraints holding its width.
  public var width: [ConstraintRecord]
  /// The constraints holding its height.
  public var height: [ConstraintRecord]

  /// Creates a record.
  public init(
    x: [ConstraintRecord] = [], y: [ConstraintRecord] = [], width: [ConstraintRecord] = [],
    height: [ConstraintRecord] = []
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
