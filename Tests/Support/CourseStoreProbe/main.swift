// A child process for the course store's tests.
//
//   CourseStoreProbe record <store> <exercise id> <count> <tag>
//     records <count> attempts one by one (source hash "<tag>-<i>"), printing "recorded <i>"
//     once each is acknowledged.
//   CourseStoreProbe crash <store> <exercise id> <commits>
//     records <commits> attempts one by one (source hash "committed-<i>"), printing
//     "committed <i>"; then records a large batch in one transaction and, halfway through it,
//     prints "inside transaction" and sleeps so that the test can kill it there.
//
// The store must already hold the exercise. Exits with 3 if not killed within 30 seconds, with
// 1 on any error and with 64 on a bad command line.
import Course
import Foundation

/// Writes one line straight to standard output, so the parent reads it before a kill.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("CourseStoreProbe: \(message)\n".utf8))
  exit(status)
}

func attempt(_ exerciseID: String, _ hash: String, report: String? = nil) -> AttemptRecord {
  AttemptRecord(
    exerciseID: exerciseID, at: Date(), sourceHash: hash, status: .failed, score: 0.5,
    durationMs: 12, reportJSON: report)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4, let count = Int(arguments[3]), count >= 1 else {
  fail(
    "usage: CourseStoreProbe record <store> <exercise> <count> <tag> | crash <store> <exercise> <commits>",
    status: 64)
}
let (mode, storePath, exerciseID) = (arguments[0], arguments[1], arguments[2])

do {
  let store = try CourseStore(path: storePath)
  switch (mode, arguments.count) {
  case ("record", 5):
    for number in 1...count {
      try store.recordAttempt(attempt(exerciseID, "\(arguments[4])-\(number)"))
      report("recorded \(number)")
    }
    exit(0)
  case ("crash", 4):
    for number in 1...count {
      try store.recordAttempt(attempt(exerciseID, "committed-\(number)"))
      report("committed \(number)")
    }
    // Enough rows that uncommitted pages spill to the write-ahead log before the pause.
    let filler = String(repeating: "x", count: 2048)
    let batch = (1...4000).lazy.map { number -> AttemptRecord in
      if number == 2000 {
        report("inside transaction")
        Thread.sleep(forTimeInterval: 30)
        report("not killed")
        exit(3)
      }
      return attempt(exerciseID, "uncommitted-\(number)", report: filler)
    }
    try store.recordAttempts(batch)
    fail("the batch finished without pausing", status: 1)
  default:
    fail("unknown mode \(mode) with \(arguments.count) arguments", status: 64)
  }
} catch {
  fail("\(error)", status: 1)
}
