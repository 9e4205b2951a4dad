import Foundation
import LayoutReport

/// Extra safe-area insets given to another controller than the reference solution's, or layout
/// margins set where the reference gives a controller extra safe-area insets: from the
/// `additionalSafeAreaInsets` both programs' controllers had at the first settled snapshot
/// (`SnapshotState`), compared by controller class.
///
/// - `inset-on-wrong-controller`: the reference gives one controller insets the learner gives
///   none, and the learner gives the same insets to another controller (the container where its
///   child was meant); cited at the one line that assigns `additionalSafeAreaInsets`.
/// - `margins-for-safe-area`: the learner gives no controller extra insets, and one line of the
///   file sets layout margins (`layoutMargins`, `directionalLayoutMargins`): a view's margins
///   do not move what follows its safe area; cited at that line.
enum SafeAreaAdditionDifference {
  struct Finding: Equatable {
    var cause: MismatchCause
    var line: Int
    /// The controller the reference gives the insets, and the one the learner gives them.
    var meant: String
    var given: String?
    /// The reference's insets (top, left, bottom, right), for the two that differ in value.
    var insets: [Double]? = nil
  }

  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }),
      let device = verdict.checks.first(where: { !$0.ok })?.device,
      let mine = learner.device(device)?.states?.first?.state,
      let theirs = reference.device(device)?.states?.first?.state,
      let finding = find(learner: mine, reference: theirs, source: source)
    else { return verdict }
    let message: String
    switch finding.cause {
    case .insetOnWrongController:
      message =
        "The extra safe-area insets are given to `\(finding.given ?? "another controller")`"
        + " (line \(finding.line)), where `\(finding.meant)` needs them: the container's own"
        + " safe area shrinks, and what it pins to its safe area moves with it (on \(device))."
        + " Set `additionalSafeAreaInsets` on the child."
    case .additionalInsetWrongEdge:
      let numbers = (finding.insets ?? [0, 0, 0, 0]).map(MessageText.points)
      let labelled = zip(["top", "left", "bottom", "right"], numbers).map { "\($0): \($1)" }
      message =
        "The extra safe-area insets of `\(finding.meant)` (line \(finding.line)) are on another"
        + " edge than this layout's (on \(device)): `UIEdgeInsets(top:left:bottom:right:)` takes"
        + " the top first, so a number meant for another edge went to the wrong one."
        + " Give each by its label: `UIEdgeInsets(\(labelled.joined(separator: ", ")))`."
    case .additionalInsetCountsBar:
      message =
        "The extra safe-area insets of `\(finding.meant)` (line \(finding.line)) count the bar"
        + " the container draws (on \(device)): a child's safe area already ends at the tab bar's"
        + " top (or below the navigation bar), so the extra inset is only what lies beyond the"
        + " bar, the view you place over the child's edge."
    default:
      message =
        "Layout margins are set (line \(finding.line)) where `\(finding.meant)` needs extra"
        + " safe-area insets: its content follows its safe area, which margins do not move (on"
        + " \(device)). Set the child's `additionalSafeAreaInsets` instead."
    }
    let diagnostic = Diagnostic(
      kind: .frameMismatch, message: message, file: file, line: finding.line, device: device,
      cause: finding.cause)
    var explained = verdict
    explained.diagnostics = Diagnostic.ordered([diagnostic] + verdict.diagnostics)
    return explained
  }

  static func find(learner: SnapshotState, reference: SnapshotState, source: String) -> Finding? {
    let mine = learner.additionalSafeAreaInsets ?? [:]
    let theirs = reference.additionalSafeAreaInsets ?? [:]
    if let finding = otherValues(mine, theirs, source: source) { return finding }
    guard
      let (meant, insets) = theirs.sorted(by: { $0.key < $1.key }).first(where: {
        mine[$0.key] == nil
      })
    else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
    }
    func unique(_ matches: (String) -> Bool) -> Int? {
      let found = lines.indices.filter { matches(lines[$0]) }
      return found.count == 1 ? found[0] + 1 : nil
    }
    if let given = mine.first(where: { theirs[$0.key] == nil && $0.value == insets })?.key {
      guard
        let line = unique({ $0.contains("additionalSafeAreaInsets") && $0.contains("=") })
      else { return nil }
      return Finding(cause: .insetOnWrongController, line: line, meant: meant, given: given)
    }
    guard mine.isEmpty,
      let line = unique({ line in
        (line.contains("layoutMargins") || line.contains("LayoutMargins")) && line.contains("=")
          && !line.contains("layoutMarginsGuide")
      })
    else { return nil }
    return Finding(cause: .marginsForSafeArea, line: line, meant: meant)
  }

  /// The heights of the bars a container draws over its children's edges, without the home
  /// indicator's strip: a tab bar's 49 points, a navigation bar's or a toolbar's 44
  /// (docs/UIKitFacts.md §3).
  static let barHeights: [Double] = [49, 44]

  /// The same controller given other extra insets than the reference's: the reference's values
  /// on other edges (`UIEdgeInsets` takes the top first), or a bottom (or top) larger by a bar's
  /// height (the bar counted, though a child's safe area already ends at it).
  private static func otherValues(
    _ mine: [String: [Double]], _ theirs: [String: [Double]], source: String
  ) -> Finding? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let assigning = lines.indices.filter {
      lines[$0].contains("additionalSafeAreaInsets") && lines[$0].contains("=")
        && !lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    guard assigning.count == 1 else { return nil }
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
    for (controller, meant) in theirs.sorted(by: { $0.key < $1.key }) {
      guard let given = mine[controller], given.count == 4, meant.count == 4,
        !zip(given, meant).allSatisfy(close)
      else { continue }
      if given.sorted() == meant.sorted() {
        return Finding(
          cause: .additionalInsetWrongEdge, line: assigning[0] + 1, meant: controller,
          given: controller, insets: meant)
      }
      let differing = (0..<4).filter { !close(given[$0], meant[$0]) }
      if differing.count == 1, [0, 2].contains(differing[0]),
        barHeights.contains(where: { close(given[differing[0]] - meant[differing[0]], $0) })
      {
        return Finding(
          cause: .additionalInsetCountsBar, line: assigning[0] + 1, meant: controller,
          given: controller, insets: meant)
      }
    }
    return nil
  }
}
