import LayoutReport

/// Two views whose content hugging or compression resistance priorities on one axis are the
/// reference solution's exchanged: the view that should stretch hugs its content and the other
/// stretches, or the one that should be cut short keeps its width. Priorities are no
/// constraints the learner wrote, so the comparison of constraints cannot see them; said when
/// nothing else names a cause, on the first device whose frames are wrong, for views whose
/// frames are wrong.
enum ContentPriorityDifference {
  /// A kind of priority on an axis, as the report records it.
  struct Property: Sendable {
    var name: String
    var setter: String
    var axis: String
    var value: @Sendable (ContentPrioritiesRecord) -> Double
  }

  static let properties = [
    Property(name: "hugging", setter: "setContentHuggingPriority", axis: "horizontal") {
      $0.huggingHorizontal
    },
    Property(name: "hugging", setter: "setContentHuggingPriority", axis: "vertical") {
      $0.huggingVertical
    },
    Property(
      name: "compression resistance", setter: "setContentCompressionResistancePriority",
      axis: "horizontal"
    ) { $0.compressionHorizontal },
    Property(
      name: "compression resistance", setter: "setContentCompressionResistancePriority",
      axis: "vertical"
    ) { $0.compressionVertical },
  ]

  /// `verdict` with the exchange said first, when there is one.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }) else { return verdict }
    let failing = verdict.checks.filter { !$0.ok }
    guard let first = failing.first,
      let mine = learner.device(first.device)?.priorities,
      let theirs = reference.device(first.device)?.priorities
    else { return verdict }
    let prefix = first.snapshot + "/"
    let views = mine.keys.filter { $0.hasPrefix(prefix) }.sorted().map {
      String($0.dropFirst(prefix.count))
    }
    let wrong = Set(failing.map(\.view))
    for property in properties {
      for (index, a) in views.enumerated() where wrong.contains(a) {
        for b in views[(index + 1)...] + views[..<index] where b != a {
          guard let myA = mine[prefix + a], let myB = mine[prefix + b],
            let theirA = theirs[prefix + a], let theirB = theirs[prefix + b]
          else { continue }
          let (mineA, mineB) = (property.value(myA), property.value(myB))
          let (refA, refB) = (property.value(theirA), property.value(theirB))
          guard mineA != mineB, mineA == refB, mineB == refA else { continue }
          let name = StackDifference.propertyName(a)
          let line = SourceAssignments(source).uniqueLine(matching: [
            "\(name).\(property.setter)("
          ])
          let (low, high) = refA < refB ? (a, b) : (b, a)
          let effect =
            property.name == "hugging"
            ? "the view with the lower hugging priority is the one that grows"
            : "the view with the lower compression resistance is the one cut short"
          let diagnostic = Diagnostic(
            kind: .frameMismatch,
            message: "`\(a)` and `\(b)` have each other's \(property.axis) \(property.name)"
              + " priorities (\(format(mineA)) and \(format(mineB))"
              + "\(line.map { ", line \($0)" } ?? "")): \(effect), so the layout needs `\(low)` lower"
              + " than `\(high)`.",
            file: line == nil ? nil : file, line: line, device: first.device, view: a,
            devices: failing.devicesInOrder, cause: .contentPrioritiesSwapped)
          var explained = verdict
          explained.diagnostics = Diagnostic.ordered([diagnostic] + verdict.diagnostics)
          return explained
        }
      }
    }
    return verdict
  }

  static func format(_ priority: Double) -> String {
    priority == priority.rounded() ? String(Int(priority)) : String(priority)
  }
}
