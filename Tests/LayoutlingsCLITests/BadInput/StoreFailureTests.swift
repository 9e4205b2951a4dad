import Course
import Foundation
import SQLite
import Terminal
import TestSupport
import Testing

@testable import LayoutlingsCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress store that is damaged, from a newer version, in a folder that cannot be written,
/// or on a full disk: one clear line, the right status, and no progress lost.
@Suite("Bad input: the progress store", .serialized)
struct StoreFailureTests {
  static let exercise = "01-anchors/01-center-a-box"

  /// A workspace with progress in it: the course imported, hint 1 revealed, three attempts.
  private func workspaceWithProgress(copyCourse: Bool = false) throws -> CommandHarness {
    let harness = try CommandHarness(copyCourse: copyCourse)
    #expect(harness.run(["hint", Self.exercise]).status == .success)
    let store = try harness.store()
    for minutes in [1.0, 2, 3] {
      try store.recordAttempt(gradedAttempt(Self.exercise, .failed, score: 0.5, minutes: minutes))
    }
    return harness
  }

  private func storePath(_ harness: CommandHarness) -> String {
    harness.home.appendingPathComponent(CourseStore.fileName).path
  }

  private func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Wipes the store's header (the first 100 bytes).
  private func wipeHeader(_ path: String) throws {
    var damaged = try bytes(path)
    for index in 0..<100 { damaged[index] = 0 }
    try Data(damaged).write(to: URL(fileURLWithPath: path))
  }

