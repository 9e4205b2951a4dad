import LayoutReport

/// A view's layout margins set up otherwise than the reference solution's, where the constraints
/// are the reference's: a view that does not preserve its superview's margins where the
/// solution's does (`margins-not-preserved`), or margins set with `layoutMargins` on a view laid
/// out right to left where the solution sets `directionalLayoutMargins` (`directional-margins`).
/// Read from the margins each program's checked views record (`MarginsRecord`); said when
/// nothing else names a cause, on the first device whose frames are wrong, and only when the
/// learner's constraints there are the reference's, so the margins are what differs.
enum MarginSettingDifference {
  struct Finding: Equatable {
    var cause: MismatchCause
    /// The view whose margins differ.
    var view: String
  }

  /// `verdict` with the margins said first, when they are what differs.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String? = nil
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }),
      let first = verdict.checks.first(where: { !$0.ok }),
      let mine = learner.device(first.device), let theirs = reference.device(first.device),
      let theirMargins = theirs.margins
    else { return verdict }
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    guard comparison.isSame,
      let finding = find(
        learner: mine.margins ?? [:], reference: theirMargins, snapshot: first.snapshot)
    else { return verdict }
    let failing = verdict.checks.filter { !$0.ok }
    let devices = failing.devicesInOrder
    let name = StackDifference.propertyName(finding.view)
    let assignments = source.map(SourceAssignments.init)
    let line: Int?
    switch finding.cause {
    case .directionalMargins:
      line = assignments?.uniqueLine(matching: ["\(name).layoutMargins="])
    default:
      line = assignments?.uniqueLine(matching: ["\(name).preservesSuperviewLayoutMargins=false"])
    }
    let diagnostic = Diagnostic(
      kind: .frameMismatch,
      message: message(finding, name: name, line: line, failing: failing, devices: devices),
      file: line == nil ? nil : file, line: line, device: devices.first, view: finding.view,
      devices: devices, cause: finding.cause)
    var explained = verdict
    explained.diagnostics = Diagnostic.ordered([diagnostic] + verdict.diagnostics)
    return explained
  }

  /// The first view (by path) of `snapshot` whose margins the reference sets up otherwise:
  /// preserving its superview's where the learner's does not, else directional where the
  /// learner's are set as left and right in a right-to-left layout.
  static func find(
    learner: [String: MarginsRecord], reference: [String: MarginsRecord], snapshot: String
  ) -> Finding? {
    let prefix = snapshot + "/"
    let keys = reference.keys.filter { $0.hasPrefix(prefix) }.sorted()
    for key in keys {
      guard let theirs = reference[key] else { continue }
      let mine = learner[key]
      if theirs.preservesSuperviewLayoutMargins, mine?.preservesSuperviewLayoutMargins != true {
        return Finding(cause: .marginsNotPreserved, view: String(key.dropFirst(prefix.count)))
      }
    }
    for key in keys {
      guard let theirs = reference[key], let mine = learner[key] else { continue }
      if theirs.setting == "directional", mine.setting == "absolute", mine.rightToLeft {
        return Finding(cause: .directionalMargins, view: String(key.dropFirst(prefix.count)))
      }
    }
    return nil
  }

  private static func message(
    _ finding: Finding, name: String, line: Int?, failing: [Check], devices: [String]
  ) -> String {
    var views: [String] = []
    for check in failing where !views.contains(check.view) { views.append(check.view) }
    let wrong = MessageText.list(views.map { "`\($0)`" })
    let isAre = views.count == 1 ? "is" : "are"
    let place = devices.count > 1 ? "on " + MessageText.list(devices) : "on \(devices[0])"
    let view = "`\(finding.view)`"
    let at = line.map { " (line \($0))" } ?? ""
    var lines: [String]
    switch finding.cause {
    case .directionalMargins:
      lines = [
        "\(view)'s margins are set with `layoutMargins`\(at), whose left and right never flip:"
          + " it lays out right to left, so its leading margin is the right one, and the insets"
          + " meant for leading and trailing sit on the wrong sides. \(wrong) \(isAre) off"
          + " \(place).",
        "Set `\(name).directionalLayoutMargins` with an `NSDirectionalEdgeInsets` (top, leading,"
          + " bottom, trailing): leading and trailing follow the layout direction, as the"
          + " constraints on leading and trailing do.",
      ]
    default:
      lines = [
        "\(view) does not preserve its superview's layout margins\(at): its margins are its own,"
          + " so what is placed on the margins inside it misses the margins of the screen."
          + " \(wrong) \(isAre) off \(place).",
        "Set `\(name).preservesSuperviewLayoutMargins = true`: each of its margins becomes at"
          + " least its superview's margin minus its distance from that edge, so its content"
          + " lines up with the content on the superview's margins.",
      ]
    }
    if let check = failing.first, let actual = check.actual {
      lines.append(
        "On \(check.device) `\(check.view)` should be \(MessageText.rect(check.expected)), not"
          + " \(MessageText.rect(actual)).")
    }
    return lines.joined(separator: "\n")
  }
}
