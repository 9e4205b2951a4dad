import Course
import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `grade`, `frames` and `show` up to the point where they would compile: finding the exercise,
/// checking devices and options, and the exit statuses of what cannot go on.
@Suite struct GradingCommandTests {
  static let checkout: URL = {
    // Tests/LayoutlingsCLITests/Grading/GradingCommandTests.swift → the package root.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
  }

  /// Runs a command line in-process in a fresh folder holding `files`.
  func run(_ arguments: [String], files: [String: String] = [:]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-grading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let output = StringSink()
    let errors = StringSink()
    let context = GradingContext(
      output: output, errors: errors, environment: [:], currentDirectory: folder,
      checkoutDirectory: Self.checkout)
    let (options, command) = try LayoutlingsCLI.parse(arguments + ["--home", folder.path])
    let status = try #require(GradingCommands.run(command, options: options, context: context))
    return Run(status: status, output: output.text, errors: errors.text)
  }

  @Test func headerLinesNameTheExercise() {
    let source = "import UIKit\n  //   exercise: 02-anchors/01-negative-insets  \nclass A {}\n"
    #expect(ExerciseLocator.headerID(in: source) == "02-anchors/01-negative-insets")
    #expect(ExerciseLocator.headerID(in: "let s = \"// exercise: x\"\n") == nil)
    #expect(ExerciseLocator.headerID(in: "// exercise:\n") == nil)
  }

  @Test func workingCopiesAreNamedByTheirPlace() {
    let workspace = Workspace(home: URL(fileURLWithPath: "/tmp/learner", isDirectory: true))
    let copy = URL(fileURLWithPath: "/tmp/learner/exercises/02-anchors/03-goal-set-card.swift")
    #expect(ExerciseLocator.workspaceID(of: copy, in: workspace) == "02-anchors/03-goal-set-card")
    let elsewhere = URL(fileURLWithPath: "/tmp/learner/02-anchors/03-goal-set-card.swift")
    #expect(ExerciseLocator.workspaceID(of: elsewhere, in: workspace) == nil)
  }

  @Test func deviceReferencesAreChecked() {
    let known = ["iphone-x", "iphone-se"]
    #expect(DeviceIDs.isValid("iphone-x:landscape", known: known))
    #expect(DeviceIDs.isValid("390x844@3", known: known))
    #expect(!DeviceIDs.isValid("iphone-xx", known: known))
    #expect(!DeviceIDs.isValid("390x@3", known: known))
  }

  @Test func aFileThatNamesNoExerciseIsAUsageError() throws {
    let result = try run(["grade", "mine.swift"], files: ["mine.swift": "import UIKit\n"])
    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("Error: "))
    #expect(result.errors.contains("--exercise"))
    #expect(result.output.isEmpty)
  }

  @Test func aMissingFileIsNoInput() throws {
    let result = try run(["grade", "nowhere.swift", "--exercise", "02-anchors/01-negative-insets"])
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: nowhere.swift: no such file\n")
  }

  @Test func anUnknownExerciseIsNoInput() throws {
    let result = try run(
      ["grade", "mine.swift", "--exercise", "02-anchors/99-nothing"],
      files: ["mine.swift": "import UIKit\n"])
    #expect(result.status == .noInput)
    #expect(result.errors.contains("there is no exercise 02-anchors/99-nothing"))
  }

  @Test func framesRefusesUnknownDevicesBeforeCompiling() throws {
    let file = "import UIKit\nclass Screen: UIViewController {}\n"
    let result = try run(
      ["frames", "screen.swift", "--device", "iphone-x,iphone-xx"], files: ["screen.swift": file])
    #expect(result.status == .usage)
    #expect(result.errors.contains("iphone-xx"))
    #expect(result.errors.contains("Did you mean 'iphone-x'?"))
  }

  @Test func framesAsksWhichControllerWhenThereAreSeveral() throws {
    let file = """
      import UIKit
      class First: UIViewController {}
      class Second: UIViewController {}
      """
    let result = try run(["frames", "two.swift"], files: ["two.swift": file])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--controller"))
    #expect(result.errors.contains("First, Second"))
  }

  @Test func playingCannotWriteAnSVG() throws {
    let result = try run(
      ["show", "screen.swift", "--play", "--svg", "out.svg"], files: ["screen.swift": ""])
    #expect(result.status == .usage)
    #expect(result.errors.contains("--play"))
    #expect(result.errors.contains("--svg"))
    #expect(result.output.isEmpty)
  }
}
