import LayoutReport
import Testing

@testable import Grader

/// "The change was not animated" only for a step that moved the view: a step that leaves it where
/// it was has a wrong value, not a missing animation.
@Suite("An animation left out, or a step that changed nothing")
struct AnimationNotRedoneTests {
  /// The tab bar at y = 729 (812 − 83) when shown; collapsing should bring it from 859 (130
  /// lower, hidden) back to 729, sampled halfway at 794 (729 + 130 / 2).
  private func lead(expandedY: Double, collapsedY: Double, sampleY: Double) throws -> Diagnostic? {
    func bar(_ y: Double) -> [ViewRecord] { [Fixture.view("tabBar", Fixture.rect(0, y, 375, 83))] }
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(name: "expanded", views: bar(expandedY)),
          Snapshot(name: "collapsed", time: 0.5, views: bar(sampleY)),
          Snapshot(name: "collapsed", views: bar(collapsedY)),
        ])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "expanded", "tabBar", Fixture.rect(0, 859, 375, 83)),
        ("iphone-x", "collapsed@0.5", "tabBar", Fixture.rect(0, 794, 375, 83)),
        ("iphone-x", "collapsed", "tabBar", Fixture.rect(0, 729, 375, 83)),
      ]))
    return verdict.diagnostics.first { $0.kind == .frameMismatch }
  }

  @Test("settled at once where the sample should be halfway: the change was not animated")
  func notAnimated() throws {
    #expect(try lead(expandedY: 859, collapsedY: 729, sampleY: 729)?.cause == .layoutNotRedone)
  }

  @Test("a step that leaves the view where it was: not an animation left out")
  func nothingChanged() throws {
    #expect(try lead(expandedY: 859, collapsedY: 859, sampleY: 859)?.cause != .layoutNotRedone)
  }
}
