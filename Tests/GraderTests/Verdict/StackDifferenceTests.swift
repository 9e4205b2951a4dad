import LayoutReport
import Testing

@testable import Grader

/// A stack view set up differently from the reference solution's, named as the learner's
/// mistake, with the line that set the property when one line did.
@Suite("Stack views set up differently from the reference solution")
struct StackDifferenceTests {
  private typealias Member = StackViewRecord.Member

  private func stack(
    _ path: String = "goalStack", axis: String = "vertical", distribution: String = "fill",
    alignment: String = "fill", marginsRelative: Bool = false,
    members: [Member] = [
      Member(path: "titleLabel", arranged: true, hidden: false, alpha: 1),
      Member(path: "cardView", arranged: true, hidden: false, alpha: 1),
    ]
  ) -> StackViewRecord {
    StackViewRecord(
      path: path, axis: axis, distribution: distribution, alignment: alignment, spacing: 8,
      isLayoutMarginsRelativeArrangement: marginsRelative, members: members)
  }

  private func find(
    _ learner: StackViewRecord, _ reference: StackViewRecord, source: String = "",
    first: Bool = true
  ) -> StackDifference.Finding? {
    StackDifference.find(
      learner, reference, isFirstSnapshot: first, lines: SourceAssignments(source))
  }

  @Test("an axis never set is horizontal, said with the fix and no line to blame")
  func axisNeverSet() throws {
    let found = try #require(find(stack(axis: "horizontal"), stack()))
    #expect(found.cause == .wrongAxis)
    #expect(found.line == nil)
    #expect(found.message.contains("a stack view is horizontal until its axis is set"))
    #expect(found.message.contains("set `goalStack.axis = .vertical`"))
  }

  @Test("the distribution's line is the one that sets this stack's, not a neighbour's")
  func distributionLine() throws {
    let source = """
      spacedRow.distribution = .equalSpacing
      // centres: .equalSpacing would be wrong here
      centeredRow.distribution = .equalSpacing
      """
    let found = try #require(
      find(
        stack("centeredRow", axis: "horizontal", distribution: "equalSpacing"),
        stack("centeredRow", axis: "horizontal", distribution: "equalCentering"), source: source))
    #expect(found.cause == .wrongDistribution)
    #expect(found.line == 3)
    #expect(found.message.contains("spaces their centres equally"))
  }

  @Test("`.fill` is not found in `.fillEqually`")
  func wholeNames() {
    let lines = SourceAssignments("row.distribution = .fillEqually\nrow.distribution =.fill")
    #expect(lines.uniqueLine(matching: ["row.distribution = .fill"]) == 2)
  }

  @Test(
    "a stack made in a helper is told to set its own property; other stacks' lines do not count")
  func helperStack() throws {
    let source = """
      formStack.axis = .vertical
      let row = UIStackView(arrangedSubviews: [label, field])
      row.axis = .vertical
      """
    let found = try #require(
      StackDifference.find(
        stack("formStack.subviews[1]"), stack("formStack.subviews[1]", axis: "horizontal"),
        isFirstSnapshot: true, lines: SourceAssignments(source), others: ["formStack"]))
    #expect(found.line == 3)
    #expect(found.message.contains("set its `axis` to `.horizontal`"))
  }

  @Test("a view added with addSubview where the solution arranges it")
  func addedNotArranged() throws {
    let loose = [
      Member(path: "titleLabel", arranged: true, hidden: false, alpha: 1),
      Member(path: "cardView", arranged: false, hidden: false, alpha: 1),
    ]
    let found = try #require(
      find(stack(members: loose), stack(), source: "goalStack.addSubview(cardView)"))
    #expect(found.cause == .addedNotArranged)
    #expect(found.stack == "cardView")
    #expect(found.line == 1)
    #expect(found.message.contains("`goalStack.addArrangedSubview(cardView)`"))
  }

  @Test("transparent where the solution hides: the stack still makes room")
  func alphaForHidden() throws {
    let hidden = [Member(path: "cardView", arranged: true, hidden: true, alpha: 1)]
    let clear = [Member(path: "cardView", arranged: true, hidden: false, alpha: 0)]
    let found = try #require(
      find(
        stack(members: clear), stack(members: hidden),
        source: "titleLabel.alpha = 1\ncardView.alpha = state == .set ? 1 : 0"))
    #expect(found.cause == .alphaForHidden)
    #expect(found.line == 2)
  }

  @Test("shown from the start where the solution hides it: only in the first snapshot")
  func initialState() {
    let hidden = [Member(path: "cardView", arranged: true, hidden: true, alpha: 1)]
    let shown = [Member(path: "cardView", arranged: true, hidden: false, alpha: 1)]
    #expect(
      find(stack(members: shown), stack(members: hidden))?.cause == .initialStateNotApplied)
    #expect(find(stack(members: shown), stack(members: hidden), first: false) == nil)
  }

  @Test("the same stack is no difference, and margins count only when the solution uses them")
  func sameStack() {
    #expect(find(stack(), stack()) == nil)
    #expect(find(stack(marginsRelative: true), stack()) == nil)
    #expect(find(stack(), stack(marginsRelative: true))?.cause == .marginsNotRelative)
  }
}

/// Two views' content priorities exchanged, named as the learner's mistake.
@Suite("Content priorities exchanged")
struct ContentPriorityDifferenceTests {
  private func priorities(hugging: Double, compression: Double = 750) -> ContentPrioritiesRecord {
    ContentPrioritiesRecord(
      huggingHorizontal: hugging, huggingVertical: 250, compressionHorizontal: compression,
      compressionVertical: 750)
  }

  private func layout(_ name: Double, _ value: Double) -> ProgramLayout {
    ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: [], frames: [:],
        priorities: [
          "initial/nameLabel": priorities(hugging: name),
          "initial/valueLabel": priorities(hugging: value),
        ])
    ])
  }

  private func verdict() -> Verdict {
    var verdict = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    verdict.checks = [
      Check(
        device: "iphone-x", snapshot: "initial", view: "nameLabel",
        expected: ReportRect(x: 16, y: 20, width: 296, height: 20),
        actual: ReportRect(x: 16, y: 20, width: 66, height: 20), tolerance: 0.01, ok: false)
    ]
    return verdict
  }

  @Test("hugging priorities exchanged: the view that should grow hugs, with the line")
  func swapped() throws {
    let source = """
      nameLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
      """
    let explained = ContentPriorityDifference.explaining(
      verdict(), learner: layout(750, 250), reference: layout(250, 750), file: "Exercise.swift",
      source: source)
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .contentPrioritiesSwapped)
    #expect(first.line == 1)
    #expect(first.message.contains("horizontal hugging priorities (750 and 250, line 1)"))
    #expect(first.message.contains("needs `nameLabel` lower than `valueLabel`"))
  }

  @Test("priorities that differ without being exchanged are no finding")
  func notSwapped() {
    let explained = ContentPriorityDifference.explaining(
      verdict(), learner: layout(250, 250), reference: layout(250, 750), file: "Exercise.swift",
      source: "")
    #expect(explained.diagnostics.isEmpty)
  }
}