  @Test("a damaged store: one line that says how to repair it; the file stays as it is")
  func damagedStoreIsRefused() throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    try wipeHeader(path)
    let before = try bytes(path)
    for command in [
      ["list"], ["hint", Self.exercise], ["review"], ["rate", Self.exercise, "good"],
    ] {
      let result = harness.run(command)
      #expect(result.status == .dataError)
      let lines = result.errors.split(separator: "\n")
      #expect(lines.count == 1)
      #expect(
        result.errors.hasPrefix(
          "Error: the progress store \(path) is damaged ("))
      #expect(
        result.errors.hasSuffix(
          "); it was left as it is; to back it up and rebuild it from what can still be read, run:"
            + " layoutlings --home \(harness.home.path) --course \(harness.course.path)"
            + " dev repair-store\n"))
    }
    // The course without a terminal (plain text) says the same, under the program's name.
    let plain = harness.run([])
    #expect(plain.status == .dataError)
    #expect(plain.errors.hasPrefix("Error: the progress store \(path) is damaged ("))
    #expect(plain.errors.hasSuffix(" dev repair-store\n"))
    #expect(try bytes(path) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: harness.home.path)
        .filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("dev repair-store backs the file up, rebuilds it and keeps the progress")
  func repairStore() throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    try wipeHeader(path)
    let damaged = try bytes(path)
    let result = harness.run(["dev", "repair-store"])
    #expect(result.status == .success)
    #expect(result.errors.isEmpty)
    // Only the header was lost: the three attempts, the hint reveal and the fuzz seed come
    // back (`hint` does not move the position, so there is none).
    #expect(
      result.outputLines == [
        "Backed up the damaged progress store to \(path).corrupt-20250101T090000Z (kept as it was).",
        "Its header was wiped; it was read with a rebuilt one.",
        "Rebuilt \(path) with the course imported:",
        "  3 attempts recovered, 0 lost",
        "  0 ratings recovered, 0 lost",
        "  1 hint reveal recovered, 0 lost",
        "  0 positions recovered, 0 lost",
        "  1 setting recovered, 0 lost",
        "Review schedules were recomputed from the recovered ratings.",
        "",
      ])
    #expect(try bytes(path + ".corrupt-20250101T090000Z") == damaged)
    #expect(harness.run(["list"]).status == .success)
    let store = try harness.store()
    #expect(try store.attemptCount() == 3)
    #expect(try store.revealedHints(for: Self.exercise) == [0])
  }

  @Test("dev repair-store leaves a sound store alone, and says when there is none")
  func repairStoreWithoutDamage() throws {
    let harness = try CommandHarness()
    let missing = harness.run(["dev", "repair-store"])
    #expect(missing.status == .noInput)
    #expect(
      missing.errors
        == "Error: there is no progress store at \(storePath(harness))\n")
    #expect(harness.run(["list"]).status == .success)
    let sound = harness.run(["dev", "repair-store"])
    #expect(sound.status == .success)
    #expect(
      sound.output
        == "The progress store \(storePath(harness)) is not damaged; nothing to repair.\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: harness.home.path)
    #expect(!names.contains { $0.contains("corrupt") })
  }

  /// Runs `sql` on the store's file with foreign keys off, and folds the log into the file.
  private func damageSchema(_ harness: CommandHarness, _ sql: String) throws {
    let database = try Database(path: storePath(harness))
    try database.execute("PRAGMA foreign_keys = OFF")
    try database.execute(sql)
    _ = try database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  @Test(
    "a dropped table or a deleted migration record: the repair is named, then mends it",
    arguments: [
      ("DROP TABLE rating", "the table rating is missing"),
      ("DROP TABLE exercise", "the table exercise is missing"),
      (
        "DELETE FROM schema_migrations WHERE id = 4",
        "the table lesson_step has the columns exercises_json, attribution"
      ),
    ])
  func damagedSchema(sql: String, difference: String) throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    try damageSchema(harness, sql)
    for command in [["list"], ["rate", Self.exercise, "good"], ["report"]] {
      let result = harness.run(command)
      #expect(result.status == .dataError)
      #expect(result.errors.split(separator: "\n").count == 1)
      #expect(
        result.errors.hasPrefix(
          "Error: the progress store \(path) is damaged (its schema is not the one its "
            + "migrations make: \(difference)"))
      #expect(result.errors.hasSuffix(" dev repair-store\n"))
      #expect(!result.errors.contains("no such table"))
      #expect(!result.errors.contains("duplicate column"))
    }
    let repair = harness.run(["dev", "repair-store"])
    #expect(repair.status == .success)
    #expect(repair.outputLines.contains("Its schema was not the one its migrations make:"))
    #expect(repair.outputLines.contains { $0.hasPrefix("  \(difference)") })
    #expect(repair.outputLines.contains("  3 attempts recovered, 0 lost"))
    #expect(harness.run(["list"]).status == .success)
    #expect(try harness.store().attemptCount() == 3)
  }

  @Test("an emptied store beside working copies: refused, and the repair says all is lost")
  func emptiedStore() throws {
    let harness = try workspaceWithProgress()
    let workspace = Workspace(home: harness.home)
    _ = try workspace.prepareWorkingCopy(exerciseID: Self.exercise, starter: "// mine\n")
    let workingCopies = workspace.existingWorkingCopies()
    #expect(workingCopies.count == 1)
    let path = storePath(harness)
    for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: path)

    let list = harness.run(["list"])
    #expect(list.status == .dataError)
    #expect(
      list.errors.hasPrefix(
        "Error: the progress store \(path) is damaged (it is empty (0 bytes) although the "
          + "workspace has 1 working copy in \(workspace.exercisesDirectory.path), so the "
          + "attempts, ratings and hints recorded in it are gone); it was left as it is;"))
    #expect(list.errors.hasSuffix(" dev repair-store\n"))
    let repair = harness.run(["dev", "repair-store"])
    #expect(repair.status == .success)
    #expect(
      repair.outputLines.contains(
        "It was empty (0 bytes): everything recorded in it is lost; the working copies are kept."))
    #expect(repair.outputLines.contains("  0 attempts recovered, an unknown number lost"))
    #expect(harness.run(["list"]).status == .success)
    #expect(workingCopies.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
  }

  @Test("a store from a newer version: refused with both versions named, file untouched")
  func newerStore() throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    do {
      let database = try Database(path: path)
      try database.execute(
        "INSERT INTO schema_migrations(id, name, applied_at) VALUES (8, 'report cache', '2026-01-01')"
      )
      _ = try database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
    }
    let before = try bytes(path)
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(
      result.errors
        == "Error: the progress store \(path) was written by a newer version of "
        + "Layoutlings (its schema is at version 8, this version's at version 7; it has migration 8 "
        + "\"report cache\", which this version does not know); update Layoutlings to use it; the "
        + "file was left as it is\n")
    #expect(try bytes(path) == before)
    // Nor does a repair touch it.
    #expect(harness.run(["dev", "repair-store"]).status == .dataError)
    #expect(try bytes(path) == before)
  }

  /// Runs `arguments` in-process with `home` as the workspace.
  private func run(home: String, _ arguments: [String]) -> CommandResult {
    let output = StringSink()
    let errors = StringSink()
    let context = CommandContext(
      output: output, errors: errors, environment: [:],
      currentDirectory: FileManager.default.temporaryDirectory, clock: { harnessTime },
      checkoutDirectory: nil, devices: fixtureDevices)
    let status = LayoutlingsCLI.run(
      ["--home", home, "--course", fixtureCourse.path] + arguments, context: context)
    return CommandResult(status: status, output: output.text, errors: errors.text)
  }

  @Test("a workspace under a file cannot be made: one line, exit 74")
  func homeUnderAFile() throws {
    let scratch = try ScratchFolder()
    let file = scratch.url.appendingPathComponent("plain-file")
    try Data("x".utf8).write(to: file)
    let home = file.appendingPathComponent("home").path
    let result = run(home: home, ["list"])
    #expect(result.status == .ioError)
    #expect(
      result.errors
        == "Error: cannot open the progress store \(home)/layoutlings.sqlite: cannot"
        + " create \(file.path): Not a directory\n")
  }

  @Test("a read-only workspace: one line, exit 74 (root writes anyway)")
  func readOnlyHome() throws {
    let scratch = try ScratchFolder()
    let home = scratch.url.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    #expect(chmod(home.path, 0o555) == 0)
    defer { chmod(home.path, 0o755) }
    let result = run(home: home.path, ["list"])
    if geteuid() == 0 {
      // Permissions do not stop root; the store is made as usual.
      #expect(result.status == .success)
    } else {
      #expect(result.status == .ioError)
      #expect(
        result.errors.hasPrefix("Error: cannot open the progress store \(home.path)"))
      #expect(result.errors.split(separator: "\n").count == 1)
    }
  }

  @Test("a full disk (a file-size limit): exit 74, the write failure named, progress intact")
  func fullDisk() throws {
    let harness = try workspaceWithProgress(copyCourse: true)
    // 300 KB more lesson text: importing it again must write far past the limit.
    let lesson = harness.course.appendingPathComponent("01-anchors/lesson.md")
    let padding = String(repeating: "Anchors tie edges together. ", count: 11_000)
    try Data((try contents(lesson) + "\n## More\n\n" + padding + "\n").utf8).write(to: lesson)

    let data = try fixtureDataFolder(in: harness.scratch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // 128 blocks: 64 KB in dash's 512-byte blocks, 128 KB in bash's; room for the shared-memory
    // index (32 KB), not for the import.
    process.arguments = [
      "-c", "ulimit -f 128 && exec \"$0\" \"$@\"", try layoutlingsExecutable().path,
      "--home", harness.home.path, "--course", harness.course.path, "--now", "2025-01-01T09:00:00Z",
      "list",
    ]
    process.environment = [
      "LAYOUTLINGS_DATA": data.path, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 74)
    #expect(text.split(separator: "\n").count == 1)
    #expect(text.hasPrefix("Error: the progress store \(storePath(harness)) failed: "))
    #expect(
      text.contains("the disk may be full or the file too large; what was saved before is kept")
        || text.contains("the disk is full"))

    // With room again, the store opens with everything recorded before.
    #expect(harness.run(["list"]).status == .success)
    let store = try harness.store()
    #expect(try store.attemptCount() == 3)
    #expect(try store.revealedHints(for: Self.exercise) == [0])
    #expect(try store.integrityProblems().isEmpty)
  }

  @Test("a file-size limit on opening: the write failure named, not only 'disk I/O error'")
  func fileSizeLimitOnOpening() throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    // The last connection closed, so the store in WAL mode has no shared-memory file: opening
    // must make one.
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    let data = try fixtureDataFolder(in: harness.scratch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // One block: no room for the shared-memory index.
    process.arguments = [
      "-c", "ulimit -f 1 && exec \"$0\" \"$@\"", try layoutlingsExecutable().path,
      "--home", harness.home.path, "--course", harness.course.path, "--now", "2025-01-01T09:00:00Z",
      "list",
    ]
    process.environment = [
      "LAYOUTLINGS_DATA": data.path, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74)
    #expect(text.split(separator: "\n").count == 1)
    #expect(text.hasPrefix("Error: cannot open the progress store \(path): writing failed ("))
    #expect(
      text.hasSuffix(
        "the disk may be full or the file too large; what was saved before is kept\n"))
    // With room again, the store opens with everything recorded before.
    #expect(harness.run(["list"]).status == .success)
    #expect(try harness.store().attemptCount() == 3)
  }

  /// Makes `folder` impossible to write: a read-only bind mount as root (permissions do not
  /// stop root), else no write permission on it and its files. Returns how to undo it, or nil
  /// when root may not mount here.
  private func makeReadOnly(_ folder: URL) throws -> (() -> Void)? {
    if geteuid() != 0 {
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      for name in files { chmod(folder.appendingPathComponent(name).path, 0o444) }
      chmod(folder.path, 0o555)
      return {
        chmod(folder.path, 0o755)
        for name in files { chmod(folder.appendingPathComponent(name).path, 0o644) }
      }
    }
    func mount(_ arguments: [String]) throws -> Bool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/mount")
      process.arguments = arguments
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    }
    guard try mount(["--bind", folder.path, folder.path]) else { return nil }
    guard try mount(["-o", "remount,ro,bind", folder.path]) else {
      _ = try? mount(["-u", folder.path])
      return nil
    }
    return {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/umount")
      process.arguments = [folder.path]
      try? process.run()
      process.waitUntilExit()
    }
  }

  @Test("a workspace that cannot be written: list, report and review show what was recorded")
  func readOnlyWorkspace() throws {
    let harness = try workspaceWithProgress()
    let path = storePath(harness)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    let before = try bytes(path)
    guard let undo = try makeReadOnly(harness.home) else { return }
    defer { undo() }
    try #require(!FileManager.default.isWritableFile(atPath: harness.home.path))

    let warning =
      "Warning: \(harness.home.path) cannot be written; showing the progress as recorded\n"
    let list = harness.run(["list", "--json"])
    #expect(list.status == .success, "\(list.errors)")
    #expect(list.errors == warning)
    // The attempts were made a few minutes after the harness's clock.
    let report = harness.run(["report", "--format", "json", "--now", "2025-01-02T00:00:00Z"])
    #expect(report.status == .success, "\(report.errors)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
    let totals = try #require(root["totals"] as? [String: Any])
    #expect(totals["attempts"] as? Int == 3)
    let review = harness.run(["review", "--json"])
    #expect(review.status == .success, "\(review.errors)")
    #expect(review.errors.hasPrefix(warning))

    // What records still refuses, on one line.
    let rate = harness.run(["rate", Self.exercise, "good"])
    #expect(rate.status == .ioError)
    #expect(rate.errors.split(separator: "\n").count == 1)
    #expect(try bytes(path) == before)
  }
}
