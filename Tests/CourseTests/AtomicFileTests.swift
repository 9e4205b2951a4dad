import Foundation
import TestSupport
import Testing

@testable import Course

@Suite("Atomic file writes")
struct AtomicFileTests {
  private func inode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require((attributes[.systemFileNumber] as? NSNumber)?.intValue)
  }

  private func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("replace puts a new file in place by rename: a new inode with the full contents")
  func replaceRenames() throws {
    let temporary = try ScratchFolder()
    let path = temporary.url.appendingPathComponent("file.swift").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let before = try inode(path)
    try AtomicFile.replace(path, with: Array("new contents".utf8))
    #expect(try inode(path) != before)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
    #expect(try names(in: temporary.url) == ["file.swift"])
  }

  @Test("createNew never replaces an existing file and leaves no temporary file")
  func createNewKeepsExisting() throws {
    let temporary = try ScratchFolder()
    let path = temporary.url.appendingPathComponent("file.swift").path
    #expect(try AtomicFile.createNew(path, with: Array("first".utf8)))
    #expect(try AtomicFile.createNew(path, with: Array("second".utf8)) == false)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
    #expect(try names(in: temporary.url) == ["file.swift"])
  }

  @Test("a failed replace leaves the destination and the folder as they were")
  func failedReplaceCleansUp() throws {
    let temporary = try ScratchFolder()
    let destination = temporary.url.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: destination.appendingPathComponent("inside"))
    #expect(throws: FileSystemError.self) {
      try AtomicFile.replace(destination.path, with: [1, 2, 3])
    }
    #expect(try names(in: temporary.url) == ["occupied"])
    #expect(try names(in: destination) == ["inside"])
  }

  @Test("writing into a folder that does not exist fails with the system's reason")
  func missingFolder() throws {
    let temporary = try ScratchFolder()
    let path = temporary.url.appendingPathComponent("absent/file.swift").path
    #expect(throws: FileSystemError(code: ENOENT)) { try AtomicFile.replace(path, with: [1]) }
    #expect(FileSystemError(code: ENOENT).reason == "No such file or directory")
  }

  @Test("makeDirectories creates every missing level and names the level that fails")
  func makeDirectories() throws {
    let temporary = try ScratchFolder()
    let deep = temporary.url.appendingPathComponent("a/b/c").path
    try AtomicFile.makeDirectories(deep)
    #expect(FileSystem.kind(at: deep) == .directory)
    try AtomicFile.makeDirectories(deep)

    let blocker = temporary.url.appendingPathComponent("file")
    try Data().write(to: blocker)
    do {
      try AtomicFile.makeDirectories(blocker.appendingPathComponent("x/y").path)
      Issue.record("created folders under a file")
    } catch {
      #expect(error.path == blocker.path)
      #expect(error.reason == "Not a directory")
    }
  }
}
