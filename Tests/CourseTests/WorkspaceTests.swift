import Course
import Foundation
import TestSupport
import Testing

@Suite("Workspace: working copies, reset and backups")
struct WorkspaceTests {
  /// 2025-03-01T09:15:00Z: 20148 days after 1970-01-01 (55 years with 14 leap days, plus the
  /// 59 days of January and February 2025), and 9 h 15 min.
  private let resetTime = Date(timeIntervalSince1970: 20148 * 86400 + 9 * 3600 + 15 * 60)
  private let id = "01-anchors/02-pin-to-margins"

  private func contents(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// Every name in `folder`, hidden ones included, sorted.
  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("paths: the database and one working copy per exercise")
  func paths() throws {
    let workspace = Workspace(home: URL(fileURLWithPath: "/tmp/ws/../home"))
    #expect(workspace.home.path == "/tmp/home")
    #expect(workspace.databaseURL.path == "/tmp/home/layoutlings.sqlite")
    #expect(workspace.exercisesDirectory.path == "/tmp/home/exercises")
    #expect(
      try workspace.workingCopyURL(forExerciseID: id).path
        == "/tmp/home/exercises/01-anchors/02-pin-to-margins.swift")
    for bad in ["01-anchors", "01-anchors/../02-x", "../01-a/01-b", "01-a/01-b/01-c", "01-a/"] {
      #expect(throws: WorkspaceError.self) { try workspace.workingCopyURL(forExerciseID: bad) }
    }
  }

  @Test("the first visit creates the working copy from the starter, in new folders")
  func createOnFirstVisit() throws {
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url.appendingPathComponent("new/home"))
    let copy = try workspace.prepareWorkingCopy(exerciseID: id, starter: "starter v1\n")
    #expect(copy.wasCreated)
    #expect(copy.url == (try workspace.workingCopyURL(forExerciseID: id)))
    #expect(try contents(copy.url) == "starter v1\n")
    #expect(try names(in: copy.url.deletingLastPathComponent()) == ["02-pin-to-margins.swift"])
  }

  @Test("an existing working copy is never overwritten by a later visit")
  func neverOverwrite() throws {
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url)
    let first = try workspace.prepareWorkingCopy(exerciseID: id, starter: "starter v1\n")
    try Data("my edits\n".utf8).write(to: first.url)
    let second = try workspace.prepareWorkingCopy(exerciseID: id, starter: "starter v2\n")
    #expect(second.wasCreated == false)
    #expect(try contents(second.url) == "my edits\n")
  }

  @Test("reset restores the starter and keeps the old file as a timestamped backup")
  func resetKeepsBackup() throws {
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url)
    let copy = try workspace.prepareWorkingCopy(exerciseID: id, starter: "starter\n")
    try Data("attempt one\n".utf8).write(to: copy.url)

    let reset = try workspace.reset(exerciseID: id, starter: "starter\n", now: resetTime)
    let folder = copy.url.deletingLastPathComponent()
    #expect(reset.url == copy.url)
    #expect(reset.backup?.lastPathComponent == "02-pin-to-margins.swift.bak-20250301T091500Z")
    #expect(try contents(copy.url) == "starter\n")
    #expect(
      try contents(folder.appendingPathComponent("02-pin-to-margins.swift.bak-20250301T091500Z"))
        == "attempt one\n")

    // A second reset in the same second must not overwrite the first backup.
    try Data("attempt two\n".utf8).write(to: copy.url)
    let again = try workspace.reset(exerciseID: id, starter: "starter\n", now: resetTime)
    #expect(again.backup?.lastPathComponent == "02-pin-to-margins.swift.bak-20250301T091500Z-2")
    #expect(
      try contents(folder.appendingPathComponent("02-pin-to-margins.swift.bak-20250301T091500Z"))
        == "attempt one\n")
    #expect(
      try contents(folder.appendingPathComponent("02-pin-to-margins.swift.bak-20250301T091500Z-2"))
        == "attempt two\n")

    // No temporary files are left behind by the atomic writes.
    #expect(
      try names(in: folder) == [
        "02-pin-to-margins.swift", "02-pin-to-margins.swift.bak-20250301T091500Z",
        "02-pin-to-margins.swift.bak-20250301T091500Z-2",
      ])
  }

  @Test("reset of a working copy too large to read keeps it whole as the backup")
  func resetLargeWorkingCopy() throws {
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url)
    let copy = try workspace.prepareWorkingCopy(exerciseID: id, starter: "starter\n")
    // 6 MiB: more than a working copy is ever read whole.
    let large = Data(repeating: UInt8(ascii: "a"), count: 6 << 20)
    try large.write(to: copy.url)

    let reset = try workspace.reset(exerciseID: id, starter: "starter\n", now: resetTime)
    #expect(try contents(copy.url) == "starter\n")
    let backup = try #require(reset.backup)
    #expect(try Data(contentsOf: backup) == large)
  }

  @Test("reset makes no backup when there is nothing to lose")
  func resetWithoutBackup() throws {
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url)
    let created = try workspace.reset(exerciseID: id, starter: "starter\n", now: resetTime)
    #expect(created.backup == nil)
    #expect(try contents(created.url) == "starter\n")
    let unchanged = try workspace.reset(exerciseID: id, starter: "starter\n", now: resetTime)
    #expect(unchanged.backup == nil)
    #expect(try names(in: created.url.deletingLastPathComponent()) == ["02-pin-to-margins.swift"])
  }

  @Test("working copies come from an exercise's starter")
  func fromExerciseSpec() throws {
    let catalog = try #require(
      LessonCatalog.load(courseDirectory: try fixtureCourseURL(), knownDevices: testDevices).catalog
    )
    let exercise = try #require(catalog.exercise(id: id))
    let temporary = try ScratchFolder()
    let workspace = Workspace(home: temporary.url)
    let copy = try workspace.prepareWorkingCopy(for: exercise)
    #expect(try contents(copy.url) == exercise.starter)
    try Data("changed".utf8).write(to: copy.url)
    #expect(try workspace.reset(exercise, now: resetTime).backup != nil)
    #expect(try contents(copy.url) == exercise.starter)
  }

  @Test("backup suffixes use UTC in ISO 8601 basic format")
  func backupSuffix() {
    #expect(Workspace.backupSuffix(for: resetTime) == ".bak-20250301T091500Z")
    #expect(Workspace.backupSuffix(for: Date(timeIntervalSince1970: 0)) == ".bak-19700101T000000Z")
    #expect(
      Workspace.backupSuffix(for: Date(timeIntervalSince1970: 86399.9)) == ".bak-19700101T235959Z")
  }

  @Test("a workspace that cannot be written gives an error naming the path and the reason")
  func unwritable() throws {
    let temporary = try ScratchFolder()
    // A file where the home folder should be.
    let fileHome = temporary.url.appendingPathComponent("home-is-a-file")
    try Data("x".utf8).write(to: fileHome)
    #expect(
      throws: WorkspaceError(
        action: "cannot create the folder", path: fileHome.path, reason: "Not a directory")
    ) {
      try Workspace(home: fileHome).prepareWorkingCopy(exerciseID: id, starter: "s")
    }

    // A file where the exercises folder should be.
    let home = temporary.url.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: home.appendingPathComponent("exercises"))
    #expect(
      throws: WorkspaceError(
        action: "cannot create the folder", path: home.appendingPathComponent("exercises").path,
        reason: "Not a directory")
    ) {
      try Workspace(home: home).prepareWorkingCopy(exerciseID: id, starter: "s")
    }

    // A folder where the working copy should be.
    let otherHome = temporary.url.appendingPathComponent("other")
    let workspace = Workspace(home: otherHome)
    let copyURL = try workspace.workingCopyURL(forExerciseID: id)
    try FileManager.default.createDirectory(at: copyURL, withIntermediateDirectories: true)
    #expect(
      throws: WorkspaceError(
        action: "cannot use the working copy", path: copyURL.path,
        reason: "it is not a regular file")
    ) {
      try workspace.prepareWorkingCopy(exerciseID: id, starter: "s")
    }
    #expect(
      throws: WorkspaceError(
        action: "cannot reset", path: copyURL.path,
        reason: "it is not a regular file; move it out of the way and run reset again to get "
          + "the starter")
    ) {
      try workspace.reset(exerciseID: id, starter: "s", now: resetTime)
    }
  }

  @Test("error descriptions read as one sentence")
  func errorDescription() {
    let error = WorkspaceError(
      action: "cannot write", path: "/x/y.swift", reason: "Permission denied")
    #expect(error.description == "cannot write /x/y.swift: Permission denied")
  }
}

