import Devices
import LayoutReport

/// Turns a report, the expected frames and the checks into diagnostics in display order.
struct VerdictExplainer {
  let expected: ExpectedFrames
  let report: LayoutReport
  let checks: [Check]
  let rules: ExerciseRules
  let slots: [DeviceSlot]
  /// The device table, for the safe areas the misconception rules compare with.
  let devices: DeviceTable?
  /// The learner's file (its path as the report names it, and its text), for naming lines.
  let learnerFile: (path: String, text: String)?
  /// The views the exercise's solution places by their frames too (their mask is not a mistake).
  let placedByFrameByDesign: Set<String>

  init(
    expected: ExpectedFrames, report: LayoutReport, checks: [Check], rules: ExerciseRules = .none,
    devices: DeviceTable?, learnerFile: (path: String, text: String)? = nil,
    placedByFrameByDesign: Set<String> = []
  ) {
    self.learnerFile = learnerFile
    self.placedByFrameByDesign = placedByFrameByDesign
    self.expected = expected
    self.report = report
    self.checks = checks
    self.rules = rules
    self.slots = DeviceSlot.slots(expected: expected, report: report)
    self.devices = devices
  }

  /// Every diagnostic, sorted by `Diagnostic.ordered(_:)`.
  func diagnostics() -> [Diagnostic] {
    let ran = slots.filter { $0.result != nil }.map(\.name)
    var groups = DiagnosticGroups()
    for slot in slots {
      guard let result = slot.result else { continue }
      addErrors(result, device: slot.name, to: &groups)
      addLog(result, device: slot.name, to: &groups)
      addAmbiguity(result, device: slot.name, to: &groups)
      for constraint in result.inactiveConstraints {
        groups.add(key: "inactive\u{1F}" + LogExplanations.signature(constraint), device: slot.name)
        {
          LogExplanations.inactive(constraint, devicePhrase: $0, device: $1)
        }
      }
    }
    var diagnostics = groups.diagnostics(allDevices: ran)
    // A constraint never activated on a view that is off or ambiguous is said before that.
    var offViews = Set(checks.filter { !$0.ok }.map(\.view))
    for slot in slots {
      for snapshot in slot.result?.snapshots ?? [] {
        for view in snapshot.views where view.ambiguous { offViews.insert(view.path) }
      }
    }
    for index in diagnostics.indices where diagnostics[index].kind == .inactiveConstraint {
      diagnostics[index].aboutWrongView = offViews.contains(diagnostics[index].view ?? "")
    }
    diagnostics += missing(allDevices: ran)
    diagnostics += GroupedMismatches(
      evidence: MismatchEvidence.collect(checks: checks, slots: slots, devices: devices),
      devices: ran, namesSnapshots: expected.snapshots.count > 1,
      blame: BlameText(file: learnerFile?.path, source: learnerFile?.text),
      placedByFrameByDesign: placedByFrameByDesign
    ).diagnostics()
    // A rule that another explanation already says is said there (one cause, said once).
    let rules = RuleJudgement(rules: rules, slots: slots).judged()
    let merged = SameCause.merge(rules: rules, into: diagnostics)
    return Diagnostic.ordered(
      Self.foldingSqueezedCellConflicts(Self.foldingUpdateConsequences(merged)))
  }

  /// When a flow layout gave its cells its default `itemSize` because the size method was never
  /// called, the conflicts UIKit logs inside those cells (content made for a bigger cell
  /// squeezed into 50 points) are its consequences: named in its diagnostic, not said apart.
  static func foldingSqueezedCellConflicts(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard let index = diagnostics.firstIndex(where: { $0.cause == .sizeMethodNotCalled }),
      let cell = diagnostics[index].view, let bracket = cell.firstIndex(of: "[")
    else { return diagnostics }
    // `collectionView.cells[0][0]` → `collectionView.cells[`: any cell of that collection view.
    let cells = String(cell[...bracket])
    let inCells = { (diagnostic: Diagnostic) in
      diagnostic.kind == .unsatisfiableConstraints && diagnostic.cause == nil
        && (diagnostic.view?.hasPrefix(cells) ?? false)
    }
    let lines = Set(diagnostics.filter(inCells).compactMap(\.line)).sorted()
    guard !lines.isEmpty else { return diagnostics }
    var result = diagnostics
    let place =
      lines.count == 1 ? "line \(lines[0])" : "lines " + MessageText.list(lines.map(String.init))
    result[index].message +=
      "\nThe conflicts UIKit logs inside the cells (their constraints on \(place)) come from"
      + " that size: the cells' content does not fit in 50 points, and goes once the items get"
      + " their size."
    return result.filter { !inCells($0) }
  }

