/// A problem UIKit reports by throwing an Objective-C exception; here it is recorded instead.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The items of a constraint are in different view hierarchies.
    case noCommonAncestor
    /// The attributes cannot be related (x with y, leading with left, size with location).
    case invalidAttributePairing
    /// A location attribute was set equal to a constant.
    case locationEqualToConstant
    /// A constraint item is neither a view nor a layout guide.
    case invalidItem
    /// `insertArrangedSubview(_:at:)` with an index past the end of `arrangedSubviews`.
    case arrangedSubviewIndexOutOfBounds
    /// A priority outside 0 < p <= 1000.
    case invalidPriority
    /// A priority changed between required and optional while installed.
    case priorityChangeOnInstalledConstraint
    /// `addConstraint(_:)` on a view that is not an ancestor of the constraint's items.
    case constraintNotInSubtree
    /// A constant, multiplier or intrinsic size that is not a finite number.
    case nonFiniteValue
    /// A visual format string UIKit cannot parse; the message carries UIKit's caret lines.
    case invalidVisualFormat
    /// A metric a visual format string uses is not a number (UIKit's "unrecognized selector").
    case invalidMetric
    /// An action sent to a target that has no method for it (UIKit's "unrecognized selector").
    case unrecognizedSelector
    /// An action method whose parameter cannot take the sender or event (only logged).
    case actionArgumentMismatch
    /// A table or collection view was asked for a cell whose reuse identifier is not registered.
    case cellNotRegistered
    /// A data source gave a negative number of rows or items.
    case negativeItemCount
    /// A delegate gave a negative row height.
    case invalidRowHeight
    /// An index path past the rows or items of a table or collection view.
    case invalidIndexPath
    /// A collection view's data source returned a cell it did not dequeue.
    case cellNotDequeued
    /// A flow layout item does not fit in its collection view (only logged).
    case flowLayoutItemTooLarge
    /// A self-sizing cell's constraints gave it no height (only logged).
    case ambiguousCellHeight
  }

  /// What went wrong.
  public let kind: Kind
  /// UIKit's exception reason, word for word.
  public let message: String
  /// Where the offending constraint was made.
  public let sourceLocation: SourceLocation?
  /// The Objective-C exception UIKit would raise.
  public let exceptionName: String
  /// The offending constraint's description, when there is one.
  public let constraintDescription: String?
  /// For visual-format errors: the format string and where in it UIKit stopped.
  public let visualFormatSource: VisualFormatSource?

  /// Creates an error record.
  public init(
    kind: Kind, message: String, sourceLocation: SourceLocation?,
    exceptionName: String = "NSInternalInconsistencyException",
    constraintDescription: String? = nil, visualFormatSource: VisualFormatSource? = nil
  ) {
    self.kind = kind
    self.message = message
    self.sourceLocation = sourceLocation
    self.exceptionName = exceptionName
    self.constraintDescription = constraintDescription
    self.visualFormatSource = visualFormatSource
  }

  /// `File.swift:12: NSGenericException: Unable to activate …`.
  public var description: String {
    let place = sourceLocation.map { "\($0): " } ?? ""
    return "\(place)\(exceptionName): \(message)"
  }
}

/// One constraint as it appears in a log entry.
public struct LoggedConstraint: Hashable, Sendable, CustomStringConvertible {
  /// Who made a constraint.
  public enum Origin: String, Hashable, Sendable {
    /// The program (`sourceLocation` says where).
    case program
    /// UIKit, from a view's autoresizing mask.
    case autoresizing
    /// UIKit, for anything else: guides, intrinsic sizes, a root view's size.
    case system
  }

