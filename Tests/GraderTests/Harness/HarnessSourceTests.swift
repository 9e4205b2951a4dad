import ExerciseContract
import Grader
import Testing

/// The generated `main.swift`: the prologue first, the learner's class in typed closures, the
/// exercise's snippets under their own file names, and nothing from the exercise pasted unescaped.
@Suite struct HarnessSourceTests {
  static let spec = HarnessSpec(
    entry: .viewController("WelcomeViewController"),
    storyboard: "let icon = UIImageView()\nvc.iconImageView = icon",
    devices: ["iphone-x", "iphone-x:landscape"],
    recording: .paths(["iconImageView", "stack.arrangedSubviews[1]"]),
    steps: [
      ExerciseStep(snapshot: "initial"),
      ExerciseStep(swift: "vc.skipTapped()", snapshot: "after-skip", sampleAt: [0.25, 0.5]),
    ],
    images: [ImageAsset(name: "icon \"big\"", size: ViewSize(width: 30, height: 20.5))])

  @Test func startsWithThePrologue() throws {
    let source = try HarnessSource.mainSwift(for: Self.spec)
    #expect(source.hasPrefix(ReportChannel.harnessPrologue))
  }

  @Test func snippetsSitUnderTheirOwnFileNames() throws {
    let lines = try HarnessSource.mainSwift(for: Self.spec).split(separator: "\n").map(String.init)
    let storyboard = try #require(
      lines.firstIndex(of: "#sourceLocation(file: \"exercise.storyboard\", line: 1)"))
    #expect(lines[storyboard - 1].contains("storyboard: { (vc: WelcomeViewController) in"))
    #expect(
      Array(lines[storyboard + 1...storyboard + 3])
        == ["let icon = UIImageView()", "vc.iconImageView = icon", "#sourceLocation()"])
    let step = try #require(
      lines.firstIndex(of: "#sourceLocation(file: \"exercise.step2\", line: 1)"))
    #expect(lines[step - 1].contains("action: { (vc: WelcomeViewController) in"))
    #expect(lines[step - 1].contains("sampleTimes: [0.25, 0.5]"))
    #expect(lines[step + 1] == "vc.skipTapped()")
    #expect(HarnessSource.stepNumber(inFileName: "exercise.step2") == 2)
    #expect(HarnessSource.stepNumber(inFileName: "Exercise.swift") == nil)
  }

  @Test func actionsAreRegisteredFirstAndPlayingIsPassedOn() throws {
    let lines = try HarnessSource.mainSwift(for: Self.spec).split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "MainActor.assumeIsolated {"))
    #expect(lines[start + 1] == "  layoutlingsRegisterActions()")
    #expect(!lines.contains { $0.contains("playRate") })
    var playing = Self.spec
    playing.playRate = 30
    let played = try HarnessSource.mainSwift(for: playing)
    #expect(played.contains("images: [ExerciseContract.ImageAsset("))
    #expect(played.contains(")], playRate: 30.0),"))
  }

  @Test func exerciseTextIsEscaped() throws {
    let source = try HarnessSource.mainSwift(for: Self.spec)
    #expect(
      source.contains(
        #"ImageAsset(name: "icon \"big\"", size: ExerciseContract.ViewSize(width: 30.0, height: 20.5))"#
      ))
    #expect(source.contains(#"devices: ["iphone-x", "iphone-x:landscape"]"#))
    #expect(source.contains(#".paths(["iconImageView", "stack.arrangedSubviews[1]"])"#))
  }

  @Test func viewEntriesAreMadeAtTheirSize() throws {
    let spec = HarnessSpec(
      entry: .view("BadgeView", size: ViewSize(width: 120, height: 44)), devices: ["iphone-se"],
      recording: .paths(["dot"]),
      steps: [ExerciseStep(swift: "view.pulse()", snapshot: "pulsed")])
    let source = try HarnessSource.mainSwift(for: spec)
    #expect(source.contains("runView("))
    #expect(source.contains("size: CGSize(width: 120.0, height: 44.0),"))
    #expect(source.contains("make: { frame in BadgeView(frame: frame) },"))
    #expect(source.contains("action: { (view: BadgeView) in"))
  }

  @Test func classNamesMustBeIdentifiers() {
    let spec = HarnessSpec(
      entry: .viewController("Evil() ; exit(0) //"), devices: ["iphone-x"], recording: .everyView)
    #expect(throws: HarnessSpecError.invalidClassName("Evil() ; exit(0) //")) {
      try HarnessSource.mainSwift(for: spec)
    }
  }
}
