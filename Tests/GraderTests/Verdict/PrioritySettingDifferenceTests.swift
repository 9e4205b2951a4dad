import LayoutReport
import Testing

@testable import Grader

/// A content priority set on the other view, or of the other kind, than the reference
/// solution's, named as the learner's mistake with the line of the learner's call.
@Suite("Content priorities set on the other view or of the other kind")
struct PrioritySettingDifferenceTests {
  /// A view's priorities: horizontal hugging and compression resistance as given, the vertical
  /// ones at the defaults for views made in code (docs/UIKitFacts.md §5.1), `setAt` as given.
  private func priorities(hugging: Double = 250, compression: Double = 750, setAt: [String: Int])
    -> ContentPrioritiesRecord
  {
    ContentPrioritiesRecord(
      huggingHorizontal: hugging, huggingVertical: 250, compressionHorizontal: compression,
      compressionVertical: 750, setAt: setAt.isEmpty ? nil : setAt)
  }

  private func layout(name: ContentPrioritiesRecord, count: ContentPrioritiesRecord)
    -> ProgramLayout
  {
    ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: [], frames: [:],
        priorities: ["initial/nameView": name, "initial/countView": count])
    ])
  }

  /// The name should take the spare room and the count hug its 44 points; the frames are the
  /// name's on a 375-point screen with 16-point margins and an 8-point gap (375 − 32 − 8 − 44).
  private func verdict(ambiguous: Bool = false) -> Verdict {
    var verdict = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    verdict.checks = [
      Check(
        device: "iphone-x", snapshot: "initial", view: "nameView",
        expected: ReportRect(x: 16, y: 64, width: 291, height: 30),
        actual: ReportRect(x: 16, y: 64, width: 120, height: 30), tolerance: 0.01, ok: false)
    ]
    if ambiguous {
      verdict.diagnostics = [
        Diagnostic(
          kind: .ambiguousLayout, message: "`nameView` has an ambiguous layout.",
          device: "iphone-x", view: "nameView")
      ]
    }
    return verdict
  }

  private let reference = (
    name: ContentPrioritiesRecord(
      huggingHorizontal: 250, huggingVertical: 250, compressionHorizontal: 750,
      compressionVertical: 750),
    count: ContentPrioritiesRecord(
      huggingHorizontal: 750, huggingVertical: 250, compressionHorizontal: 750,
      compressionVertical: 750, setAt: ["hugging-horizontal": 37])
  )

  @Test("the hugging raised on the name where the count's is meant: priority-on-wrong-view")
  func otherView() throws {
    let learner = layout(
      name: priorities(hugging: 750, setAt: ["hugging-horizontal": 41]),
      count: priorities(setAt: [:]))
    let explained = PrioritySettingDifference.explaining(
      verdict(), learner: learner, reference: layout(name: reference.name, count: reference.count),
      file: "Exercise.swift")
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .priorityOnWrongView)
    #expect(first.line == 41)
    #expect(first.file == "Exercise.swift")
    #expect(first.message.contains("`nameView`'s horizontal hugging priority is set to 750"))
    #expect(first.message.contains("needs it on `countView`"))
    #expect(first.message.contains("`countView.setContentHuggingPriority(…, for: .horizontal)`"))
  }

  @Test("compression resistance where hugging is meant: hugging-vs-compression, for the tie")
  func otherKind() throws {
    let learner = layout(
      name: priorities(setAt: [:]),
      count: priorities(compression: 750, setAt: ["compression-horizontal": 41]))
    let explained = PrioritySettingDifference.explaining(
      verdict(ambiguous: true), learner: learner,
      reference: layout(name: reference.name, count: reference.count), file: "Exercise.swift")
    #expect(explained.diagnostics.count == 1)
    let first = try #require(explained.diagnostics.first)
    #expect(first.kind == .ambiguousLayout)
    #expect(first.cause == .huggingVsCompression)
    #expect(first.line == 41)
    #expect(first.view == "countView")
    #expect(first.message.contains("compression resistance priority is the one your code sets"))
    #expect(first.message.contains("`countView.setContentHuggingPriority(_:for: .horizontal)`"))
  }

  @Test("both priorities set and exchanged, or the solution's own calls, are no finding here")
  func noFinding() {
    let reference = layout(name: reference.name, count: reference.count)
    // Both views set, exchanged: the exchange is another cause (`ContentPriorityDifference`).
    let swapped = layout(
      name: priorities(hugging: 750, setAt: ["hugging-horizontal": 40]),
      count: priorities(hugging: 250, setAt: ["hugging-horizontal": 41]))
    #expect(
      PrioritySettingDifference.explaining(
        verdict(), learner: swapped, reference: reference, file: "Exercise.swift"
      ).diagnostics.isEmpty)
    // The solution's call, the frames wrong for another reason.
    let same = layout(
      name: priorities(setAt: [:]),
      count: priorities(hugging: 750, setAt: ["hugging-horizontal": 41]))
    #expect(
      PrioritySettingDifference.explaining(
        verdict(), learner: same, reference: reference, file: "Exercise.swift"
      ).diagnostics.isEmpty)
  }
}
