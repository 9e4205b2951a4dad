import LayoutReport

/// A view whose layout is ambiguous where the reference solution's is not, though both programs
/// place it with the same constraints: what the solution has and the learner's view lacks is a
/// size of its own, its `intrinsicContentSize` (constraints say where the view is, its intrinsic
/// size how big). Said when nothing else names a cause, in place of the ambiguity it explains,
/// with the line that shows the learner's attempt when one line does (a `sizeThatFits(_:)`
/// override, a `noIntrinsicMetric`, a frame given by hand).
enum IntrinsicSizeDifference {
  /// `verdict` with the missing size said in place of the view's ambiguity, when it is that.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }),
      let index = verdict.diagnostics.firstIndex(where: {
        $0.kind == .ambiguousLayout && $0.view != nil
      }),
      let view = verdict.diagnostics[index].view,
      let device = verdict.diagnostics[index].device ?? verdict.checks.first?.device,
      let mine = learner.device(device), let theirs = reference.device(device)
    else { return verdict }
    // The same constraints on the view in both programs.
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    let involves = { (entry: ConstraintComparison.Entry) in entry.constraint.views.contains(view) }
    guard !comparison.learnerOnly.contains(where: involves),
      !comparison.referenceOnly.contains(where: involves)
    else { return verdict }
    // The solution's view has a size there, which none of those constraints gives.
    guard
      let size = theirs.frames.keys.sorted().lazy.filter({ $0.hasSuffix("/" + view) })
        .compactMap({ theirs.frames[$0] }).first(where: { $0.width > 0 && $0.height > 0 })
    else { return verdict }
    let name = StackDifference.propertyName(view)
    let lines = SourceAssignments(source)
    var attempt = ""
    var line: Int?
    if let found = lines.uniqueLine(matching: ["override func sizeThatFits("]) {
      line = found
      attempt =
        " Your `sizeThatFits(_:)` (line \(found)) is what `sizeToFit()` asks; Auto Layout never"
        + " calls it."
    } else if let found = lines.uniqueLine(matching: ["noIntrinsicMetric"]) {
      line = found
      attempt =
        " `UIView.noIntrinsicMetric` (line \(found)) says the view has no size of its own on that"
        + " axis, and no constraint gives it one."
    } else if let found = lines.uniqueLine(matching: [
      "\(name).frame=", "\(name).frame.size=", "\(name).bounds=", "\(name).bounds.size=",
    ]) {
      line = found
      attempt =
        " The frame your code gives it (line \(found)) does not last: a view placed by"
        + " constraints gets the frame they decide at the next layout pass."
    }
    var explained = verdict
    var diagnostic = explained.diagnostics[index]
    diagnostic.message =
      "`\(view)` has no size of its own: its constraints place it as this exercise's solution"
      + " does, and say nothing of its width and height, which the solution's view gives itself"
      + " with `intrinsicContentSize` (\(MessageText.points(size.width)) ×"
      + " \(MessageText.points(size.height)) on \(device)). Yours answers none, so more than one"
      + " frame satisfies the constraints and UIKit picks one.\(attempt)"
      + "\nOverride `intrinsicContentSize` to return the size the content needs on both axes, and"
      + " call `invalidateIntrinsicContentSize()` when that changes."
    diagnostic.cause = .intrinsicSizeMissing
    diagnostic.line = line
    diagnostic.file = line == nil ? nil : file
    diagnostic.column = nil
    explained.diagnostics[index] = diagnostic
    explained.diagnostics = Diagnostic.ordered(explained.diagnostics)
    return explained
  }
}