  /// UIKit's description of the constraint.
  public let description: String
  /// Where the program made it; nil for constraints UIKit made (autoresizing, guides, sizes).
  public let sourceLocation: SourceLocation?
  /// The constraint's identifier, if any.
  public let identifier: String?
  /// Who made it.
  public let origin: Origin
  /// Whether the engine broke this constraint to recover.
  public let isBroken: Bool
  /// The views (and layout guides' owning views) it relates, first item first, as
  /// `ObjectIdentifier`s a harness can match against the views it knows. For an autoresizing
  /// constraint the first is the view whose mask made it.
  public let items: [ObjectIdentifier]
  /// For a constraint made from a visual format string: the string and the part it comes from.
  public let visualFormatSource: VisualFormatSource?
  /// How the program wrote it (`.uikit` for UIKit's own).
  public let creation: ConstraintCreation
  /// The guides it relates, by the property that returns them (`layoutMarginsGuide`).
  public let guides: [String]
  /// The equation as data, when both sides are attributes of views or guides.
  public let equation: LoggedEquation?
  /// Whether its constant is the system spacing (`constraint(equalToSystemSpacingAfter:…)` and
  /// the like), not a number the program wrote.
  public let isSystemSpacing: Bool

  @MainActor init(_ constraint: NSLayoutConstraint, isBroken: Bool = false) {
    description = constraint.description
    sourceLocation = constraint.isSystemOwned ? nil : constraint.sourceLocation
    visualFormatSource = constraint.visualFormatSource
    creation = constraint.creation
    guides = constraint.guideProperties
    equation = LoggedEquation(constraint)
    isSystemSpacing = constraint.symbolic?.isSystemSpacing == true
    identifier = constraint.identifier
    self.isBroken = isBroken
    switch constraint.origin {
    case .program: origin = .program
    case .autoresizing: origin = .autoresizing
    default: origin = .system
    }
    var views = (constraint.first.items + (constraint.second?.items ?? [])).compactMap(
      hierarchyNode)
    if let owner = constraint.systemOwner, case .autoresizing = constraint.origin {
      views.removeAll { $0 === owner }
      views.insert(owner, at: 0)
    }
    items = views.map(ObjectIdentifier.init)
  }
}

/// One thing the layout engine said, as UIKit would print it to the console.
public struct LayoutLogEntry: Hashable, Sendable, CustomStringConvertible {
  /// The kind of message.
  public enum Kind: String, Hashable, Sendable {
    /// "Unable to simultaneously satisfy constraints."
    case unsatisfiableConstraints
    /// A recorded exception (see `LayoutError`).
    case error
  }

  /// The kind of message.
  public let kind: Kind
  /// The full text UIKit prints.
  public let message: String
  /// The constraints involved, in the order printed.
  public let constraints: [LoggedConstraint]
  /// The constraint the engine broke to recover, for unsatisfiable layouts.
  public let brokenConstraint: LoggedConstraint?
  /// The recorded exception, for `.error` entries.
  public let error: LayoutError?

  /// The message text.
  public var description: String { message }
}

/// The console of the layout engine: unsatisfiable-constraint reports and recorded exceptions.
///
/// Libraries never print; the harness reads `entries` and shows them to the learner.
@preconcurrency @MainActor
public final class LayoutLog {
  /// The log every view writes to.
  public static let shared = LayoutLog()

  /// Everything logged since the last `clear()`, oldest first.
  public private(set) var entries: [LayoutLogEntry] = []
  private var clearedCount = 0
  /// Where the current section starts in `entries`.
  private var sectionStart = 0

  /// Creates an empty log.
  public init() {}

  /// The recorded exceptions, oldest first.
  public var errors: [LayoutError] { entries.compactMap(\.error) }

  /// Forgets every entry.
  public func clear() {
    clearedCount += entries.count
    entries.removeAll()
    sectionStart = 0
  }

  /// A position in the log: pass it to `entries(since:)` to get what was logged after it.
  public var mark: Int { clearedCount + entries.count }

  /// The entries logged after `mark` (and not cleared since).
  public func entries(since mark: Int) -> [LayoutLogEntry] {
    Array(entries.dropFirst(max(0, mark - clearedCount)))
  }

  func record(error: LayoutError) {
    append(
      LayoutLogEntry(
        kind: .error, message: error.message, constraints: [], brokenConstraint: nil,
        error: error))
  }

  /// Starts a new section (a stage for another device): what was said before may be said again.
  func beginSection() {
    sectionStart = entries.count
  }

  func append(_ entry: LayoutLogEntry) {
    // The same report for the same constraints is said once per section (a hierarchy
    // re-installed in a new engine, or an invalid constraint both made and activated, would
    // otherwise repeat it); a new section is a new run of the program's code.
    if entries[sectionStart...].contains(entry) { return }
    entries.append(entry)
  }
}
