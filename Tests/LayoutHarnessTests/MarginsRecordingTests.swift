import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// A banner that preserves the root view's margins, a card laid out right to left whose margins
/// are written as left and right, a badge whose margins are directional, and a plain view left
/// at the defaults.
@MainActor
final class MarginsController: UIViewController {
  let bannerView = UIView()
  let cardView = UIView()
  let badgeView = UIView()
  let plainView = UIView()
  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [bannerView, cardView, badgeView, plainView] { view.addSubview(subview) }
    bannerView.preservesSuperviewLayoutMargins = true
    cardView.semanticContentAttribute = .forceRightToLeft
    cardView.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 8)
    badgeView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 6, bottom: 4, trailing: 6)
  }
}

/// How a program set up its views' layout margins, as the report records it.
@MainActor
@Suite struct MarginsRecordingTests {
  private func record(_ path: String) throws -> ViewRecord {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: ["iphone-se"],
        recording: .paths(["bannerView", "cardView", "badgeView", "plainView"])),
      make: { MarginsController() }, steps: [HarnessStep(snapshot: "initial")])
    return try #require(report.results.first?.snapshots.first?.view(at: path))
  }

  @Test func preservingTheSuperviewsMarginsIsRecorded() throws {
    #expect(
      try record("bannerView").margins
        == MarginsRecord(preservesSuperviewLayoutMargins: true, setting: nil, rightToLeft: false))
  }

  @Test func marginsWrittenAsLeftAndRightAreAbsolute() throws {
    #expect(
      try record("cardView").margins
        == MarginsRecord(
          preservesSuperviewLayoutMargins: false, setting: "absolute", rightToLeft: true))
  }

  @Test func directionalMarginsAreDirectional() throws {
    #expect(try record("badgeView").margins?.setting == "directional")
  }

  @Test func aViewAtTheDefaultsRecordsNone() throws {
    #expect(try record("plainView").margins == nil)
  }
}
