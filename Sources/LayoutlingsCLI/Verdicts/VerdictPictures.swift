import Grader
import LayoutReport
import Terminal

/// The expected and the actual layout on one device in one snapshot, with the views whose checks
/// failed.
struct VerdictPicture: Sendable, Equatable {
  /// What the picture shows: `On iphone-se:`, or `On iphone-se, snapshot initial:`.
  var title: String
  /// The frames the exercise expects.
  var expected: LayoutPicture
  /// The frames the learner's program produced.
  var actual: LayoutPicture
  /// The views whose checks failed, highlighted on both sides: the verdict's own judgement, so a
  /// picture never marks a view the verdict passed.
  var differing: [String]
}

/// Which device and snapshot pairs of a verdict are drawn, and how.
enum VerdictPictures {
  /// The most pictures a verdict shows.
  static let limit = 2

  /// Pictures of the device and snapshot pairs with a failing check (at most `limit`), in the
  /// verdict's order; when every check passed, the first pair if `whenPassed`, else none.
  static func choose(
    _ verdict: Verdict, rootSizes: [String: ReportSize], whenPassed: Bool, limit: Int = limit
  ) -> [VerdictPicture] {
    var groups: [(device: String, snapshot: String)] = []
    for check in verdict.checks
    where !groups.contains(where: { $0 == (check.device, check.snapshot) }) {
      groups.append((check.device, check.snapshot))
    }
    let failing = groups.filter { group in
      verdict.checks.contains {
        $0.device == group.device && $0.snapshot == group.snapshot && !$0.ok
      }
    }
    let chosen =
      failing.isEmpty ? (whenPassed ? Array(groups.prefix(1)) : []) : Array(failing.prefix(limit))
    let severalSnapshots = Set(groups.map(\.snapshot)).count > 1
    return chosen.compactMap { group in
      guard let size = rootSizes[group.device] else { return nil }
      let checks = verdict.checks.filter {
        $0.device == group.device && $0.snapshot == group.snapshot
      }
      var differing: [String] = []
      for check in checks where !check.ok && !differing.contains(check.view) {
        differing.append(check.view)
      }
      return VerdictPicture(
        title: severalSnapshots
          ? "On \(group.device), snapshot \(group.snapshot):" : "On \(group.device):",
        expected: LayoutPicture(
          containerWidth: size.width, containerHeight: size.height,
          rects: checks.map { NamedRect(name: $0.view, frame: $0.expected.cgRect) }),
        actual: LayoutPicture(
          containerWidth: size.width, containerHeight: size.height,
          rects: checks.compactMap { check in
            check.actual.map { NamedRect(name: check.view, frame: $0.cgRect) }
          }),
        differing: differing)
    }
  }
}
