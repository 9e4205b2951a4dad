import Course
import Foundation
import SQLite
import TestSupport
import Testing

/// A running `CourseStoreProbe` and the lines it printed.
private final class ProbeProcess {
  let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private var pending = Data()
  private(set) var lines: [String] = []

  init(_ arguments: [String]) throws {
    process.executableURL = try BuiltProducts.executable("CourseStoreProbe")
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  /// Reads lines until one equals `marker` (true) or the probe closes its output (false).
  func read(until marker: String?) -> Bool {
    let reader = output.fileHandleForReading
    while true {
      if let marker, lines.contains(marker) {
        return true
      }
      let chunk = reader.availableData
      if chunk.isEmpty {
        return false
      }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending.removeSubrange(pending.startIndex...newline)
      }
    }
  }

  /// Waits for the probe to end and returns what it wrote to standard error.
  func finish() -> String {
    process.waitUntilExit()
    return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}

@Suite("Course store: several processes, and a process killed while recording")
struct StoreProcessTests {
  private let exercise = "01-anchors/01-center-a-box"

  @Test("two processes and a thread recording at once lose no attempt")
  func concurrentRecording() throws {
    let sandbox = try StoreSandbox()
    _ = try sandbox.openWithFixture()
    let perWriter = 25
    let probes = try ["a", "b"].map { tag in
      try ProbeProcess(["record", sandbox.path, exercise, String(perWriter), tag])
    }
    // This process's own writer, on its own connection, at the same time as the probes.
    let store = try sandbox.open()
    for number in 1...perWriter {
      try store.recordAttempt(attemptRecord(exercise, .failed, score: 0.5, hash: "main-\(number)"))
    }
    for probe in probes {
      _ = probe.read(until: nil)
      let errors = probe.finish()
      #expect(probe.process.terminationStatus == 0, "probe stderr: \(errors)")
      #expect(probe.lines == (1...perWriter).map { "recorded \($0)" })
    }
    let hashes = try store.attempts(for: exercise).map(\.record.sourceHash).sorted()
    let expected = ["a", "b", "main"].flatMap { tag in (1...perWriter).map { "\(tag)-\($0)" } }
    #expect(hashes == expected.sorted())
    #expect(try store.integrityProblems() == [])
  }

  @Test("a process killed inside a transaction leaves every committed attempt and no partial one")
  func killedWhileRecording() throws {
    let sandbox = try StoreSandbox()
    _ = try sandbox.openWithFixture()
    let commits = 8
    let probe = try ProbeProcess(["crash", sandbox.path, exercise, String(commits)])
    let reachedMarker = probe.read(until: "inside transaction")
    if reachedMarker {
      kill(probe.process.processIdentifier, SIGKILL)
    }
    let errors = probe.finish()
    try #require(reachedMarker, "probe stderr: \(errors)")
    #expect(probe.process.terminationReason == .uncaughtSignal)
    #expect(probe.process.terminationStatus == SIGKILL)
    #expect(probe.lines == (1...commits).map { "committed \($0)" } + ["inside transaction"])
    // The batch had written pages to the log before the kill; reopening must undo them.
    let logSize = try FileManager.default.attributesOfItem(atPath: sandbox.path + "-wal")[.size]
    #expect(((logSize as? Int) ?? 0) > 1_000_000)

    let store = try sandbox.open()
    #expect(try store.integrityProblems() == [])
    let hashes = try store.attempts(for: exercise).map(\.record.sourceHash)
    #expect(hashes == (1...commits).map { "committed-\($0)" })
    #expect(try store.attemptCount() == commits)
  }
}
