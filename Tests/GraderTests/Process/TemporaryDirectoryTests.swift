import Foundation
import Grader
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Folders a killed grader left behind are removed on the next run; folders in use never are.
@Suite("Temporary directories")
struct TemporaryDirectoryTests {
  /// A folder to stand for the system's temporary directory.
  private func scratchBase() throws -> String {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-tmp-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    return base
  }

  /// A folder named as the grader names its own, `seconds` old, with a file in it.
  private func leftover(_ name: String, in base: String, secondsOld seconds: Double) throws
    -> String
  {
    let path = base + "/" + name
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/program"))
    let then = Date().addingTimeInterval(-seconds).timeIntervalSince1970
    var times = [
      timeval(tv_sec: Int(then), tv_usec: 0), timeval(tv_sec: Int(then), tv_usec: 0),
    ]
    #expect(utimes(path, &times) == 0)
    return path
  }

  @Test("an old, unlocked folder of the grader's is removed; others are kept")
  func abandoned() throws {
    let base = try scratchBase()
    defer { try? FileManager.default.removeItem(atPath: base) }
    let killed = try leftover("layoutlings-grade.AbC123", in: base, secondsOld: 60)
    let young = try leftover("layoutlings-run.XyZ789", in: base, secondsOld: 0)
    let foreign = try leftover("layoutlings-notes.AbC123", in: base, secondsOld: 60)
    let longer = try leftover("layoutlings-grade.AbC1234", in: base, secondsOld: 60)

    let removed = TemporaryDirectory.removeAbandoned(in: base)
    #expect(removed == [killed])
    #expect(!FileManager.default.fileExists(atPath: killed))
    for kept in [young, foreign, longer] {
      #expect(FileManager.default.fileExists(atPath: kept), "\(kept)")
    }
  }

  @Test("a folder in use is locked, so it is never taken for abandoned, however old")
  func inUse() throws {
    let directory = try TemporaryDirectory(prefix: "layoutlings-grade")
    defer { directory.remove() }
    let then = Date().addingTimeInterval(-3600).timeIntervalSince1970
    var times = [
      timeval(tv_sec: Int(then), tv_usec: 0), timeval(tv_sec: Int(then), tv_usec: 0),
    ]
    #expect(utimes(directory.path, &times) == 0)
    let removed = TemporaryDirectory.removeAbandoned(
      in: (directory.path as NSString).deletingLastPathComponent)
    #expect(!removed.contains(directory.path))
    #expect(FileManager.default.fileExists(atPath: directory.path))
    directory.remove()
    // Removing twice (a copy's `remove`) is harmless.
    directory.remove()
    #expect(!FileManager.default.fileExists(atPath: directory.path))
  }
}
