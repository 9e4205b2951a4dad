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
    if block.kind == .zeroHeightCell {
      return ["\(number). Line \(block.line): a cell's content view with a height of zero."]
        + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
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
    if !block.missing.isEmpty {
      lines += wrapped(
        "The block is cut short: " + block.missing.map(Self.phrase).joined(separator: "; ")
          + ". It is explained as far as it goes.", prefix: "   ")
    }
    return lines + diagnosisLines(DiagnosisCatalogue.diagnoses(of: block))
  }

  private func diagnosisLines(_ diagnoses: [Diagnosis]) -> [String] {
    guard let likely = diagnoses.first else { return [] }
    var lines = wrapped(likely.summary, prefix: "   Likely cause: ")
    lines += wrapped(likely.fix, prefix: "   Fix: ")
    lines.append("   Lesson: layoutlings show \(likely.lesson)")
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
    }
  }
}