  /// When UIKit never ran a constraint update a step needed, the views that kept their frames and
  /// the constraints the update would have activated are its consequences: they are named in
  /// the update's diagnostic instead of each advising a layout call or an activation.
  static func foldingUpdateConsequences(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard let index = diagnostics.firstIndex(where: { $0.cause == .constraintsUpdateNotRequested })
    else { return diagnostics }
    let consequence = { (diagnostic: Diagnostic) in
      (diagnostic.kind == .frameMismatch && diagnostic.cause == .layoutNotRedone)
        || diagnostic.kind == .inactiveConstraint
    }
    var views: [String] = []
    for diagnostic in diagnostics where diagnostic.kind == .frameMismatch && consequence(diagnostic)
    {
      if let view = diagnostic.view, !views.contains(view) { views.append(view) }
    }
    var result = diagnostics
    if !views.isEmpty {
      let list = MessageText.list(views.map { "`\($0)`" })
      result[index].message +=
        "\n  Until it runs, \(list) \(views.count == 1 ? "keeps its frame" : "keep their frames")"
        + " from before the step."
    }
    return result.filter { !consequence($0) }
  }

  private func addErrors(_ result: DeviceResult, device: String, to groups: inout DiagnosticGroups)
  {
    for error in result.errors {
      let key = [
        "error", error.kind.rawValue, MessageText.maskingAddresses(error.message),
        error.file ?? "", error.line.map(String.init) ?? "",
      ].joined(separator: "\u{1F}")
      groups.add(key: key, device: device) { phrase, first in
        switch error.kind {
        case .harness:
          LogExplanations.harness(
            message: error.message, file: error.file, line: error.line, devicePhrase: phrase,
            device: first)
        case .vflError:
          LogExplanations.visualFormat(
            text: error.message, file: error.file, line: error.line, devicePhrase: phrase,
            device: first)
        case .exception:
          LogExplanations.exception(
            text: error.message, file: error.file, line: error.line, devicePhrase: phrase,
            device: first)
        }
      }
    }
  }

  private func addLog(_ result: DeviceResult, device: String, to groups: inout DiagnosticGroups) {
    let cleared = Self.viewsNotTranslating(result)
    for entry in result.log {
      let key = LogExplanations.signature(entry)
      switch entry.kind {
      case .unsatisfiable:
        for view in translatingViews(in: entry, cleared: cleared) {
          groups.add(key: "autoresizing\u{1F}\(view)", device: device) {
            LogExplanations.autoresizing(view: view, devicePhrase: $0, device: $1)
          }
        }
        // UIKit's own constraints in the log differ by device (the screen's size is in them);
        // a conflict that is the same in the learner's terms is said once for all its devices,
        // with the first device's log.
        let conflict = "unsatisfiable\u{1F}" + ConflictDiagnosis.sentence(entry, devicePhrase: "")
        groups.add(key: conflict, device: device) {
          LogExplanations.unsatisfiable(entry, devicePhrase: $0, device: $1)
        }
      case .autoresizingConflict:
        let views = entry.view.map { [$0] } ?? translatingViews(in: entry, cleared: cleared)
        for view in views {
          groups.add(key: "autoresizing\u{1F}\(view)", device: device) {
            LogExplanations.autoresizing(view: view, devicePhrase: $0, device: $1)
          }
        }
      case .vflError:
        groups.add(key: key, device: device) {
          LogExplanations.visualFormat(
            text: entry.text, file: entry.file, line: entry.line, devicePhrase: $0, device: $1)
        }
      case .exception:
        groups.add(key: key, device: device) {
          LogExplanations.exception(
            text: entry.text, file: entry.file, line: entry.line, devicePhrase: $0, device: $1)
        }
      case .message:
        groups.add(key: key, device: device) {
          LogExplanations.message(entry, devicePhrase: $0, device: $1)
        }
      case .ambiguous:
        // Said together with the views' ambiguous flags, in addAmbiguity.
        break
      }
    }
  }

