import EditorSupport
import Foundation
import Grader
import Testing

@Suite("Editor settings of a folder")
struct EditorFolderSetupTests {
  /// A compiler that only answers `--version`, standing for another toolchain.
  private func fakeCompiler(
    in scratch: ScratchFolder, version: String, folder: String = "toolchain"
  ) throws -> SwiftToolchain {
    let script = try scratch.write("#!/bin/sh\necho '\(version)'\n", to: "\(folder)/bin/swiftc")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: script.path)
    return try SwiftToolchain(compilerPath: script.path)
  }

  private func engine(_ directory: String, _ seed: String) -> PrebuiltModules {
    PrebuiltModules(
      directory: directory, moduleNames: ["Cassowary", "AutoLayout"],
      key: ContentHash(of: seed))
  }

  @Test("compile_flags.txt holds the grader's arguments, one per line, and the engine folder")
  func writesFlags() throws {
    let scratch = try ScratchFolder()
    let toolchain = try fakeCompiler(in: scratch, version: "Swift version 6.3.1")
    let settings = EditorBuildSettings(
      toolchain: toolchain, modules: engine("/cache/modules-abc", "one"))
    let folder = scratch.file("home/exercises")
    let outcome = try EditorFolderSetup(settings: settings).write(into: folder)
    #expect(outcome == .written(previous: .missing))
    // What ProgramCompiler compiles a learner's file with (Swift 5, module Learner, UIKit as
    // AutoLayout), the file read as a library beside the generated main.swift, and the engine.
    #expect(
      scratch.read("home/exercises/compile_flags.txt") == """
        -swift-version
        5
        -module-name
        Learner
        -module-alias
        UIKit=AutoLayout
        -parse-as-library
        -I
        /cache/modules-abc

        """)
    let stamp = try JSONDecoder().decode(
      EditorSetupStamp.self,
      from: Data(try #require(scratch.read("home/exercises/.layoutlings-editor.json")).utf8))
    #expect(stamp.engineKey == ContentHash(of: "one").hexadecimal)
    #expect(stamp.compilerVersion == "Swift version 6.3.1")
    #expect(EditorFolderSetup(settings: settings).status(of: folder) == .current)
    #expect(try EditorFolderSetup(settings: settings).write(into: folder) == .alreadyCurrent)
  }

  @Test("a rebuilt engine or another toolchain makes the folder stale, and writing fixes it")
  func staleness() throws {
    let scratch = try ScratchFolder()
    let old = try fakeCompiler(in: scratch, version: "Swift version 6.3.1")
    let new = try fakeCompiler(
      in: scratch, version: "Swift version 6.4 (swift-6.4-RELEASE)", folder: "newer")
    let folder = scratch.file("exercises")
    let first = EditorBuildSettings(toolchain: old, modules: engine("/cache/modules-aaa", "a"))
    try EditorFolderSetup(settings: first).write(into: folder)

    let rebuilt = EditorFolderSetup(
      settings: EditorBuildSettings(toolchain: old, modules: engine("/cache/modules-bbb", "b")))
    #expect(
      rebuilt.status(of: folder)
        == .stale(.engineRebuilt(from: "/cache/modules-aaa", to: "/cache/modules-bbb")))

    let otherToolchain = EditorFolderSetup(
      settings: EditorBuildSettings(toolchain: new, modules: engine("/cache/modules-ccc", "c")))
    #expect(
      otherToolchain.status(of: folder)
        == .stale(
          .toolchainChanged(
            from: "\(old.compilerPath), Swift version 6.3.1",
            to: "\(new.compilerPath), Swift version 6.4 (swift-6.4-RELEASE)")))

    #expect(
      try rebuilt.write(into: folder)
        == .written(
          previous: .stale(.engineRebuilt(from: "/cache/modules-aaa", to: "/cache/modules-bbb"))
        ))
    #expect(rebuilt.status(of: folder) == .current)
    #expect(
      scratch.read("exercises/compile_flags.txt")?.hasSuffix("-I\n/cache/modules-bbb\n") == true)
  }

  @Test("a compile_flags.txt Layoutlings did not write, or one edited by hand, is kept")
  func foreignFiles() throws {
    let scratch = try ScratchFolder()
    let toolchain = try fakeCompiler(in: scratch, version: "Swift version 6.3.1")
    let setup = EditorFolderSetup(
      settings: EditorBuildSettings(toolchain: toolchain, modules: engine("/m", "m")))

    try scratch.write("-DMY_PROJECT\n", to: "own/compile_flags.txt")
    #expect(setup.status(of: scratch.file("own")) == .foreign)
    #expect(try setup.write(into: scratch.file("own")) == .keptForeignFile)
    #expect(scratch.read("own/compile_flags.txt") == "-DMY_PROJECT\n")
    #expect(
      try setup.write(into: scratch.file("own"), replacingForeign: true)
        == .written(previous: .foreign))
    #expect(setup.status(of: scratch.file("own")) == .current)

    try setup.write(into: scratch.file("edited"))
    let edited = try #require(scratch.read("edited/compile_flags.txt")) + "-DEXTRA\n"
    try scratch.write(edited, to: "edited/compile_flags.txt")
    #expect(setup.status(of: scratch.file("edited")) == .foreign)
    #expect(try setup.write(into: scratch.file("edited")) == .keptForeignFile)
  }

  @Test("an engine path that cannot be one line is refused with the folder named")
  func unwritablePath() throws {
    let scratch = try ScratchFolder()
    let toolchain = try fakeCompiler(in: scratch, version: "Swift version 6.3.1")
    let setup = EditorFolderSetup(
      settings: EditorBuildSettings(toolchain: toolchain, modules: engine("/a\nb", "x")))
    let folder = scratch.file("exercises")
    #expect {
      try setup.write(into: folder)
    } throws: { error in
      (error as? EditorSetupError)?.path == folder.path
    }
    #expect(setup.status(of: folder) == .missing)
  }

  @Test("sourcekit-lsp is looked for beside the compiler")
  func locatesServer() throws {
    let scratch = try ScratchFolder()
    let toolchain = try fakeCompiler(in: scratch, version: "Swift version 6.3.1")
    #expect(SourceKitLSPLocation.path(for: toolchain) == nil)
    let server = try scratch.write("#!/bin/sh\n", to: "toolchain/bin/sourcekit-lsp")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: server.path)
    #expect(SourceKitLSPLocation.path(for: toolchain) == server.resolvingSymlinksInPath().path)
  }
}
