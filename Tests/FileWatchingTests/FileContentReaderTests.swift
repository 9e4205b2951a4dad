import TestSupport
import Testing

@testable import FileWatching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Reading a watched file")
struct FileContentReaderTests {
  @Test func readsAWholeFileWithItsSignature() throws {
    let folder = try ScratchFolder()
    let path = folder.path("a.swift")
    let text = String(repeating: "0123456789", count: 10_000)  // more than one read's chunk
    try Editor.truncateAndWrite(text, to: path)
    guard case .contents(let bytes, let signature) = FileContentReader.read(path: path) else {
      Issue.record("expected contents")
      return
    }
    #expect(bytes == Array(text.utf8))
    #expect(signature.size == 100_000)
    #expect(signature.isRegularFile)
  }

  @Test func aMissingFileOrFolderIsMissing() throws {
    let folder = try ScratchFolder()
    #expect(FileContentReader.read(path: folder.path("none.swift")) == .missing)
    try Editor.truncateAndWrite("x", to: folder.path("plain"))
    // A path that goes through a file as if it were a folder (ENOTDIR).
    #expect(FileContentReader.read(path: folder.path("plain/inside.swift")) == .missing)
  }

  @Test func aFolderOrPipeIsNotARegularFile() throws {
    let folder = try ScratchFolder()
    #expect(
      FileContentReader.read(path: folder.path) == .unreadable(.notARegularFile(path: folder.path)))
    let fifo = folder.path("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(FileContentReader.read(path: fifo) == .unreadable(.notARegularFile(path: fifo)))
    #expect(FileContentReader.quickRead(path: fifo) == nil)
  }

  @Test func recentOrWholeSecondTimesMayHideRewrites() {
    var info = stat()
    info.st_mode = mode_t(S_IFREG | 0o644)
    var signature = FileSignature(info)
    let wallClock = FileSignature.Timestamp(seconds: 1_700_000_000, nanoseconds: 500)
    signature.modified = .init(seconds: 1_600_000_000, nanoseconds: 123)
    #expect(!signature.mayHideRewrites(wallClock: wallClock))
    signature.modified = .init(seconds: 1_600_000_000, nanoseconds: 0)
    #expect(signature.mayHideRewrites(wallClock: wallClock))
    signature.modified = .init(seconds: 1_699_999_998, nanoseconds: 42)
    #expect(signature.mayHideRewrites(wallClock: wallClock))
    signature.modified = .init(seconds: 1_699_999_997, nanoseconds: 42)
    #expect(!signature.mayHideRewrites(wallClock: wallClock))
  }
}
