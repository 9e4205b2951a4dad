import Foundation
import FullScreen
import TestSupport
import Testing

@testable import LayoutlingsCLI

@Suite("layoutlings watch, the real binary without a terminal")
struct WatchBinaryTests {
  @Test("grades once at the start and once per save, in plain text, until stopped")
  func plainWatch() throws {
    let scratch = try ScratchFolder()
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home")
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    let program = try SpawnedProgram.start(
      path: try layoutlingsExecutable().path,
      arguments: ["layoutlings", "--home", home.path, "--course", fixtureCourse.path, "watch"],
      // A compiler that fails at once stands in for the real one (whose first build takes minutes).
      environment: [
        "LAYOUTLINGS_DATA": data.path, "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
      ],
      standardStreams: ends[1])
    close(ends[1])
    var text = ""
    func read(until needle: String, count: Int = 1) -> Bool {
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline {
        if text.components(separatedBy: needle).count > count { return true }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let got = Foundation.read(ends[0], &chunk, chunk.count)
        if got > 0 {
          text += String(decoding: chunk[0..<got], as: UTF8.self)
        } else {
          usleep(20_000)
        }
      }
      return false
    }
    let copy = home.appendingPathComponent("exercises/01-anchors/01-center-a-box.swift")
    #expect(read(until: "swiftc --version` failed"))
    #expect(
      text.hasPrefix(
        "Watching \(copy.path) for 01-anchors/01-center-a-box: Centre a box (inotify)."))
    let handle = try FileHandle(forWritingTo: copy)
    handle.seekToEndOfFile()
    handle.write(Data("// saved\n".utf8))
    try handle.close()
    #expect(read(until: "The file changed; grading 01-anchors/01-center-a-box again:"))
    #expect(read(until: "swiftc --version` failed", count: 2))
    #expect(!text.contains("\u{1B}"))
    kill(program.processIdentifier, SIGTERM)
    #expect(program.wait() == .signalled(SIGTERM))
  }
}
