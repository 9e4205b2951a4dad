import Foundation
import LayoutReport
import Testing

@testable import Grader

/// A navigation bar of the standard height where the large-title bar was expected: the verdict
/// names the bar's setting, not the bar's frame or its mask, which the navigation controller
/// owns.
@Suite("Large titles not preferred")
struct LargeTitlesCauseTests {
  /// An iPhone 8 (375 wide, 20-pt status bar): the large-title bar is at y 20, 44 + 52 = 96
  /// tall; the standard bar is 44 tall at the same place.
  private func barVerdict(className: String, height: Double) throws -> Verdict {
    let bar = Fixture.view(
      "navigationBar", Fixture.rect(0, 20, 375, height), className: className, translates: true)
    let report = LayoutReport(results: [
      Fixture.device("iphone-8", snapshots: [Snapshot(name: "initial", views: [bar])])
    ])
    let expected = try Fixture.expected([
      ("iphone-8", "initial", "navigationBar", Fixture.rect(0, 20, 375, 96))
    ])
    return Verdict(grading: report, against: expected)
  }

  private func lead(_ verdict: Verdict) throws -> Diagnostic {
    try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
  }

  @Test("the standard bar where the large one belongs names both settings, not the mask")
  func standardBar() throws {
    let diagnostic = try lead(barVerdict(className: "UINavigationBar", height: 44))
    #expect(diagnostic.cause == .largeTitlesNotPreferred)
    let lines = diagnostic.message.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "`navigationBar` is the standard 44-pt bar on iphone-8, where the large-title bar,"
        + " 52 pt taller, belongs: the bar does not show the title in large type, so everything"
        + " pinned to the safe area sits 52 pt higher too.")
    #expect(diagnostic.message.contains("`navigationBar.prefersLargeTitles = true`"))
    #expect(diagnostic.message.contains("`.never` opts the screen out"))
    #expect(!diagnostic.message.contains("translatesAutoresizingMaskIntoConstraints"))
  }

  @Test("another height, or a view that is not a navigation bar, is not this cause")
  func otherCases() throws {
    #expect(
      try lead(barVerdict(className: "UINavigationBar", height: 50)).cause
        != .largeTitlesNotPreferred)
    #expect(try lead(barVerdict(className: "UIView", height: 44)).cause != .largeTitlesNotPreferred)
  }

  @Test("a bar its controller places is never said to be placed by its mask or a frame")
  func barsAreTheControllers() throws {
    for className in ["UINavigationBar", "UITabBar", "UIToolbar"] {
      let diagnostic = try lead(barVerdict(className: className, height: 50))
      #expect(diagnostic.cause != .maskTranslating && diagnostic.cause != .hardCodedFrame)
      #expect(!diagnostic.message.contains("translatesAutoresizingMaskIntoConstraints"))
      #expect(!diagnostic.message.contains("autoresizing mask"), "\(diagnostic.message)")
    }
    // A view of the learner's own, named like a bar, still is.
    let own = try lead(barVerdict(className: "UIView", height: 50))
    #expect(own.cause == .maskTranslating || own.cause == .hardCodedFrame)
  }
}
