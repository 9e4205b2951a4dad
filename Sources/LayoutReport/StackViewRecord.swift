/// How a stack view was configured when a settled snapshot was taken: what the grader compares
/// with the reference solution's stack of the same name to say which property is wrong, where
/// the frames show only the symptom.
public struct StackViewRecord: Sendable, Hashable, Codable {
  /// One of the stack's subviews.
  public struct Member: Sendable, Hashable, Codable {
    /// The view's name (as the report names views).
    public var path: String
    /// Whether it is in `arrangedSubviews` (false: added with `addSubview(_:)` only).
    public var arranged: Bool
    public var hidden: Bool
    public var alpha: Double
    /// The space set after it with `setCustomSpacing(_:after:)`, if any.
    public var customSpacingAfter: Double?

    /// Creates a member.
    public init(
      path: String, arranged: Bool, hidden: Bool, alpha: Double, customSpacingAfter: Double? = nil
    ) {
      self.path = path
      self.arranged = arranged
      self.hidden = hidden
      self.alpha = alpha
      self.customSpacingAfter = customSpacingAfter
    }
  }

  /// The stack's name.
  public var path: String
  /// `horizontal` or `vertical`.
  public var axis: String
  /// The `UIStackView.Distribution` case: `fill`, `fillEqually`, `fillProportionally`,
  /// `equalSpacing`, `equalCentering`.
  public var distribution: String
  /// The `UIStackView.Alignment` case as the axis reads it: `fill`, `leading` or `top`,
  /// `firstBaseline`, `center`, `trailing` or `bottom`, `lastBaseline`.
  public var alignment: String
  public var spacing: Double
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Its subviews with a name, arranged ones first in their order.
  public var members: [Member]

  /// Creates a record.
  public init(
    path: String, axis: String, distribution: String, alignment: String, spacing: Double,
    isLayoutMarginsRelativeArrangement: Bool, members: [Member]
  ) {
    self.path = path
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.members = members
  }
}
