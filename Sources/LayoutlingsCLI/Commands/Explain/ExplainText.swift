import ArgumentParsing
import ConstraintLog

/// `layoutlings explain` for people: per block, its views, its constraints numbered as the log
/// lists them (the broken one marked), what the log lacks, then the likely cause with its fix and
/// lesson, and the other causes that also fit.
struct ExplainText {
  let log: ConstraintLog
  /// Columns the prose wraps to; constraints are never wrapped, so they can be searched for.
  let width: Int

  func lines() -> [String] {
    var lines: [String] = []
    let count = log.blocks.count
    lines.append(
      "\(count) \(count == 1 ? "report" : "reports") of UIKit's layout engine in the log.")
    for (number, block) in log.blocks.enumerated() {
      lines.append("")
      lines += self.lines(of: block, number: number + 1)
    }
    return lines
  }

  private func lines(of block: ConflictBlock, number: Int) -> [String] {
    switch block.kind {
    case .zeroHeightCell:
      return ["\(number). Line \(block.line): a cell's content view with a height of zero."]
        + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
    case .ambiguousLayout:
      return ambiguityLines(of: block, number: number)
        + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
    case .noCommonAncestor, .unableToInstall, .unpreparedHierarchy:
      return hierarchyLines(of: block, number: number)
        + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
    case .unsatisfiable:
      break
    }
    let views = block.views
    var lines = [
      "\(number). Line \(block.line): unable to satisfy \(block.constraints.count) "
        + "\(block.constraints.count == 1 ? "constraint" : "constraints") together, "
        + "\(views.count) \(views.count == 1 ? "view" : "views")."
    ]
    lines.append("   Views:")
    lines += views.map { "     \($0.displayName)" }
    lines.append("   Constraints:")
    for (index, constraint) in block.constraints.enumerated() {
      let mark = index == block.brokenIndex ? "  ← UIKit broke this one" : ""
      let unknown = constraint.relation == nil ? " (form not known, as printed)" : ""
      lines.append(
        "     \(index + 1). \(ConstraintText.describe(constraint, in: block))\(unknown)\(mark)")
    }
    if let broken = block.broken, block.brokenIndex == nil {
      lines.append(
        "   UIKit broke a constraint not in the list: \(ConstraintText.describe(broken, in: block))"
      )
    }
    if block.unknownCount > 0 {
      lines.append(
        "   \(block.unknownCount) of the constraints \(block.unknownCount == 1 ? "is" : "are") in "
          + "a form not known, shown as the log printed \(block.unknownCount == 1 ? "it" : "them")."
      )
    }
    for chain in ChainFinder.chains(in: block) {
      lines += chainLines(chain, in: block)
    }
    if !block.missing.isEmpty {
      lines += wrapped(
        "The block is cut short: " + block.missing.map(Self.phrase).joined(separator: "; ")
          + ". It is explained as far as it goes.", prefix: "   ")
    }
    return lines + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
  }

  /// A row that cannot add up: a sentence, then the picture (never wrapped), `|-8-[UILabel
  /// 0x7f01 300]-8-|  = 316, not 320`.
  private func chainLines(_ chain: ConstraintChain, in block: ConflictBlock) -> [String] {
    let horizontal = chain.axis == .horizontal
    let (sizes, span) = horizontal ? ("widths", "row") : ("heights", "column")
    let size = ConstraintText.number(chain.size)
    let total = ConstraintText.number(chain.total)
    let margins =
      chain.unknownCount == 0
      ? "" : " plus \(chain.unknownCount == 1 ? "a margin" : "\(chain.unknownCount) margins")"
    var lines = wrapped(
      "The \(sizes) along the \(span) in \(chain.view.displayName) add up to \(total)\(margins), "
        + "and it is \(size) \(horizontal ? "wide" : "tall"):", prefix: "   ")
    var picture = "|"
    for (index, step) in chain.steps.enumerated() {
      if step.isSize {
        picture +=
          "[\(block.known(step.from.view).displayName) \(ConstraintText.number(step.length ?? 0))]"
        continue
      }
      picture += "-\(step.length.map(ConstraintText.number) ?? "margin")-"
      // An edge reached that no size follows is named: `-0-(UIView 0x1.top)-20-`.
      if let next = chain.steps.dropFirst(index + 1).first, !next.isSize,
        block.index(of: step.from.view) != block.index(of: step.to.view)
      {
        picture += "(\(block.known(step.to.view).displayName).\(step.to.attribute.name))"
      }
    }
    picture += "|"
    if !horizontal { picture = "V: " + picture }
    lines.append("     \(picture)  = \(total)\(margins), not \(size)")
    return lines
  }

