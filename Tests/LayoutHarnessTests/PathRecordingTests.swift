import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// Checked views found by property path with `Mirror`, and why the others are missing.
@MainActor
@Suite struct PathRecordingTests {
  static let paths = [
    "banner", "card", "card.titleLabel", "rows[1]", "rows[2]", "missingOutlet", "orphan", "caption",
    "nothing", "view", "footer",
  ]

  func report(steps: [HarnessStep<GalleryController>] = [HarnessStep(snapshot: "initial")])
    -> LayoutReport
  {
    HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(Self.paths)),
      make: { GalleryController() }, steps: steps)
  }

  @Test func framesAreInRootCoordinates() throws {
    let snapshot = try #require(report().results.first?.snapshots.first)
    // iPhone SE: 375 × 667. Banner: top 0, full width, 50 tall.
    #expect(
      snapshot.view(at: "banner")?.frameInRoot == ReportRect(x: 0, y: 0, width: 375, height: 50))
    // Card: 20 below the banner, 20 from the left, 200 × 100.
    #expect(
      snapshot.view(at: "card")?.frameInRoot == ReportRect(x: 20, y: 70, width: 200, height: 100))
    // The title sits 10, 10 inside the card: frame in the card, frameInRoot on the screen.
    let title = try #require(snapshot.view(at: "card.titleLabel"))
    #expect(title.frame == ReportRect(x: 10, y: 10, width: 100, height: 20))
    #expect(title.frameInRoot == ReportRect(x: 30, y: 80, width: 100, height: 20))
    #expect(title.className == "UILabel")
    // Second row: card bottom 170 + 10 + 40.
    #expect(
      snapshot.view(at: "rows[1]")?.frameInRoot == ReportRect(x: 0, y: 220, width: 120, height: 30))
    let root = try #require(snapshot.view(at: "view"))
    #expect(root.frameInRoot == ReportRect(x: 0, y: 0, width: 375, height: 667))
    #expect(root.translatesAutoresizingMaskIntoConstraints)
    #expect(snapshot.view(at: "banner")?.translatesAutoresizingMaskIntoConstraints == false)
  }

  @Test func missingViewsSayWhy() throws {
    let snapshot = try #require(report().results.first?.snapshots.first)
    func missing(_ path: String) -> MissingView? { snapshot.missingView(at: path) }
    #expect(
      missing("rows[2]")
        == MissingView(path: "rows[2]", reason: .propertyNotFound, typeName: "Array<UIView>"))
    #expect(missing("missingOutlet") == MissingView(path: "missingOutlet", reason: .nilValue))
    #expect(
      missing("orphan") == MissingView(path: "orphan", reason: .notInHierarchy, typeName: "UIView"))
    #expect(
      missing("caption") == MissingView(path: "caption", reason: .notAView, typeName: "String"))
    #expect(
      missing("nothing")
        == MissingView(path: "nothing", reason: .propertyNotFound, typeName: "GalleryController"))
    // A lazy view that was never used has no value yet.
    #expect(missing("footer") == MissingView(path: "footer", reason: .nilValue))
  }

  @Test func stepsRunBeforeTheirSnapshots() throws {
    let result = try #require(
      report(steps: [
        HarnessStep(snapshot: "initial"),
        HarnessStep(snapshot: "grown", action: { $0.growBanner() }),
      ]).results.first)
    #expect(result.snapshots.map(\.name) == ["initial", "grown"])
    // The banner grows to 80; the card follows it down by 30.
    #expect(result.snapshots[1].view(at: "banner")?.frameInRoot.height == 80)
    #expect(result.snapshots[1].view(at: "card")?.frameInRoot.y == 100)
  }

  @Test func storyboardRunsBeforeViewDidLoad() throws {
    var controllers: [GalleryController] = []
    _ = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se", "iphone-x"], recording: .paths(["banner"])),
      make: { () -> GalleryController in
        let controller = GalleryController()
        controllers.append(controller)
        return controller
      },
      storyboard: { (vc: GalleryController) in vc.storyboardView = UIView() },
      steps: [HarnessStep(snapshot: "initial")])
    #expect(controllers.count == 2)
    #expect(controllers.allSatisfy { $0.sawStoryboardViewInViewDidLoad })
  }

  @Test func devicesAreKeyedAsTheExerciseNamesThem() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: [
          "iphone-x:landscape", "400x600@2", "no-such-phone", "375x812@3,safe=0:44:21:44:landscape",
        ], recording: .paths(["banner"])),
      make: { GalleryController() }, steps: [HarnessStep(snapshot: "initial")])
    #expect(
      report.results.map(\.name) == [
        "iphone-x:landscape", "400x600@2", "no-such-phone", "375x812@3,safe=0:44:21:44:landscape",
      ])
    #expect(report.results[0].size == ReportSize(width: 812, height: 375))
    #expect(report.results[1].size == ReportSize(width: 400, height: 600))
    #expect(report.results[1].scale == 2)
    #expect(report.results[2].snapshots.isEmpty)
    #expect(report.results[2].errors.first?.kind == .harness)
    #expect(report.results[2].errors.first?.message.contains("no-such-phone") == true)
    // A custom screen turned to landscape: 375 × 812 held on its side.
    #expect(report.results[3].size == ReportSize(width: 812, height: 375))
    #expect(report.results[3].orientation == .landscape)
    #expect(report.results[3].device == "375x812@3,safe=0:44:21:44")
  }

  @Test func animationSamplesShowThePresentedFrames() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["slider"])),
      make: { SliderController() },
      steps: [
        HarnessStep(snapshot: "initial"),
        HarnessStep(snapshot: "slid", sampleTimes: [0.5, 0.25], action: { $0.slide() }),
      ])
    let result = try #require(report.results.first)
    #expect(result.errors.isEmpty)
    func x(_ key: String) -> Double? {
      result.snapshots.first { $0.key.description == key }?.view(at: "slider")?.frameInRoot.x
    }
    // Linear, 1 s, leading constant 0 → 200: x = 200 · t, whatever order the times were given in.
    // The program's one animation clock is shared by every run of this test process, so a sample
    // time is an offset from wherever earlier tests left it: within rounding of the clock's
    // reading, not bit for bit (a learner's program starts its clock at 0).
    func near(_ value: Double?, _ expected: Double) -> Bool {
      value.map { abs($0 - expected) < 1e-9 } ?? false
    }
    #expect(x("initial") == 0)
    #expect(near(x("slid@0.25"), 50))
    #expect(near(x("slid@0.5"), 100))
    // The settled snapshot is the end of the animation.
    #expect(x("slid") == 200)
  }

  @Test func negativeSampleTimesAreAHarnessError() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["slider"])),
      make: { SliderController() },
      steps: [HarnessStep(snapshot: "slid", sampleTimes: [-1], action: { $0.slide() })])
    let error = try #require(report.results.first?.errors.first)
    #expect(error.kind == .harness)
    #expect(error.message.contains("-1.0"))
  }
}

/// A 100 × 50 view pinned to the root's top-left that `slide()` moves 200 pt right in 1 s.
final class SliderController: UIViewController {
  let slider = UIView()
  private var leading: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    slider.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(slider)
    let leading = slider.leadingAnchor.constraint(equalTo: view.leadingAnchor)
    self.leading = leading
    NSLayoutConstraint.activate([
      leading, slider.topAnchor.constraint(equalTo: view.topAnchor),
      slider.widthAnchor.constraint(equalToConstant: 100),
      slider.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  func slide() {
    leading?.constant = 200
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        self.view.layoutIfNeeded()
      })
  }
}
