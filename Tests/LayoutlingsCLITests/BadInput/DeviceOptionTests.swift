import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `--device` values that name no device, for `frames` and `show`: a usage error (64) whose
/// first line says what is wrong, before anything is compiled.
@Suite struct DeviceOptionTests {
  static let controller = "import UIKit\n\nclass Screen: UIViewController {}\n"

  func run(_ words: [String]) throws -> (status: ExitCode, errors: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.controller.utf8).write(to: folder.appendingPathComponent("Screen.swift"))
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: [:], currentDirectory: folder,
      checkoutDirectory: GradingCommandTests.checkout)
    let status = LayoutlingsCLI.run(
      words + ["--home", folder.path], context: context)
    #expect(output.text.isEmpty)
    return (status, errors.text)
  }

  /// The error's text, its wrapped lines joined again.
  func message(_ errors: String) -> String {
    let lines = errors.split(separator: "\n").prefix { !$0.hasPrefix("Usage: ") }
    return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  static let cases: [(device: String, reason: String)] = [
    ("390x@3", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("390x844", "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"),
    ("390x844@3@2", "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"),
    ("1e9x844@3", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("390x-5@3", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("0x844@3", "the width and height must be at least 1 and at most 10000 points"),
    ("0.0000001x1@1", "the width and height must be at least 1 and at most 10000 points"),
    ("390x10001@2", "the width and height must be at least 1 and at most 10000 points"),
    ("390x844@0", "the scale must be 1, 2 or 3"),
    ("390x844@2.5", "the scale must be 1, 2 or 3"),
    ("390x844@4:landscape", "the scale must be 1, 2 or 3"),
  ]

  @Test(arguments: cases) func badCustomScreens(device: String, reason: String) throws {
    for command in [
      ["frames", "Screen.swift", "--device", device], ["show", "Screen.swift", "--device", device],
    ] {
      let result = try run(command)
      #expect(result.status == .usage)
      #expect(
        message(result.errors)
          == "Error: The value '\(device)' is invalid for '--device': \(reason)")
    }
  }

  @Test func anUnknownDeviceIsSuggestedAKnownOne() throws {
    let result = try run(["frames", "Screen.swift", "--device", "iphone-x,iphone-xss"])
    #expect(result.status == .usage)
    let text = message(result.errors)
    #expect(
      text.hasPrefix(
        "Error: The value 'iphone-xss' is invalid for '--device': no such device (known: "))
    #expect(text.hasSuffix("or WIDTHxHEIGHT@SCALE). Did you mean 'iphone-xs'?"))
  }

  @Test func goodCustomScreensPassTheCheck() {
    for device in [
      "390x844@3", "390.5x844@2:landscape", "10000x10000@1", "390x844@3x",
      "375x812@3,safe=44:0:34:0", "375x812@3,safe=0:44:21:44:landscape", "iphone-x:portrait",
    ] {
      #expect(throws: Never.self, "\(device)") {
        try DeviceOption.check([device], table: fixtureDevices, command: ["frames"])
      }
    }
  }
}
