/// What a difference between two programs' constraints means, where a simple rule says it:
/// for one view on one axis, one program sets a size where the other pins an edge, centres where
/// the other pins, measures from another guide, uses left and right where the other uses leading
/// and trailing, or relates the same attributes with other numbers.
public enum ConstraintDifferenceRules {
  /// One sentence per difference a rule recognises, in the order of the views.
  public static func notes(for comparison: ConstraintComparison) -> [String] {
    var learner = comparison.learnerOnly.map(\.constraint)
    var reference = comparison.referenceOnly.map(\.constraint)
    var notes: [String] = []
    // Pairs first: the same attributes, then the same edge from another guide or side.
    for pairing in [Pairing.sameTerms, .otherGuide, .absoluteSides] {
      var index = 0
      while index < learner.count {
        if let match = reference.firstIndex(where: { pairing.matches(learner[index], $0) }) {
          notes.append(pairing.note(learner[index], reference[match]))
          learner.remove(at: index)
          reference.remove(at: match)
        } else {
          index += 1
        }
      }
    }
    // Then what each program holds a view's axis by.
    var groups: [(view: String, axis: CanonicalConstraint.Axis)] = []
    for constraint in learner + reference {
      let group = (constraint.first.view, constraint.first.axis)
      if !groups.contains(where: { $0 == group }) { groups.append(group) }
    }
    for (view, axis) in groups.sorted(by: {
      ($0.view, $0.axis.rawValue) < ($1.view, $1.axis.rawValue)
    }) {
      let mine = learner.filter { $0.first.view == view && $0.first.axis == axis }
      let theirs = reference.filter { $0.first.view == view && $0.first.axis == axis }
      if let note = holdNote(view: view, axis: axis, learner: mine, reference: theirs) {
        notes.append(note)
      }
    }
    return notes
  }

  /// How a program holds a view on an axis: by its size, an edge, or its centre.
  enum Hold: Equatable {
    case size, edge, centre

    init(_ attribute: String) {
      switch attribute {
      case "width", "height": self = .size
      case "centerX", "centerY": self = .centre
      default: self = .edge
      }
    }
  }

  private static func holdNote(
    view: String, axis: CanonicalConstraint.Axis, learner: [CanonicalConstraint],
    reference: [CanonicalConstraint]
  ) -> String? {
    guard !learner.isEmpty, !reference.isEmpty else { return nil }
    let mine = Set(learner.map { $0.first.attribute })
    let theirs = Set(reference.map { $0.first.attribute })
    let size = axis == .horizontal ? "width" : "height"
    let myEdges = mine.filter { Hold($0) == .edge }.sorted()
    let theirEdges = theirs.filter { Hold($0) == .edge }.sorted()
    if mine.contains(size), !theirs.contains(size), !theirEdges.isEmpty {
      return "You set \(view)'s \(size); the reference pins its \(edges(theirEdges)) instead. "
        + sizeMeaning(learner.first { $0.first.attribute == size }, size: size, mine: true)
    }
    if theirs.contains(size), !mine.contains(size), !myEdges.isEmpty {
      return "You pin \(view)'s \(edges(myEdges)); the reference sets its \(size) instead. "
        + sizeMeaning(reference.first { $0.first.attribute == size }, size: size, mine: false)
    }
    let centre = axis == .horizontal ? "centerX" : "centerY"
    if mine.contains(centre), !theirs.contains(centre), !theirEdges.isEmpty {
      return "You centre \(view) (\(centre)); the reference places it by its "
        + "\(edges(theirEdges)) instead."
    }
    if theirs.contains(centre), !mine.contains(centre), !myEdges.isEmpty {
      return "You place \(view) by its \(edges(myEdges)); the reference centres it "
        + "(\(centre)) instead."
    }
    return nil
  }

  /// What a size instead of a pinned edge means: a constant size stays as set; a size relative
  /// to another view follows that view by a proportion, where a pinned edge keeps a distance.
  private static func sizeMeaning(_ constraint: CanonicalConstraint?, size: String, mine: Bool)
    -> String
  {
    let whose = mine ? "yours" : "the reference's"
    guard let constraint, let other = constraint.second else {
      return "A \(size) of a constant stays as set when the screen changes size (\(whose)); a "
        + "pinned edge follows what it is pinned to."
    }
    return "Both follow the screen: a \(size) relative to \(other.text) (\(whose)) keeps a "
      + "proportion, a pinned edge keeps a distance."
  }

  private static func edges(_ attributes: [String]) -> String {
    let names = attributes.map { $0.hasSuffix("Baseline") ? $0 : "\($0) edge" }
    switch names.count {
    case 1: return names[0]
    case 2: return "\(names[0]) and \(names[1])"
    default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
  }

  /// A learner's constraint and a reference's that differ in one recognisable way.
  enum Pairing {
    /// The same attributes with other numbers, relation or priority.
    case sameTerms
    /// The same edges of the same views, one measured from a guide the other does not use.
    case otherGuide
    /// Left or right where the other has leading or trailing.
    case absoluteSides

    func matches(_ learner: CanonicalConstraint, _ reference: CanonicalConstraint) -> Bool {
      switch self {
      case .sameTerms:
        return learner.relatesSameTerms(as: reference)
      case .otherGuide:
        guard learner.first == reference.first, let mine = learner.second,
          let theirs = reference.second
        else { return false }
        return mine.view == theirs.view && mine.attribute == theirs.attribute
          && mine.guide != theirs.guide
      case .absoluteSides:
        return learner.first.view == reference.first.view
          && Self.sameSide(learner.first.attribute, reference.first.attribute)
          && Self.isAbsolute(learner.first.attribute) != Self.isAbsolute(reference.first.attribute)
      }
    }

    func note(_ learner: CanonicalConstraint, _ reference: CanonicalConstraint) -> String {
      switch self {
      case .sameTerms:
        return "You relate the same attributes as the reference with other numbers: "
          + "\(learner.text) where it has \(reference.text)."
      case .otherGuide:
        let mine = learner.second.map(Self.origin) ?? ""
        let theirs = reference.second.map(Self.origin) ?? ""
        return "You measure \(learner.first.text) from \(mine); the reference from \(theirs). "
          + "The safe area and the margins move with the device (a notch, a home indicator, "
          + "other margins); an edge plus a constant does not."
      case .absoluteSides:
        return
          "You use \(Self.isAbsolute(learner.first.attribute) ? "left and right" : "leading and trailing") "
          + "for \(learner.first.view) where the reference uses "
          + "\(Self.isAbsolute(reference.first.attribute) ? "left and right" : "leading and trailing"). "
          + "Leading and trailing swap sides in right-to-left languages; left and right do not."
      }
    }

    /// `view's safeAreaLayoutGuide` or `view's own edge`.
    static func origin(_ term: CanonicalConstraint.Term) -> String {
      if let guide = term.guide { return "\(term.view)'s \(guide)" }
      return "\(term.view)'s own \(term.attribute) edge"
    }

    static func isAbsolute(_ attribute: String) -> Bool {
      attribute == "left" || attribute == "right"
    }

    static func sameSide(_ one: String, _ other: String) -> Bool {
      let pairs: Set<[String]> = [["left", "leading"], ["right", "trailing"]]
      return pairs.contains([one, other]) || pairs.contains([other, one])
    }
  }
}