@Suite("Workspace: choosing the home folder")
struct WorkspaceHomeTests {
  @Test("--home wins over LAYOUTLINGS_HOME, which wins over the checkout")
  func precedence() {
    let environment = ["LAYOUTLINGS_HOME": "/env/home", "HOME": "/root"]
    #expect(
      Workspace.homeChoice(option: "/opt/home", environment: environment) == .option("/opt/home"))
    #expect(
      Workspace.homeChoice(option: nil, environment: environment) == .environment("/env/home"))
    #expect(Workspace.homeChoice(option: nil, environment: ["LAYOUTLINGS_HOME": ""]) == .checkout)
    #expect(Workspace.homeChoice(option: nil, environment: [:]) == .checkout)
  }

  @Test("relative paths are taken from the current folder; the folder need not exist yet")
  func resolution() throws {
    let current = URL(fileURLWithPath: "/work/course", isDirectory: true)
    let checkout = URL(fileURLWithPath: "/checkout/Data", isDirectory: true)
    #expect(
      try Workspace.resolveHome(
        .option("my-data"), currentDirectory: current, checkoutData: checkout
      ).path
        == "/work/course/my-data")
    #expect(
      try Workspace.resolveHome(
        .environment("../elsewhere"), currentDirectory: current, checkoutData: nil
      )
      .path
        == "/work/elsewhere")
    #expect(
      try Workspace.resolveHome(.option("/abs/path"), currentDirectory: current, checkoutData: nil)
        .path
        == "/abs/path")
    #expect(
      try Workspace.resolveHome(.checkout, currentDirectory: current, checkoutData: checkout)
        == checkout)
  }

  @Test("an empty path, a file, or no checkout is an error")
  func resolutionErrors() throws {
    let temporary = try ScratchFolder()
    let current = temporary.url
    #expect(
      throws: WorkspaceError(
        action: "cannot use the workspace", path: "\"\"", reason: "--home is empty")
    ) {
      try Workspace.resolveHome(.option(""), currentDirectory: current, checkoutData: nil)
    }
    let file = temporary.url.appendingPathComponent("a-file")
    try Data().write(to: file)
    #expect(
      throws: WorkspaceError(
        action: "cannot use the workspace", path: file.path, reason: "it is not a folder")
    ) {
      try Workspace.resolveHome(
        .environment("a-file"), currentDirectory: current, checkoutData: nil)
    }
    #expect(
      throws: WorkspaceError(
        action: "cannot find", path: "the checkout's Data folder",
        reason: "pass --home DIR or set LAYOUTLINGS_HOME")
    ) {
      try Workspace.resolveHome(.checkout, currentDirectory: current, checkoutData: nil)
    }
  }
}
