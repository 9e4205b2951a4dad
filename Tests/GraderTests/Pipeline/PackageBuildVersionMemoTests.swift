import Foundation
import Testing

@testable import Grader

/// The package build's engine version is remembered only while nothing it was made from
/// changed: a rebuilt object, a changed map or data file, another compiler.
@Suite("Package build version memo")
struct PackageBuildVersionMemoTests {
  private struct Build {
    let directory: TemporaryDirectory
    let folder: String
    let toolchain: SwiftToolchain
    let data: (relativePath: String, path: String)
    var object: String { directory.file("build/A.build/a.swift.o") }
    var map: String { directory.file("build/A.build/output-file-map.json") }

    init() throws {
      directory = try TemporaryDirectory(prefix: "layoutlings-memo-test")
      folder = directory.file("build")
      for sub in ["build/Modules", "build/A.build", "data"] {
        try FileManager.default.createDirectory(
          atPath: directory.file(sub), withIntermediateDirectories: true)
      }
      let compiler = directory.file("swiftc")
      try "#!/bin/sh\necho 'Swift version 0.1 (stand-in)'\n"
        .write(toFile: compiler, atomically: true, encoding: .utf8)
      #expect(chmod(compiler, 0o755) == 0)
      toolchain = try SwiftToolchain(compilerPath: compiler)
      data = ("devices.json", directory.file("data/devices.json"))
      try "{}".write(toFile: data.path, atomically: true, encoding: .utf8)
      try "module".write(
        toFile: directory.file("build/Modules/A.swiftmodule"), atomically: true, encoding: .utf8)
      try "{}".write(toFile: map, atomically: true, encoding: .utf8)
      try "object".write(toFile: object, atomically: true, encoding: .utf8)
    }

    func key(recipes: [String] = ["1", "2"]) -> ContentHash {
      PackageBuildVersionMemo.key(
        folder: folder, moduleNames: ["A"], toolchain: toolchain, recipes: recipes,
        dataFiles: [data])
    }

    var memo: PackageBuildVersionMemo {
      PackageBuildVersionMemo(cacheDirectory: directory.file("cache"))
    }
  }

  @Test("a remembered version is given back while the object is as it was")
  func remembered() throws {
    let build = try Build()
    defer { build.directory.remove() }
    #expect(build.memo.version(for: build.key()) == nil)
    build.memo.remember("v1", objects: [build.object], for: build.key())
    #expect(build.memo.version(for: build.key()) == "v1")
  }

  @Test("a rebuilt object makes the remembered version unusable")
  func rebuiltObject() throws {
    let build = try Build()
    defer { build.directory.remove() }
    let key = build.key()
    build.memo.remember("v1", objects: [build.object], for: key)
    try "object, rebuilt".write(toFile: build.object, atomically: true, encoding: .utf8)
    // The key leaves objects out (they are listed in the entry, not read from the maps)…
    #expect(build.key() == key)
    // …and the entry's check of them refuses the version.
    #expect(build.memo.version(for: key) == nil)
  }

  @Test("a changed map, data file or recipe gives another key")
  func otherKeys() throws {
    let build = try Build()
    defer { build.directory.remove() }
    let first = build.key()
    #expect(build.key(recipes: ["1", "3"]) != first)
    try "{\"a\": 1}".write(toFile: build.map, atomically: true, encoding: .utf8)
    let afterMap = build.key()
    #expect(afterMap != first)
    try "{\"devices\": []}".write(toFile: build.data.path, atomically: true, encoding: .utf8)
    #expect(build.key() != afterMap)
  }

  @Test("an entry in another shape is not used")
  func damagedEntry() throws {
    let build = try Build()
    defer { build.directory.remove() }
    try build.memo.store.store(Array("not a memo\nx\nv1".utf8), for: build.key())
    #expect(build.memo.version(for: build.key()) == nil)
  }
}
