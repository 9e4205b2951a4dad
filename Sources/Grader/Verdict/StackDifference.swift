import LayoutReport

/// A stack view set up differently from the reference solution's stack of the same name, said
/// as the learner's mistake: its axis, distribution or alignment, a view added with
/// `addSubview(_:)` instead of arranged, margins the arrangement ignores, the custom spacing
/// after another view, or a view made transparent or left shown where the solution hides it.
///
/// The frames show only the symptom (a view too wide, shifted, stretched); the stack's own
/// constraints are UIKit's and never differ from the solution's, so the comparison of the
/// learner's constraints cannot see it. Said on the first device whose frames are wrong, for a
/// stack that holds, is, or lies inside a view whose frame is wrong; the diagnostics about
/// those views' frames and masks are then its symptoms and are left out.
enum StackDifference {
  /// One difference, as said.
  struct Finding {
    var cause: MismatchCause
    var stack: String
    var message: String
    var line: Int?
  }

  /// `verdict` with the first stack difference said first, when there is one.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String
  ) -> Verdict {
    let failing = verdict.checks.filter { !$0.ok }
    guard let device = failing.first?.device,
      let mine = learner.device(device)?.stacks, let theirs = reference.device(device)?.stacks
    else { return verdict }
    let wrongViews = Set(failing.map(\.view))
    let lines = SourceAssignments(source)
    let snapshots = orderedSnapshots(failing)
    for key in theirs.keys.sorted(by: {
      order(of: $0, in: snapshots) < order(of: $1, in: snapshots)
    }) {
      guard let expected = theirs[key], let actual = mine[key],
        isAbout(expected, wrongViews: wrongViews),
        let finding = find(
          actual, expected, isFirstSnapshot: key.hasPrefix((snapshots.first ?? "") + "/"),
          lines: lines,
          others: mine.values.map { propertyName($0.path) }.filter {
            $0 != propertyName(actual.path)
          })
      else { continue }
      let devices = failing.devicesInOrder
      let diagnostic = Diagnostic(
        kind: .frameMismatch, message: finding.message,
        file: finding.line == nil ? nil : file, line: finding.line, device: devices.first,
        view: finding.stack, devices: devices, cause: finding.cause)
      let symptoms = Set([expected.path] + expected.members.map(\.path))
      var explained = verdict
      explained.diagnostics = Diagnostic.ordered(
        [diagnostic]
          + verdict.diagnostics.filter { other in
            !((other.kind == .frameMismatch || other.kind == .autoresizingMask)
              && other.view.map { view in
                symptoms.contains(view) || symptoms.contains { view.hasPrefix($0 + ".") }
              } == true)
          })
      return explained
    }
    return verdict
  }

  /// Whether the stack is, holds or lies inside a view whose frame is wrong.
  static func isAbout(_ stack: StackViewRecord, wrongViews: Set<String>) -> Bool {
    wrongViews.contains { view in
      view == stack.path || view.hasPrefix(stack.path + ".") || stack.path.hasPrefix(view + ".")
        || stack.members.contains { $0.path == view }
    }
  }

  /// The first way `actual` differs from `expected` that explains a layout.
  static func find(
    _ actual: StackViewRecord, _ expected: StackViewRecord, isFirstSnapshot: Bool,
    lines: SourceAssignments, others: [String] = []
  ) -> Finding? {
    let name = "`\(actual.path)`"
    let property = propertyName(actual.path)
    // A stack no property holds (a row made in a helper) is told to set "its" property.
    let named = !property.contains("[")
    func set(_ key: String, _ value: String) -> String {
      named ? "set `\(property).\(key) = \(value)`" : "set its `\(key)` to `\(value)`"
    }
    func line(_ key: String, _ value: String) -> Int? {
      let assignment = "\(key) = .\(value)"
      return lines.uniqueLine(matching: ["\(property).\(assignment)"])
        ?? lines.uniqueLine(matching: [".\(assignment)", "\(key): .\(value)"], others: others)
    }
    /// The line passing `view` (or `self.view`) as the last argument after `head`.
    func callLine(_ head: String, _ view: String) -> Int? {
      lines.uniqueLine(matching: ["\(head)\(view))", "\(head)self.\(view))"])
    }
    for member in expected.members where member.arranged {
      guard let mine = actual.members.first(where: { $0.path == member.path }), !mine.arranged
      else { continue }
      let view = propertyName(member.path)
      let line = callLine("addSubview(", view)
      return Finding(
        cause: .addedNotArranged, stack: member.path,
        message: "`\(member.path)` was added to \(name) with `addSubview(_:)`\(at(line)), so the"
          + " stack does not arrange it: it keeps the frame its autoresizing mask gives it. Add"
          + " it with `\(property).addArrangedSubview(\(view))`, which also makes it a subview.",
        line: line)
    }
    if actual.axis != expected.axis {
      let line = line("axis", actual.axis)
      let unset =
        line == nil && actual.axis == "horizontal"
        ? " (a stack view is horizontal until its axis is set)" : ""
      return Finding(
        cause: .wrongAxis, stack: actual.path,
        message: "\(name) lays its views out \(actual.axis)ly\(at(line))\(unset); the layout"
          + " needs them \(expected.axis)ly: \(set("axis", "." + expected.axis)).",
        line: line)
    }
    if actual.distribution != expected.distribution {
      let line = line("distribution", actual.distribution)
      return Finding(
        cause: .wrongDistribution, stack: actual.path,
        message: "\(name)'s distribution is `.\(actual.distribution)`\(at(line)), which "
          + distributionMeaning(actual.distribution)
          + "; the layout needs `.\(expected.distribution)`,"
          + " which " + distributionMeaning(expected.distribution) + ".",
        line: line)
    }
    if actual.alignment != expected.alignment {
      let line = line("alignment", actual.alignment)
      let baselines = ["firstBaseline", "lastBaseline"]
      let cause: MismatchCause =
        !baselines.contains(expected.alignment)
        ? .wrongAlignment
        : baselines.contains(actual.alignment) ? .firstLastBaselineSwapped : .edgeForBaseline
      return Finding(
        cause: cause, stack: actual.path,
        message: "\(name)'s alignment is `.\(actual.alignment)`\(at(line)), which "
          + alignmentMeaning(actual.alignment, axis: actual.axis) + "; the layout needs `."
          + expected.alignment + "`, which "
          + alignmentMeaning(expected.alignment, axis: actual.axis)
          + ".",
        line: line)
    }
    if expected.isLayoutMarginsRelativeArrangement, !actual.isLayoutMarginsRelativeArrangement {
      return Finding(
        cause: .marginsNotRelative, stack: actual.path,
        message: "\(name) lays its views out to its own edges, not inside its layout margins:"
          + " a stack view arranges inside the margins it is given only when asked to:"
          + " \(set("isLayoutMarginsRelativeArrangement", "true")).",
        line: nil)
    }
    let mineCustom = actual.members.filter { $0.customSpacingAfter != nil }
    let theirCustom = expected.members.filter { $0.customSpacingAfter != nil }
    if let wrong = mineCustom.first(where: { mine in
      !theirCustom.contains { $0.path == mine.path }
    }),
      let right = theirCustom.first(where: { theirs in
        !mineCustom.contains { $0.path == theirs.path }
      })
    {
      let view = propertyName(wrong.path)
      let line = callLine("after: ", view)
      return Finding(
        cause: .wrongItem, stack: actual.path,
        message: "\(name)'s custom spacing is set after `\(wrong.path)`\(at(line)); the layout"
          + " needs it after `\(right.path)`: `setCustomSpacing(_:after:)` sets the space that"
          + " follows the view it names.",
        line: line)
    }
    for member in expected.members where member.arranged && member.hidden {
      guard let mine = actual.members.first(where: { $0.path == member.path }), !mine.hidden
      else { continue }
      let view = propertyName(member.path)
      if mine.alpha == 0 {
        let line = lines.uniqueLine(matching: ["\(view).alpha ="])
        return Finding(
          cause: .alphaForHidden, stack: member.path,
          message:
            "`\(member.path)` is transparent (`alpha = 0`\(line.map { ", line \($0)" } ?? ""))"
            + " but not hidden, so \(name) still gives it room. Hide it with"
            + " `isHidden = true`: a stack view lays out only the arranged views that are not"
            + " hidden.",
          line: line)
      }
      if isFirstSnapshot {
        return Finding(
          cause: .initialStateNotApplied, stack: member.path,
          message: "`\(member.path)` is shown from the start, where the layout hides it until"
            + " it is needed: the code that hides it has not run yet. A property's `didSet`"
            + " does not run for its initial value, so apply the first state yourself in"
            + " `viewDidLoad()`.",
          line: nil)
      }
    }
    return nil
  }

  static func at(_ line: Int?) -> String { line.map { " (line \($0))" } ?? "" }

  /// The last component of a view's name: the property that holds it (`goalStack`), or its place
  /// (`subviews[1]`).
  static func propertyName(_ path: String) -> String {
    path.split(separator: ".").last.map(String.init) ?? path
  }

  static func distributionMeaning(_ name: String) -> String {
    switch name {
    case "fill": "stretches one view to take the room left over"
    case "fillEqually": "makes every view the same length"
    case "fillProportionally": "shares the length in proportion to the views' intrinsic sizes"
    case "equalSpacing": "keeps the views' own lengths and makes the gaps between them equal"
    case "equalCentering": "keeps the views' own lengths and spaces their centres equally"
    default: "lays the views out its own way"
    }
  }

  static func alignmentMeaning(_ name: String, axis: String) -> String {
    let across = axis == "vertical" ? "wide" : "tall"
    switch name {
    case "fill": return "stretches every view as \(across) as the stack"
    case "center": return "centres the views at their own sizes"
    case "firstBaseline":
      return "lines up the baselines of the views' first lines of text, whatever their sizes"
    case "lastBaseline":
      return "lines up the baselines of the views' last lines of text"
    default: return "lines the views up on their \(name) edges at their own sizes"
    }
  }

  /// Snapshot names in the order the failing checks name them.
  static func orderedSnapshots(_ failing: [Check]) -> [String] {
    var names: [String] = []
    for check in failing where !names.contains(check.snapshot) { names.append(check.snapshot) }
    return names
  }

  static func order(of key: String, in snapshots: [String]) -> (Int, String) {
    let snapshot = key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
    return (snapshots.firstIndex(of: snapshot) ?? snapshots.count, key)
  }
}