  /// The views a trace marks, each with its ambiguous attributes; or the query answered true.
  private func ambiguityLines(of block: ConflictBlock, number: Int) -> [String] {
    if let query = block.query, block.ambiguities.isEmpty {
      return ["\(number). Line \(block.line): \(query).hasAmbiguousLayout is true."]
    }
    let count = block.ambiguities.count
    var lines = [
      "\(number). Line \(block.line): an ambiguous layout, \(count) "
        + "\(count == 1 ? "view" : "views") marked AMBIGUOUS LAYOUT."
    ]
    if !block.ambiguities.isEmpty { lines.append("   Ambiguous:") }
    for ambiguity in block.ambiguities {
      let attributes = ambiguity.attributes.map(\.name).joined(separator: ", ")
      lines.append(
        "     \(block.known(ambiguity.view).displayName)"
          + (attributes.isEmpty ? "" : ": \(attributes)"))
    }
    if !block.missing.isEmpty {
      lines += wrapped(
        "The report is cut short: " + block.missing.map(Self.phrase).joined(separator: "; ")
          + ".", prefix: "   ")
    }
    return lines
  }

  /// A crash message: what UIKit could not do, the views it names, and the constraint.
  private func hierarchyLines(of block: ConflictBlock, number: Int) -> [String] {
    let what: String
    switch block.kind {
    case .noCommonAncestor: what = "a constraint's views have no common ancestor (a crash)"
    case .unableToInstall: what = "a constraint could not be installed on a view (a crash)"
    default:
      what =
        "the view hierarchy is not prepared for a constraint"
        + (block.terminates ? " (a crash)" : " (a warning before a crash)")
    }
    var lines = ["\(number). Line \(block.line): \(what)."]
    let views = block.views
    if !views.isEmpty {
      lines.append("   Views:")
      lines += views.map { "     \($0.displayName)" }
    }
    if !block.constraints.isEmpty {
      lines.append("   Constraint:")
      lines += block.constraints.map { "     \(ConstraintText.describe($0, in: block))" }
    }
    return lines
  }

  private func diagnosisLines(_ diagnoses: [Diagnosis]) -> [String] {
    guard let likely = diagnoses.first else { return [] }
    var lines = wrapped(likely.summary, prefix: "   Likely cause: ")
    lines += wrapped(likely.fix, prefix: "   Fix: ")
    lines.append("   Lesson: layoutlings show \(likely.lesson)")
    if !likely.exercises.isEmpty {
      lines += wrapped(likely.exercises.joined(separator: ", "), prefix: "   Exercises: ")
    }
    for other in diagnoses.dropFirst() {
      lines += wrapped(
        other.summary + " (layoutlings show \(other.lesson))", prefix: "   Also possible: ")
    }
    return lines
  }

  private func wrapped(_ text: String, prefix: String) -> [String] {
    TextWrapping.lines(
      of: TextWrapping.words(of: text), prefix: prefix, indent: prefix.count, width: width)
  }

  static func phrase(_ missing: ConflictBlock.Missing) -> String {
    switch missing {
    case .closingParenthesis: return "the list of constraints has no closing ')'"
    case .brokenConstraint: return "no line says which constraint UIKit broke"
    case .endOfConstraint: return "a constraint's line stops before its closing '>'"
    case .constraints: return "no constraint is listed"
    case .ambiguousViews: return "the trace marks no view AMBIGUOUS LAYOUT"
    }
  }
}
