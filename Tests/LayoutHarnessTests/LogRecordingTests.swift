import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// What the engine logged, as the report tells it: conflicts with the learner's lines, views named
/// by property, forgotten constraints, exceptions and ambiguity.
@MainActor
@Suite struct LogRecordingTests {
  final class ConflictController: UIViewController {
    let box = UIView()
    var heightLine = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 100),
      ])
      heightLine = #line + 1
      box.heightAnchor.constraint(equalToConstant: 200).isActive = true
    }
  }

  func run<Controller: UIViewController>(
    _ make: () -> Controller, paths: [String] = ["box"], device: String = "iphone-se"
  ) throws -> DeviceResult {
    try #require(
      HarnessRunner.runController(
        plan: HarnessPlan(devices: [device], recording: .paths(paths)), make: make,
        steps: [HarnessStep(snapshot: "initial")]
      ).results.first)
  }

  @Test func conflictsNameTheLearnersLinesAndViews() throws {
    var controller: ConflictController?
    let result = try run { () -> ConflictController in
      let made = ConflictController()
      controller = made
      return made
    }
    let entry = try #require(result.log.first { $0.kind == .unsatisfiable })
    #expect(entry.text.contains("Unable to simultaneously satisfy constraints."))
    let broken = try #require(entry.constraints.first { $0.broken })
    #expect(broken.origin == .code)
    #expect(broken.file == "LogRecordingTests.swift")
    #expect(broken.line == controller?.heightLine)
    #expect(broken.views == ["box"])
    #expect(entry.line == controller?.heightLine)
    #expect(result.errors.isEmpty)
  }

  final class TranslatingController: UIViewController {
    let box = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      box.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      view.addSubview(box)
      box.widthAnchor.constraint(equalToConstant: 80).isActive = true
    }
  }

  @Test func forgottenAutoresizingMaskShowsAsTheViewsOwnConstraints() throws {
    let result = try run { TranslatingController() }
    let entry = try #require(result.log.first { $0.kind == .unsatisfiable })
    let mask = entry.constraints.filter { $0.origin == .autoresizing }
    #expect(!mask.isEmpty)
    #expect(mask.allSatisfy { $0.views.first == "box" })
    #expect(
      result.snapshots.first?.view(at: "box")?.translatesAutoresizingMaskIntoConstraints == true)
  }

  final class ForgetfulController: UIViewController {
    let box = UIView()
    var forgottenLine = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
      forgottenLine = #line + 1
      _ = box.widthAnchor.constraint(equalToConstant: 100)
    }
  }

  @Test func forgottenConstraintsAndAmbiguityPointAtTheirLines() throws {
    var controller: ForgetfulController?
    let result = try run { () -> ForgetfulController in
      let made = ForgetfulController()
      controller = made
      return made
    }
    let inactive = try #require(result.inactiveConstraints.first)
    #expect(result.inactiveConstraints.count == 1)
    #expect(inactive.line == controller?.forgottenLine)
    #expect(inactive.views == ["box"])
    // Without its width the box is ambiguous horizontally: top, leading and height say nothing
    // about it, so only the leading constraint is listed.
    let record = try #require(result.snapshots.first?.view(at: "box"))
    #expect(record.ambiguous)
    let ambiguity = try #require(result.log.first { $0.kind == .ambiguous })
    #expect(ambiguity.view == "box")
    let lines = ambiguity.constraints.compactMap(\.line)
    #expect(lines.contains((controller?.forgottenLine ?? 0) - 4))
    #expect(!lines.contains((controller?.forgottenLine ?? 0) - 3))
  }

  final class StrayController: UIViewController {
    let box = UIView()
    let stray = UIView()
    var strayLine = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(box)
      strayLine = #line + 1
      box.topAnchor.constraint(equalTo: stray.topAnchor).isActive = true
    }
  }

  @Test func exceptionsAreErrorsNotForgottenConstraints() throws {
    var controller: StrayController?
    let result = try run { () -> StrayController in
      let made = StrayController()
      controller = made
      return made
    }
    let error = try #require(result.errors.first)
    #expect(error.kind == .exception)
    #expect(error.message.hasPrefix("NSGenericException: Unable to activate constraint"))
    #expect(error.line == controller?.strayLine)
    #expect(result.inactiveConstraints.isEmpty)
  }
}
