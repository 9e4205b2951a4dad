import LayoutReport

/// How one program's constraints differ from another's on one device, as constraints: those
/// only the reference makes, those only the learner makes, and those both make, each compared
/// in its canonical form (`CanonicalConstraint`).
public struct ConstraintComparison: Sendable, Hashable {
  /// A constraint and where its program made it.
  public struct Entry: Sendable, Hashable {
    /// The constraint.
    public var constraint: CanonicalConstraint
    /// The file and line that made it, when known.
    public var file: String?
    public var line: Int?
  }

  /// What the reference has and the learner does not.
  public var referenceOnly: [Entry]
  /// What the learner has and the reference does not.
  public var learnerOnly: [Entry]
  /// What both have.
  public var shared: [CanonicalConstraint]
  /// The learner's constraints without an equation to compare (a distance between two anchors,
  /// an item no property names), by UIKit's description.
  public var learnerUncompared: [String]
  /// The reference's such constraints.
  public var referenceUncompared: [String]

  /// Compares the constraints of `learner` with those of `reference`; a constraint made twice
  /// counts twice.
  public init(learner: [ConstraintRecord], reference: [ConstraintRecord]) {
    let learnerEntries = Self.entries(learner)
    let referenceEntries = Self.entries(reference)
    var unmatched: [String: Int] = [:]
    for entry in referenceEntries { unmatched[entry.constraint.key, default: 0] += 1 }
    var learnerOnly: [Entry] = []
    var shared: [CanonicalConstraint] = []
    for entry in learnerEntries {
      if let count = unmatched[entry.constraint.key], count > 0 {
        unmatched[entry.constraint.key] = count - 1
        shared.append(entry.constraint)
      } else {
        learnerOnly.append(entry)
      }
    }
    var referenceOnly: [Entry] = []
    for entry in referenceEntries {
      if let count = unmatched[entry.constraint.key], count > 0 {
        unmatched[entry.constraint.key] = count - 1
        referenceOnly.append(entry)
      }
    }
    self.referenceOnly = referenceOnly.sorted { $0.constraint < $1.constraint }
    self.learnerOnly = learnerOnly.sorted { $0.constraint < $1.constraint }
    self.shared = shared.sorted()
    learnerUncompared = learner.filter { $0.equation == nil }.map(\.description)
    referenceUncompared = reference.filter { $0.equation == nil }.map(\.description)
  }

  /// Whether both programs make the same constraints.
  public var isSame: Bool {
    referenceOnly.isEmpty && learnerOnly.isEmpty && learnerUncompared.isEmpty
      && referenceUncompared.isEmpty
  }

  /// The differences without where they were made: two devices whose comparisons have the same
  /// signature differ the same way. Constraints not compared count by number only (UIKit's
  /// descriptions hold addresses that differ from device to device).
  public var signature: [String] {
    referenceOnly.map { "-" + $0.constraint.key } + learnerOnly.map { "+" + $0.constraint.key }
      + ["-? \(referenceUncompared.count)", "+? \(learnerUncompared.count)"]
  }

  private static func entries(_ records: [ConstraintRecord]) -> [Entry] {
    records.compactMap { record in
      record.equation.map {
        Entry(constraint: CanonicalConstraint($0), file: record.file, line: record.line)
      }
    }
  }
}
