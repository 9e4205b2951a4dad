import Foundation
import Testing

@testable import FileWatching

@Suite("Watched location")
struct WatchedLocationTests {
  @Test func splitsAnAbsolutePathIntoFolderAndName() throws {
    let location = try WatchedLocation(path: "/work/Data/exercises/01-basics/02-pin.swift")
    #expect(location.path == "/work/Data/exercises/01-basics/02-pin.swift")
    #expect(location.directory == "/work/Data/exercises/01-basics")
    #expect(location.name == Array("02-pin.swift".utf8))
  }

  @Test func aFileAtTheRootLivesInTheRootFolder() throws {
    let location = try WatchedLocation(path: "/Exercise.swift")
    #expect(location.directory == "/")
    #expect(location.name == Array("Exercise.swift".utf8))
  }

  @Test func aRelativePathIsResolvedAgainstTheWorkingFolder() throws {
    let location = try WatchedLocation(path: "Exercise.swift")
    let workingFolder = FileManager.default.currentDirectoryPath
    let expectedFolder = workingFolder == "/" ? "/" : workingFolder
    #expect(location.directory == expectedFolder)
    #expect(location.path.hasPrefix("/"))
    #expect(location.path.hasSuffix("/Exercise.swift"))
  }

  @Test(arguments: ["", "exercises/", "/", ".", "..", "exercises/..", "/tmp/."])
  func pathsThatNameNoFileAreRejected(path: String) {
    #expect(throws: WatchError.invalidPath(path)) { try WatchedLocation(path: path) }
  }

  @Test func theWatcherRejectsTheSamePaths() {
    #expect(throws: WatchError.invalidPath("exercises/")) {
      try FileWatcher(path: "exercises/")
    }
  }
}
