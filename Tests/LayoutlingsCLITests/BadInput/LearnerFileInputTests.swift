import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that cannot be a learner's Swift source, given to `grade`, `frames` and `show`: each is
/// refused before anything is compiled, with one line that names the file.
@Suite struct LearnerFileInputTests {
  /// The three commands, each reading `file` first.
  static let commands: [[String]] = [
    ["grade", "FILE", "--exercise", "01-anchors/01-center-a-box"], ["frames", "FILE"],
    ["show", "FILE"],
  ]

  struct Run {
    var status: ExitCode
    var output: String
    var errors: String
  }

  /// Runs `words` (with `FILE` replaced by `name`) in a fresh folder where `prepare` made files.
  func run(_ words: [String], name: String, prepare: (URL) throws -> Void) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      chmod(folder.appendingPathComponent(name).path, 0o644)
      try? FileManager.default.removeItem(at: folder)
    }
    try prepare(folder)
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: [:], currentDirectory: folder,
      checkoutDirectory: GradingCommandTests.checkout)
    let arguments = words.map { $0 == "FILE" ? name : $0 }
    let status = LayoutlingsCLI.run(
      arguments + ["--home", folder.path, "--course", fixtureCourse.path], context: context)
    return Run(status: status, output: output.text, errors: errors.text)
  }

  /// Runs `words` on a file named `name` holding `bytes`.
  func run(_ words: [String], name: String = "Mine.swift", bytes: [UInt8]) throws -> Run {
    try run(words, name: name) { folder in
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
  }

  @Test(arguments: commands) func aMissingFile(words: [String]) throws {
    let result = try run(words, name: "Gone.swift") { _ in }
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: Gone.swift: no such file\n")
    #expect(result.output.isEmpty)
  }

  @Test(arguments: commands) func aFolder(words: [String]) throws {
    let result = try run(words, name: "Folder.swift") { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
    }
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: Folder.swift is a folder, not a Swift file\n")
  }

  @Test(arguments: commands) func anEmptyFile(words: [String]) throws {
    let result = try run(words, bytes: [])
    #expect(result.status == .dataError)
    #expect(result.errors == "Error: Mine.swift is empty: there is no Swift code to run\n")
  }

  @Test(arguments: commands) func onlyBlankLines(words: [String]) throws {
    let result = try run(words, bytes: Array("  \n\t\r\n\n".utf8))
    #expect(result.status == .dataError)
    #expect(result.errors == "Error: Mine.swift is empty: there is no Swift code to run\n")
  }

  @Test(arguments: commands) func aBinaryFileWithNULs(words: [String]) throws {
    // Line 3 holds the first NUL.
    let bytes = Array("import UIKit\nlet a = 1\n".utf8) + [0x41, 0x00, 0x42, 0x0A, 0x00]
    let result = try run(words, bytes: bytes)
    #expect(result.status == .dataError)
    #expect(
      result.errors == "Error: Mine.swift:3: a NUL byte; this is a binary file, not Swift source\n")
  }

  @Test(arguments: commands) func invalidUTF8(words: [String]) throws {
    // Line 2 has a lone continuation byte; line 3 an overlong form that is never reached.
    let bytes = Array("import UIKit\nlet s = \"".utf8) + [0x80] + Array("\"\n".utf8) + [0xC0, 0xAF]
    let result = try run(words, bytes: bytes)
    #expect(result.status == .dataError)
    #expect(
      result.errors == "Error: Mine.swift:2: not valid UTF-8; Swift source must be UTF-8 text\n")
  }

  @Test(arguments: commands) func randomBytes(words: [String]) throws {
    // A fixed pseudo-random sequence (a 64-bit LCG): 4 KiB of it is neither text nor UTF-8.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    let bytes = (0..<4096).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let result = try run(words, bytes: bytes)
    #expect(result.status == .dataError)
    #expect(result.errors.hasPrefix("Error: Mine.swift:"))
    #expect(
      result.errors.hasSuffix("a NUL byte; this is a binary file, not Swift source\n")
        || result.errors.hasSuffix("not valid UTF-8; Swift source must be UTF-8 text\n"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test(arguments: commands) func aTenMegabyteSwiftFile(words: [String]) throws {
    // 10 MiB of valid Swift: 1,048,576 lines of ten bytes each.
    let line = Array("let a = 1\n".utf8)
    let bytes = [[UInt8]](repeating: line, count: 1 << 20).flatMap { $0 }
    #expect(bytes.count == 10 << 20)
    let result = try run(words, bytes: bytes)
    #expect(result.status == .dataError)
    #expect(
      result.errors == "Error: Mine.swift is 10.0 MB; Layoutlings runs Swift files of up to 1 MB\n")
  }

  @Test func justOverTheLimit() throws {
    let bytes = [UInt8](repeating: 0x20, count: (1 << 20) + 1)
    let result = try run(["frames", "FILE"], bytes: bytes)
    #expect(result.status == .dataError)
    #expect(
      result.errors
        == "Error: Mine.swift is over 1 MB; Layoutlings runs Swift files of up to 1 MB\n")
  }

  @Test(arguments: commands) func aDevice(words: [String]) throws {
    let result = try run(words.map { $0 == "FILE" ? "/dev/null" : $0 }, name: "unused") { _ in }
    #expect(result.status == .noInput)
    #expect(result.errors == "Error: /dev/null is not a regular file\n")
  }

  @Test(arguments: commands) func anUnreadableFile(words: [String]) throws {
    let result = try run(words, name: "Locked.swift") { folder in
      let file = folder.appendingPathComponent("Locked.swift")
      try Data().write(to: file)
      #expect(chmod(file.path, 0) == 0)
    }
    if geteuid() == 0 {
      // Permissions do not stop root: the file is read, and found empty.
      #expect(result.status == .dataError)
      #expect(result.errors == "Error: Locked.swift is empty: there is no Swift code to run\n")
    } else {
      #expect(result.status == .noInput)
      #expect(result.errors == "Error: Locked.swift: cannot be read (permission denied)\n")
    }
  }

  /// `grade` records the attempt, so a workspace that cannot be made stops it as it stops every
  /// command that opens the store (74, the store's own line); `frames` and `show` record nothing
  /// and lay the file out all the same.
  @Test func aWorkspaceUnderAFileStopsWhatRecords() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: file)
    try Data("import UIKit\n\nclass CenterViewController: UIViewController {}\n".utf8).write(
      to: folder.appendingPathComponent("Mine.swift"))
    let home = file.appendingPathComponent("home").path
    func run(_ words: [String]) -> (ExitCode, String) {
      let errors = StringSink()
      let context = CommandContext(
        output: StringSink(), errors: errors, environment: [:], currentDirectory: folder,
        checkoutDirectory: GradingCommandTests.checkout)
      let status = LayoutlingsCLI.run(
        words.map { $0 == "FILE" ? "Mine.swift" : $0 }
          + ["--home", home, "--course", fixtureCourse.path], context: context)
      return (status, errors.text)
    }
    let (status, errors) = run(Self.commands[0])
    #expect(status == .ioError)
    #expect(
      errors
        == "Error: cannot open the progress store \(home)/layoutlings.sqlite: cannot create"
        + " \(file.path): Not a directory\n")
    #expect(run(["list"]) == (.ioError, errors))
    for words in Self.commands.dropFirst() {
      #expect(run(words).0 == .success, "\(words)")
    }
  }

  @Test("a working copy that is a FIFO or a folder: 66 from grade, show and reset, like grade FILE")
  func workingCopyNotARegularFile() throws {
    for makesFIFO in [true, false] {
      let harness = try CommandHarness()
      #expect(harness.run(["list"]).status == .success)
      let copy = try harness.workingCopy("01-anchors/01-center-a-box")
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      if makesFIFO {
        #expect(mkfifo(copy.path, 0o644) == 0)
      } else {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
      }
      for command in [["grade", "1.1"], ["show", "1.1"], ["grade", copy.path]] {
        let result = harness.run(command)
        #expect(result.status == .noInput, "\(command): \(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1)
      }
      let reset = harness.run(["reset", "1.1"])
      #expect(reset.status == .noInput)
      #expect(
        reset.errors
          == "Error: cannot reset \(copy.path): it is not a regular file; move it out of the way "
          + "and run reset again to get the starter\n")
    }
  }
}
