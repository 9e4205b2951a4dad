import ArgumentParsing
import Checkout
import Course
import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `grade`, `frames` and `show` up to the point where they would compile: finding the exercise,
/// checking devices and options, and the exit statuses of what cannot go on.
@Suite struct GradingCommandTests {
  /// The checkout: its engine and data (the course is the fixture course).
  static let checkout = Checkout.root

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
    let context = CommandContext(
      output: output, errors: errors, environment: [:], currentDirectory: folder,
      checkoutDirectory: Self.checkout)
    let status = LayoutlingsCLI.run(
      arguments + ["--home", folder.path, "--course", fixtureCourse.path], context: context)
    return Run(status: status, output: output.text, errors: errors.text)
  }

  @Test func deviceReferencesAreChecked() throws {
    for device in ["iphone-x:landscape", "390x844@3", "375x812@3,safe=44:0:34:0:landscape"] {
      try DeviceOption.check([device], table: fixtureDevices, command: ["frames"])
    }
    for device in ["iphone-xx", "390x@3"] {
      #expect(throws: UsageError.self) {
        try DeviceOption.check([device], table: fixtureDevices, command: ["frames"])
      }
    }
  }

  @Test func aFileThatNamesNoExerciseIsAUsageError() throws {
    let result = try run(["grade", "mine.swift"], files: ["mine.swift": "import UIKit\n"])
    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("Error: "))
    #expect(result.errors.contains("--exercise"))
    #expect(result.output.isEmpty)
  }

  @Test func aMissingFileIsNoInput() throws {
    let result = try run(["grade", "nowhere.swift", "--exercise", "01-anchors/01-center-a-box"])
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: nowhere.swift: no such file\n")
  }

  @Test func anUnknownExerciseIsNoInput() throws {
    let result = try run(
      ["grade", "mine.swift", "--exercise", "01-anchors/99-nothing"],
      files: ["mine.swift": "import UIKit\n"])
    #expect(result.status == .noInput)
    // --exercise goes through the one exercise resolver, so it reads as hint's and reset's do.
    #expect(result.errors == "Error: no exercise \"01-anchors/99-nothing\" in this course\n")
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
