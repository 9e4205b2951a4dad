import Grader
import LayoutReport
import Testing

@Suite("Missing views, snapshots and devices")
struct MissingViewTests {
  private let frame = Fixture.rect(16, 80, 288, 44)

  /// A verdict for `skipButton` on the given devices, each with the given snapshot.
  private func verdict(_ snapshots: [String: Snapshot], devices: [String]) throws -> Verdict {
    let report = LayoutReport(
      results: devices.compactMap { device in
        snapshots[device].map { Fixture.device(device, scale: 2, snapshots: [$0]) }
      })
    return Verdict(
      grading: report,
      against: try Fixture.expected(devices.map { ($0, "initial", "skipButton", frame) }))
  }

  @Test("a view never added to the hierarchy on every device is said once, without devices")
  func notInHierarchyEverywhere() throws {
    let snapshot = Snapshot(
      name: "initial", views: [],
      missing: [MissingView(path: "skipButton", reason: .notInHierarchy, typeName: "UIButton")])
    let verdict = try verdict(
      ["iphone-se": snapshot, "iphone-x": snapshot], devices: ["iphone-se", "iphone-x"])
    #expect(verdict.status == .failed)
    #expect(verdict.score == 0)
    #expect(verdict.checks.map(\.actual) == [nil, nil])
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .missingView,
          message: "`skipButton` was never added to the view hierarchy, so it has no frame."
            + " Did you forget to call `addSubview(_:)` with it?",
          device: "iphone-se", view: "skipButton", devices: ["iphone-se", "iphone-x"])
      ])
  }

  @Test("a view missing on some devices names them")
  func notInHierarchySomewhere() throws {
    let missing = Snapshot(
      name: "initial", views: [],
      missing: [MissingView(path: "skipButton", reason: .notInHierarchy)])
    let present = Snapshot(name: "initial", views: [Fixture.view("skipButton", frame)])
    let verdict = try verdict(
      ["iphone-se": missing, "iphone-x": present], devices: ["iphone-se", "iphone-x"])
    #expect(verdict.checks.map(\.ok) == [false, true])
    #expect(
      verdict.diagnostics.map(\.message) == [
        "`skipButton` was never added to the view hierarchy on iphone-se, so it has no frame."
          + " Did you forget to call `addSubview(_:)` with it?"
      ])
  }

  @Test(
    "each reason has its own words",
    arguments: [
      (
        MissingView(
          path: "skipButton", reason: .propertyNotFound, typeName: "WelcomeViewController"),
        "Property `skipButton` not found in `WelcomeViewController`."
      ),
      (
        MissingView(path: "skipButton", reason: .propertyNotFound),
        "Property `skipButton` not found."
      ),
      (
        MissingView(path: "skipButton", reason: .nilValue),
        "`skipButton` is nil: no view was ever assigned to it."
      ),
      (
        MissingView(path: "skipButton", reason: .notAView, typeName: "String"),
        "`skipButton` is not a view: it holds a `String`."
      ),
      (MissingView(path: "skipButton", reason: .notAView), "`skipButton` is not a view."),
      (
        MissingView(path: "skipButton", reason: .notVisible, typeName: "UITableView"),
        "`skipButton` is off screen: a table or collection view makes cells only for the rows and"
          + " items in its bounds, so this one has no frame."
      ),
      (
        MissingView(path: "skipButton", reason: .outOfRange, typeName: "UITableView"),
        "`skipButton` is past the last row, item or section of the `UITableView`."
      ),
    ])
  func reasons(missing: MissingView, message: String) throws {
    let snapshot = Snapshot(name: "initial", views: [], missing: [missing])
    let verdict = try verdict(["iphone-se": snapshot], devices: ["iphone-se"])
    #expect(verdict.diagnostics.map(\.message) == [message])
    #expect(verdict.diagnostics.map(\.kind) == [.missingView])
  }

  @Test("a view the report does not mention at all is a property not found")
  func unmentioned() throws {
    let snapshot = Snapshot(name: "initial", views: [Fixture.view("titleLabel", frame)])
    let verdict = try verdict(["iphone-se": snapshot], devices: ["iphone-se"])
    #expect(verdict.diagnostics.map(\.message) == ["Property `skipButton` not found."])
  }

  @Test("a device without results is said once, not once per view")
  func missingDevice() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se", scale: 2,
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("a", frame), Fixture.view("b", frame)])
        ])
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "initial", "a", frame), ("iphone-se", "initial", "b", frame),
      ("iphone-x:landscape", "initial", "a", frame), ("iphone-x:landscape", "initial", "b", frame),
    ])
    let verdict = Verdict(grading: report, against: expected)
    #expect(verdict.score == 0.5)
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .missingResults,
          message:
            "The report has no results for iphone-x:landscape, so its frames could not be checked.",
          device: "iphone-x:landscape")
      ])
  }

  @Test("a snapshot missing on every device is said once")
  func missingSnapshot() throws {
    let snapshot = Snapshot(name: "initial", views: [Fixture.view("a", frame)])
    let report = LayoutReport(results: [
      Fixture.device("iphone-se", scale: 2, snapshots: [snapshot]),
      Fixture.device("iphone-x", snapshots: [snapshot]),
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "initial", "a", frame), ("iphone-se", "after-skip", "a", frame),
      ("iphone-x", "initial", "a", frame), ("iphone-x", "after-skip", "a", frame),
    ])
    let verdict = Verdict(grading: report, against: expected)
    #expect(
      verdict.diagnostics.map(\.message) == [
        "The report has no snapshot after-skip, so its frames could not be checked."
      ])
    #expect(verdict.checks.map(\.ok) == [true, false, true, false])
  }
}
