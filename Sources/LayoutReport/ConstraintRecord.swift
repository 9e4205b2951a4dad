/// One constraint as a log entry or the list of inactive constraints shows it.
public struct ConstraintRecord: Sendable, Hashable, Codable {
  /// Who made a constraint.
  public enum Origin: String, Sendable, Hashable, Codable, CaseIterable {
    /// The learner's code (`file` and `line` say where).
    case code
    /// The exercise's storyboard snippet (what Interface Builder would have made).
    case storyboard
    /// UIKit, from the autoresizing mask of a view whose
    /// `translatesAutoresizingMaskIntoConstraints` is true. Window-imposed constraints on a root
    /// view are `system`, not `autoresizing`.
    case autoresizing
    /// UIKit, for any other reason: layout-margin guides, stack views, intrinsic sizes.
    case system
  }

  /// UIKit's description, such as `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`.
  public var description: String
  /// The learner's file the constraint was made in (`#fileID`), when it was made in code.
  public var file: String?
  /// The line the constraint was made on, when it was made in code.
  public var line: Int?
  /// Whether UIKit broke this constraint to recover from an unsatisfiable layout.
  public var broken: Bool
  /// Who made the constraint.
  public var origin: Origin
  /// The property paths of the named views the constraint relates, first item first. For an
  /// `autoresizing` constraint the first path is the view whose mask it was made from.
  public var views: [String]
  /// How the program wrote it, when recorded: `anchor`, `itemAttribute` (the item-and-attribute
  /// initializer) or `visualFormat`.
  public var creation: String?
  /// The guides it relates, by the property that returns them (`layoutMarginsGuide`,
  /// `safeAreaLayoutGuide`, `layoutGuide` for one the program made), when recorded.
  public var guides: [String]
  /// Its equation with the items named (added after the first version of the report), when
  /// both sides are attributes of named views or their guides.
  public var equation: ConstraintEquation?
  /// Whether its constant is the system spacing (`constraint(equalToSystemSpacingAfter:…)`),
  /// not a number the program wrote (added later; false when absent).
  public var systemSpacing: Bool

  /// Creates a constraint record. The origin defaults to `code` when a file is given and to
  /// `system` otherwise.
  public init(
    description: String, file: String? = nil, line: Int? = nil, broken: Bool = false,
    origin: Origin? = nil, views: [String] = [], creation: String? = nil, guides: [String] = [],
    equation: ConstraintEquation? = nil, systemSpacing: Bool = false
  ) {
    self.description = description
    self.file = file
    self.line = line
    self.broken = broken
    self.origin = origin ?? (file == nil ? .system : .code)
    self.views = views
    self.creation = creation
    self.guides = guides
    self.equation = equation
    self.systemSpacing = systemSpacing
  }

  private enum CodingKeys: String, CodingKey {
    case description, file, line, broken, origin, views, creation, guides, equation
    case systemSpacing
  }

  /// Writes the record; `systemSpacing` only when true, so other constraints read as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(description, forKey: .description)
    try container.encodeIfPresent(file, forKey: .file)
    try container.encodeIfPresent(line, forKey: .line)
    try container.encode(broken, forKey: .broken)
    try container.encode(origin, forKey: .origin)
    try container.encode(views, forKey: .views)
    try container.encodeIfPresent(creation, forKey: .creation)
    try container.encode(guides, forKey: .guides)
    try container.encodeIfPresent(equation, forKey: .equation)
    if systemSpacing { try container.encode(true, forKey: .systemSpacing) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let file = try container.decodeIfPresent(String.self, forKey: .file)
    self.init(
      description: try container.decode(String.self, forKey: .description),
      file: file,
      line: try container.decodeIfPresent(Int.self, forKey: .line),
      broken: try container.decodeIfPresent(Bool.self, forKey: .broken) ?? false,
      origin: try container.decodeIfPresent(Origin.self, forKey: .origin),
      views: try container.decodeIfPresent([String].self, forKey: .views) ?? [],
      creation: try container.decodeIfPresent(String.self, forKey: .creation),
      guides: try container.decodeIfPresent([String].self, forKey: .guides) ?? [],
      equation: try container.decodeIfPresent(ConstraintEquation.self, forKey: .equation),
      systemSpacing: try container.decodeIfPresent(Bool.self, forKey: .systemSpacing) ?? false)
  }
}
