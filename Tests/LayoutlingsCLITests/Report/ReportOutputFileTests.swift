import Foundation
import Terminal
import TestSupport
import Testing

@testable import LayoutlingsCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `report -o` writes a regular file or a new one, through a symbolic link of the learner's,
/// and refuses whatever else the path names; a report that cannot reach standard output fails.
@Suite("layoutlings report: where the report may be written")
struct ReportOutputFileTests {
  /// What is at `path`, without following a link: `S_IFREG`, `S_IFDIR`, `S_IFIFO`, `S_IFLNK`.
  private func kind(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  @Test("a folder: refused with a file name to use; exit 74, no Foundation error number")
  func folder() throws {
    let harness = try CommandHarness()
    let folder = harness.scratch.url.appendingPathComponent("reports")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = harness.run(["report", "--format", "html", "-o", folder.path])
    #expect(result.status == .ioError)
    #expect(
      result.errors
        == "Error: cannot write \(folder.path): it is a folder; name a file in it, such as "
        + "\(folder.path)/report.html\n")
    #expect(kind(folder.path) == S_IFDIR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a FIFO: refused without opening it, and still a FIFO afterwards")
  func fifo() throws {
    let harness = try CommandHarness()
    let fifo = harness.scratch.url.appendingPathComponent("pipe.md").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = harness.run(["report", "-o", fifo])
    #expect(result.status == .ioError)
    #expect(
      result.errors
        == "Error: cannot write \(fifo): it is a FIFO, not a regular file; -o writes only to "
        + "regular files\n")
    #expect(kind(fifo) == S_IFIFO)
  }

  @Test("a link to a FIFO is refused like the FIFO")
  func linkToFIFO() throws {
    let harness = try CommandHarness()
    let fifo = harness.scratch.url.appendingPathComponent("pipe").path
    let link = harness.scratch.url.appendingPathComponent("report.md").path
    #expect(mkfifo(fifo, 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    let result = harness.run(["report", "-o", link])
    #expect(result.status == .ioError)
    #expect(result.errors.contains("it is a FIFO"))
    #expect(kind(fifo) == S_IFIFO)
    #expect(kind(link) == S_IFLNK)
  }

  @Test("a link to a regular file: the file gets the report and the link stays a link")
  func linkToFile() throws {
    let harness = try CommandHarness()
    let file = harness.scratch.url.appendingPathComponent("kept.md")
    try Data("old\n".utf8).write(to: file)
    let link = harness.scratch.url.appendingPathComponent("progress.md").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file.path)
    let result = harness.run(["report", "-o", link])
    #expect(result.status == .success, "\(result.errors)")
    #expect(kind(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file.path)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text != "old\n")
    #expect(text.hasPrefix("# "))
  }

  @Test("a new file is made, an existing regular file replaced; a missing folder is named")
  func regularAndNewFiles() throws {
    let harness = try CommandHarness()
    let file = harness.scratch.url.appendingPathComponent("new.csv")
    #expect(harness.run(["report", "-o", file.path]).status == .success)
    #expect(kind(file.path) == S_IFREG)
    try Data("old".utf8).write(to: file)
    #expect(harness.run(["report", "-o", file.path]).status == .success)
    #expect(try String(contentsOf: file, encoding: .utf8) != "old")

    let lost = harness.scratch.url.appendingPathComponent("no-such-folder/r.md").path
    let result = harness.run(["report", "-o", lost])
    #expect(result.status == .ioError)
    #expect(
      result.errors
        == "Error: cannot write \(lost): the folder "
        + "\(harness.scratch.url.appendingPathComponent("no-such-folder").path) does not exist\n")
  }

  /// A sink whose writes fail as a full disk's do.
  private final class FullSink: TextSink {
    func write(_ text: String) throws {
      throw TerminalError.systemCall(name: "write", errno: ENOSPC)
    }
  }

  @Test("standard output that cannot be written (a full disk): exit 74, said in words")
  func fullStandardOutput() throws {
    let harness = try CommandHarness()
    let errors = StringSink()
    let context = CommandContext(
      output: FullSink(), errors: errors, environment: [:], currentDirectory: harness.scratch.url,
      clock: { harnessTime }, checkoutDirectory: nil, devices: fixtureDevices)
    let status = LayoutlingsCLI.run(
      ["--home", harness.home.path, "--course", harness.course.path, "report"], context: context)
    #expect(status == .ioError)
    #expect(
      errors.text
        == "Error: cannot write the report to standard output: the disk is full "
        + "(No space left on device)\n")
  }
}
