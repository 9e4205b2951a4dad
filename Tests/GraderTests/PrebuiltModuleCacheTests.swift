import Foundation
import Grader
import Testing

@Suite("Prebuilt module cache")
struct PrebuiltModuleCacheTests {
  /// Events from several threads.
  final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [PrebuiltModuleEvent] = []

    func record(_ event: PrebuiltModuleEvent) {
      lock.lock()
      recorded.append(event)
      lock.unlock()
    }

    var events: [PrebuiltModuleEvent] {
      lock.lock()
      defer { lock.unlock() }
      return recorded
    }
  }

  private func writeModule(_ name: String, files: [String: String], in root: String) throws
    -> PrebuiltModuleSpec
  {
    let directory = "\(root)/sources/\(name)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for name in files.keys.sorted() {
      try files[name]?.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
    }
    return PrebuiltModuleSpec(name: name, sourceDirectory: directory)
  }

  @Test("built once with progress, even by two users at once; found afterwards without events")
  func buildOnce() throws {
    let toolchain = try FixtureModules.prepared.get().toolchain
    let root = try TemporaryDirectory(prefix: "layoutlings-cache-test")
    defer { root.remove() }
    let tiny = try writeModule(
      "Tiny", files: ["Tiny.swift": "public func answer() -> Int { 42 }\n"], in: root.path)
    let cache = PrebuiltModuleCache(
      root: root.file("cache"), toolchain: toolchain, optimization: .none)
    #expect(try cache.cached([tiny]) == nil)

    let log = EventLog()
    let results = ResultsBox()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.set(index, Result { try cache.prepare([tiny]) { log.record($0) } })
    }
    let first = try results.get(0)
    let second = try results.get(1)
    #expect(first == second)
    let events = log.events
    #expect(events.filter { $0 == .buildStarted(moduleCount: 1) }.count == 1)
    #expect(events.filter { $0 == .moduleStarted(name: "Tiny", index: 1, count: 1) }.count == 1)
    #expect(events.filter { if case .buildFinished = $0 { true } else { false } }.count == 1)
    for file in ["libTiny.so", "Tiny.swiftmodule", "complete"] {
      #expect(FileManager.default.fileExists(atPath: "\(first.directory)/\(file)"), "\(file)")
    }

    let later = EventLog()
    #expect(try cache.prepare([tiny]) { later.record($0) } == first)
    #expect(later.events.isEmpty)
    #expect(try cache.cached([tiny]) == first)
  }

  @Test("the key follows every source byte and setting, not the directory or file order")
  func keys() throws {
    let toolchain = try FixtureModules.prepared.get().toolchain
    let root = try TemporaryDirectory(prefix: "layoutlings-key-test")
    defer { root.remove() }
    let cache = PrebuiltModuleCache(root: root.file("cache"), toolchain: toolchain)
    let files = ["A.swift": "public let a = 1\n", "B.swift": "public let b = 2\n"]
    let original = try writeModule("M", files: files, in: root.file("one"))
    let copy = try writeModule("M", files: files, in: root.file("two"))
    let changed = try writeModule(
      "M", files: ["A.swift": "public let a = 1\n", "B.swift": "public let b = 3\n"],
      in: root.file("three"))
    let renamed = try writeModule(
      "M", files: ["A.swift": "public let a = 1\n", "C.swift": "public let b = 2\n"],
      in: root.file("four"))
    #expect(try cache.key(for: [original]) == cache.key(for: [copy]))
    #expect(try cache.key(for: [original]) != cache.key(for: [changed]))
    #expect(try cache.key(for: [original]) != cache.key(for: [renamed]))
    let debug = PrebuiltModuleCache(
      root: root.file("cache"), toolchain: toolchain, optimization: .none)
    #expect(try cache.key(for: [original]) != debug.key(for: [original]))
    var flagged = original
    flagged.extraArguments = ["-enable-upcoming-feature", "ExistentialAny"]
    #expect(try cache.key(for: [original]) != cache.key(for: [flagged]))
  }

  @Test("a module that does not compile fails with the compiler's message and leaves nothing")
  func brokenModule() throws {
    let toolchain = try FixtureModules.prepared.get().toolchain
    let root = try TemporaryDirectory(prefix: "layoutlings-broken-test")
    defer { root.remove() }
    let broken = try writeModule(
      "Broken", files: ["Broken.swift": "public let x = undefinedThing\n"], in: root.path)
    let cache = PrebuiltModuleCache(
      root: root.file("cache"), toolchain: toolchain, optimization: .none)
    do {
      _ = try cache.prepare([broken])
      Issue.record("the build should have failed")
    } catch let GraderError.moduleBuildFailed(module, output) {
      #expect(module == "Broken")
      #expect(output.contains("cannot find 'undefinedThing' in scope"))
    }
    #expect(try cache.cached([broken]) == nil)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.file("cache"))
    #expect(leftovers.allSatisfy { $0.hasSuffix(".lock") })
  }

  @Test("a missing source directory is an error that names it")
  func missingSources() throws {
    let toolchain = try FixtureModules.prepared.get().toolchain
    let cache = PrebuiltModuleCache(root: "/nonexistent/cache", toolchain: toolchain)
    let spec = PrebuiltModuleSpec(name: "Gone", sourceDirectory: "/nonexistent/Gone")
    #expect(
      throws: GraderError.fileAccess(path: "/nonexistent/Gone", reason: "no such source directory")
    ) {
      try cache.prepare([spec])
    }
  }
}

/// Results written by concurrent workers.
final class ResultsBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Int: Result<PrebuiltModules, any Error>] = [:]

  func set(_ index: Int, _ result: Result<PrebuiltModules, any Error>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  func get(_ index: Int) throws -> PrebuiltModules {
    lock.lock()
    let result = results[index]
    lock.unlock()
    guard let result else { throw MissingResult() }
    return try result.get()
  }

  struct MissingResult: Error {}
}
