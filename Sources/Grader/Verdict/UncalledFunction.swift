/// An ambiguous view whose missing constraints are exactly what one function of the program
/// makes, and nothing calls that function: the constraints the reference solution has and the
/// learner lacks (on the device of the ambiguity) are all made inside one function of the
/// reference's file, the learner's file declares a function of that name, and names it nowhere
/// else. Said as `constraint-missing` on the ambiguity, at the function's declaration.
///
/// Said only when the learner has no constraint the reference lacks.
enum UncalledFunction {
  /// The function never called, where the learner declares it, and the constraints it makes.
  struct Finding: Equatable {
    var name: String
    var line: Int
    var missing: [ConstraintComparison.Entry]
  }

  /// `verdict` with its first ambiguity said as the function never called, when it is.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String, referenceSource: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }),
      let index = verdict.diagnostics.firstIndex(where: {
        $0.kind == .ambiguousLayout && $0.view != nil
      }),
      let view = verdict.diagnostics[index].view, let device = verdict.diagnostics[index].device,
      let mine = learner.device(device), let theirs = reference.device(device)
    else { return verdict }
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    guard
      let finding = find(
        comparison, about: view, source: source, referenceSource: referenceSource)
    else { return verdict }
    var explained = verdict
    var diagnostic = explained.diagnostics[index]
    let formulas = finding.missing.prefix(2).map { "`\($0.constraint.text)`" }
    let more = finding.missing.count > 2 ? " and \(finding.missing.count - 2) more" : ""
    diagnostic.cause = .constraintMissing
    diagnostic.file = file
    diagnostic.line = finding.line
    diagnostic.diagnosis =
      "`\(view)` has an ambiguous layout on \(device): it lacks \(MessageText.list(formulas))"
      + "\(more), which `\(finding.name)()` (line \(finding.line)) makes, but nothing calls"
      + " `\(finding.name)()`. Call it where the other constraints are activated."
    explained.diagnostics[index] = diagnostic
    return explained
  }

  /// The function never called that would make the constraints `comparison` finds missing.
  static func find(
    _ comparison: ConstraintComparison, about view: String, source: String,
    referenceSource: String
  ) -> Finding? {
    let missing = comparison.referenceOnly
    guard !missing.isEmpty, comparison.learnerOnly.isEmpty,
      comparison.learnerUncompared.isEmpty,
      missing.contains(where: { $0.constraint.views.contains(view) })
    else { return nil }
    let reference = lines(referenceSource)
    let names = Set(missing.map { $0.line.flatMap { enclosingFunction(of: $0, in: reference) } })
    guard names.count == 1, let name = names.first ?? nil else { return nil }
    let learner = lines(source)
    let declarations = learner.indices.filter { declares(learner[$0], name) }
    guard declarations.count == 1 else { return nil }
    // Named nowhere but its declaration: `name(` or `self.name(` or `#selector(name)`.
    let named = learner.indices.filter { mentions(learner[$0], name) }
    guard named == declarations else { return nil }
    return Finding(name: name, line: declarations[0] + 1, missing: missing)
  }

  /// The lines without their `//` comments.
  private static func lines(_ source: String) -> [String] {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
    }
  }

  /// The name of the function whose body holds the 1-based `line`, when one does.
  static func enclosingFunction(of line: Int, in lines: [String]) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    var index = line - 1
    while index >= 0 {
      if let name = declaredName(lines[index]) {
        // Inside when the braces opened from the declaration to the line are not all closed.
        var depth = 0
        var opened = false
        for current in index..<(line - 1) {
          for character in lines[current] {
            if character == "{" {
              depth += 1
              opened = true
            } else if character == "}" {
              depth -= 1
            }
          }
          if opened, depth <= 0 { return nil }
        }
        return opened || index == line - 1 ? name : nil
      }
      index -= 1
    }
    return nil
  }

  /// The name a `func` declaration on this line declares.
  private static func declaredName(_ line: String) -> String? {
    guard let range = line.range(of: "func ") else { return nil }
    let rest = line[range.upperBound...].drop(while: { $0 == " " })
    let name = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty, rest.dropFirst(name.count).first == "(" else { return nil }
    return String(name)
  }

  private static func declares(_ line: String, _ name: String) -> Bool {
    declaredName(line) == name
  }

  /// Whether the line names the function: the name as a whole word.
  private static func mentions(_ line: String, _ name: String) -> Bool {
    var search = line[...]
    while let range = search.range(of: name) {
      let before = search[..<range.lowerBound].last
      let after = search[range.upperBound...].first
      let isWord: (Character?) -> Bool = {
        $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWord(before), !isWord(after) { return true }
      search = search[range.upperBound...]
    }
    return false
  }
}
