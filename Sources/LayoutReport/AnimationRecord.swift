/// One animated property change the program started (`UIView.animate`).
public struct AnimationRecord: Sendable, Hashable, Codable {
  /// The property path of the animated view.
  public var view: String
  /// The animated property: `frame`, `center`, `bounds`, `alpha` or `transform`.
  public var property: String
  /// The value before, as numbers (`frame`: x, y, width, height; `center`: x, y; `alpha`: one).
  public var from: [Double]
  /// The value after, in the same form.
  public var to: [Double]
  /// Seconds between the call and the start of the change.
  public var delay: Double
  /// Seconds the change lasts.
  public var duration: Double
  /// The timing curve: `easeInOut`, `easeIn`, `easeOut`, `linear` or `spring`.
  public var curve: String

  /// Creates an animation record.
  public init(
    view: String, property: String, from: [Double], to: [Double], delay: Double = 0,
    duration: Double, curve: String
  ) {
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.delay = delay
    self.duration = duration
    self.curve = curve
  }
}