  /// The views whose autoresizing-mask constraints take part in a conflict, unless the report
  /// says they no longer translate their masks, or UIKit sizes them by their masks on purpose.
  private func translatingViews(in entry: LogEntry, cleared: Set<String>) -> [String] {
    var views: [String] = []
    for constraint in entry.constraints where constraint.origin == .autoresizing {
      guard let view = constraint.views.first, !cleared.contains(view), !views.contains(view),
        !Self.isListContentView(view)
      else { continue }
      views.append(view)
    }
    return views
  }

  /// Whether a path names the content view of a table or collection view's cell, header or
  /// footer (`tableView.cells[0][2].contentView`, `headers[1].contentView`): UIKit makes it follow
  /// its cell with an autoresizing mask, and a conflict with it means the content does not fit
  /// the cell, not that the learner forgot to switch the mask off.
  private static func isListContentView(_ path: String) -> Bool {
    let parts = path.split(separator: ".")
    guard parts.count >= 2, parts[parts.count - 1] == "contentView" else { return false }
    let element = parts[parts.count - 2]
    let indexCount = element.filter { $0 == "[" }.count
    for (name, indices) in [("cells", 2), ("headers", 1), ("footers", 1)]
    where element.hasPrefix(name + "[") && element.hasSuffix("]") && indexCount == indices {
      return true
    }
    return false
  }

  /// The paths of views recorded with `translatesAutoresizingMaskIntoConstraints == false` in
  /// any snapshot (a set for lookups only).
  private static func viewsNotTranslating(_ result: DeviceResult) -> Set<String> {
    var paths = Set<String>()
    for snapshot in result.snapshots {
      for view in snapshot.views where !view.translatesAutoresizingMaskIntoConstraints {
        paths.insert(view.path)
      }
    }
    return paths
  }

  /// Views flagged ambiguous in any snapshot, joined with the log's ambiguity entries.
  private func addAmbiguity(
    _ result: DeviceResult, device: String, to groups: inout DiagnosticGroups
  ) {
    let entries = result.log.filter { $0.kind == .ambiguous }
    // The array keeps the order found; the set makes the repeat test cheap on large reports.
    var views: [String] = []
    var seen = Set<String>()
    for snapshot in result.snapshots {
      for view in snapshot.views where view.ambiguous && seen.insert(view.path).inserted {
        views.append(view.path)
      }
    }
    for entry in entries {
      if let view = entry.view, seen.insert(view).inserted { views.append(view) }
    }
    var firstEntry: [String: LogEntry] = [:]
    for entry in entries {
      if let view = entry.view, firstEntry[view] == nil { firstEntry[view] = entry }
    }
    for view in views {
      let entry = firstEntry[view]
      let key = "ambiguous\u{1F}\(view)\u{1F}" + (entry.map(LogExplanations.signature) ?? "")
      let scrolling = result.snapshots.contains { snapshot in
        snapshot.view(at: view)?.textState?.scrollEnabled == true
      }
      groups.add(key: key, device: device) {
        LogExplanations.ambiguous(
          view: view, entry: entry, devicePhrase: $0, device: $1, scrollingTextView: scrolling)
      }
    }
    for entry in entries where entry.view == nil {
      groups.add(key: LogExplanations.signature(entry), device: device) {
        LogExplanations.ambiguous(view: nil, entry: entry, devicePhrase: $0, device: $1)
      }
    }
  }

  /// Devices, snapshots and views the report has no frame for.
  private func missing(allDevices: [String]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var groups = DiagnosticGroups()
    for check in checks where check.actual == nil {
      guard let result = slots.first(where: { $0.name == check.device })?.result else {
        if !diagnostics.contains(where: { $0.device == check.device }) {
          diagnostics.append(MissingExplanation.device(check.device))
        }
        continue
      }
      guard let snapshot = result.snapshot(matching: SnapshotKey(parsing: check.snapshot)) else {
        // A device that stopped at a step it cannot make says so in its harness error.
        if result.errors.contains(where: { $0.kind == .harness }) { continue }
        groups.add(key: "snapshot\u{1F}\(check.snapshot)", device: check.device) {
          MissingExplanation.snapshot(check.snapshot, devicePhrase: $0, device: $1)
        }
        continue
      }
      let record = snapshot.missingView(at: check.view)
      let key = ["view", check.view, record?.reason.rawValue ?? "", record?.typeName ?? ""]
        .joined(separator: "\u{1F}")
      groups.add(key: key, device: check.device) {
        MissingExplanation.view(check.view, missing: record, devicePhrase: $0, device: $1)
      }
    }
    return diagnostics + groups.diagnostics(allDevices: allDevices)
  }
}
