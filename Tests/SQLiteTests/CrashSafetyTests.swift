import Foundation
import SQLite
import TestSupport
import Testing

/// What the probe printed before it died, and how it died.
private struct ProbeRun {
  var lines: [String]
  var errorOutput: String
  var terminationReason: Process.TerminationReason
  var terminationStatus: Int32
}

/// Starts the probe, reads its output until it reports `marker`, then kills it with SIGKILL.
private func runProbeAndKill(database: String, mode: JournalMode, commits: Int, marker: String)
  throws -> ProbeRun
{
  let process = Process()
  process.executableURL = try TortureProbe.locate()
  process.arguments = [database, mode.rawValue, String(commits)]
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()

  var lines: [String] = []
  var pending = Data()
  let reader = output.fileHandleForReading
  while !lines.contains(marker) {
    let chunk = reader.availableData
    if chunk.isEmpty {
      break  // The probe closed its output: it exited on its own.
    }
    pending.append(chunk)
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
  }
  if lines.contains(marker) {
    kill(process.processIdentifier, SIGKILL)
  }
  process.waitUntilExit()
  let errorText = String(
    decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  return ProbeRun(
    lines: lines, errorOutput: errorText, terminationReason: process.terminationReason,
    terminationStatus: process.terminationStatus)
}

@Suite("Crash safety")
struct CrashSafetyTests {
  @Test func theProbeIsBuiltNextToTheTests() throws {
    let probe = try TortureProbe.locate()
    #expect(probe.lastPathComponent == "SQLiteTortureProbe")
  }

  @Test(arguments: [JournalMode.wal, .delete])
  func aProcessKilledInsideALongTransactionLosesOnlyThatTransaction(mode: JournalMode) throws {
    let directory = try ScratchFolder(prefix: "sqlite-tests")
    let path = directory.path("store.sqlite")
    let commits = 12
    let run = try runProbeAndKill(
      database: path, mode: mode, commits: commits, marker: "inside transaction")

    let expectedLines = (1...commits).map { "committed \($0)" } + ["inside transaction"]
    try #require(run.lines == expectedLines, "probe stderr: \(run.errorOutput)")
    #expect(run.terminationReason == .uncaughtSignal)
    #expect(run.terminationStatus == SIGKILL)
    // The uncommitted transaction had already written pages out, so reopening must undo them.
    let journal = path + (mode == .wal ? "-wal" : "-journal")
    let journalSize = try FileManager.default.attributesOfItem(atPath: journal)[.size] as? Int
    #expect((journalSize ?? 0) > 0)

    let db = try Database(path: path)
    #expect(try db.integrityCheck() == [])
    let rows = try db.fetchAll("SELECT id, batch, length(payload) FROM probe_row ORDER BY id")
    let expectedRows = (1...commits).map { id -> [SQLiteValue] in
      [.integer(Int64(id)), .text("committed"), .integer(256)]
    }
    #expect(rows.map(\.values) == expectedRows)
    #expect(try db.journalMode() == mode)
  }
}
