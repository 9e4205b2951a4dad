import Grader
import LayoutReport
import Testing

@Suite("Tolerance: half a device pixel")
struct ToleranceTests {
  private let expected = Fixture.rect(20, 40, 100, 50)

  @Test("half a pixel is 0.25 pt on @2x and a sixth of a point on @3x")
  func halfPixel() {
    #expect(FrameComparison.halfPixel(scale: 2) == 0.25)
    #expect(FrameComparison.halfPixel(scale: 3) == 0.5 / 3)
    #expect(FrameComparison.halfPixel(scale: 1) == 0.5)
  }

  @Test(
    "@2x: 0.25 pt off is inside, 0.26 pt off is outside",
    arguments: [
      (Fixture.rect(20.25, 40, 100, 50), true),
      (Fixture.rect(19.75, 40, 100, 50), true),
      (Fixture.rect(20.26, 40, 100, 50), false),
      (Fixture.rect(20, 40, 99.75, 50), true),
      (Fixture.rect(20, 40, 99.74, 50), false),
      (Fixture.rect(20, 40.25, 100, 50.25), true),
      (Fixture.rect(20, 40, 100, 50.26), false),
    ])
  func twoX(actual: ReportRect, ok: Bool) throws {
    let verdict = try Fixture.verdict(expected: expected, actual: actual, scale: 2)
    let check = try #require(verdict.checks.first)
    #expect(check.tolerance == 0.25)
    #expect(check.ok == ok)
    #expect(verdict.status == (ok ? .passed : .failed))
  }

  @Test(
    "@3x: a sixth of a point off is inside, 0.17 pt or one pixel off is outside",
    arguments: [
      (Fixture.rect(20 + 1.0 / 6, 40, 100, 50), true),
      (Fixture.rect(20.16, 40, 100, 50), true),
      (Fixture.rect(20, 40 - 1.0 / 6, 100, 50), true),
      (Fixture.rect(20.17, 40, 100, 50), false),
      (Fixture.rect(20 + 1.0 / 3, 40, 100, 50), false),
      (Fixture.rect(20, 40, 100 - 1.0 / 3, 50), false),
    ])
  func threeX(actual: ReportRect, ok: Bool) throws {
    let verdict = try Fixture.verdict(expected: expected, actual: actual, scale: 3)
    let check = try #require(verdict.checks.first)
    #expect(check.ok == ok)
  }

  @Test("a pixel-grid value on @3x equals its expected third of a point")
  func thirds() throws {
    // 161.1667 rounds to 161.3333 on @3x (docs/UIKitFacts.md §8.3); the expected value
    // written as 161 + 1/3 must match however it was computed.
    let verdict = try Fixture.verdict(
      expected: Fixture.rect(161 + 1.0 / 3, 40, 100, 50),
      actual: Fixture.rect(484.0 / 3, 40, 100, 50))
    #expect(verdict.status == .passed)
  }

  @Test("an exercise's tolerance replaces half a pixel")
  func override() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              Fixture.view("a", Fixture.rect(21, 40, 100, 50)),
              Fixture.view("b", Fixture.rect(21.01, 40, 100, 50)),
            ])
        ])
    ])
    let expected = try Fixture.expected(
      [("iphone-x", "initial", "a", self.expected), ("iphone-x", "initial", "b", self.expected)],
      tolerance: 1)
    let checks = FrameComparison.compare(expected: expected, report: report)
    #expect(checks.map(\.ok) == [true, false])
    #expect(checks.map(\.tolerance) == [1, 1])
  }
}
