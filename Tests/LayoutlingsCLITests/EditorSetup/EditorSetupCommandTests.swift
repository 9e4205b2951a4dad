import EditorSupport
import Foundation
import Grader
import Testing

@testable import LayoutlingsCLI

/// `editor-setup`, and the editor settings every command that makes working copies or grades
/// keeps current in the workspace, on the package's own engine and the toolchain's
/// sourcekit-lsp.
@Suite("editor settings from the command line")
struct EditorSetupCommandTests {
  @Test("next writes compile_flags.txt beside the working copy it makes, and no review/ folder")
  func workingCopiesGetTheFlags() throws {
    let workspace = try EditorWorkspace()
    let next = workspace.run(["next"])
    #expect(next.status == .success, "stderr: \(next.errors)")
    #expect(next.errors.isEmpty)
    let flags = try #require(EditorWorkspace.flags(in: workspace.exercises))
    #expect(flags == (try workspace.currentSettings()).flagsFileContents)
    // What the grader compiles with, and a module folder that holds the engine.
    let lines = flags.split(separator: "\n").map(String.init)
    #expect(lines.contains("UIKit=AutoLayout"))
    #expect(lines.contains("-parse-as-library"))
    let include = try #require(lines.firstIndex(of: "-I"))
    let modules = lines[include + 1]
    #expect(FileManager.default.fileExists(atPath: modules + "/AutoLayout.swiftmodule"))
    #expect(
      FileManager.default.fileExists(
        atPath: workspace.exercises.appendingPathComponent(EditorSetupStamp.fileName).path))
    #expect(!FileManager.default.fileExists(atPath: workspace.review.path))
  }

  @Test("settings written for an older engine are rewritten when a working copy is graded")
  func staleFlagsAreRewritten() throws {
    let workspace = try EditorWorkspace()
    #expect(workspace.run(["next"]).status == .success)
    let current = try workspace.currentSettings()
    // The engine as it was before a rebuild moved it: another module folder.
    let older = EditorBuildSettings(
      toolchain: current.toolchain,
      modules: PrebuiltModules(
        directory: "/nowhere/modules-older", moduleNames: current.modules.moduleNames,
        key: current.modules.key, compilerArguments: ["-I", "/nowhere/modules-older"]))
    let olderSetup = EditorFolderSetup(settings: older)
    try olderSetup.write(into: workspace.exercises, replacingForeign: true)
    #expect(
      EditorFolderSetup(settings: current).status(of: workspace.exercises)
        == .stale(.engineRebuilt(from: "/nowhere/modules-older", to: current.modules.directory)))

    let copy = workspace.exercises.appendingPathComponent(BadgeCourse.exerciseID + ".swift")
    let grade = workspace.run(["grade", copy.path])
    #expect(grade.status == .failure, "the starter does not pass; stderr: \(grade.errors)")
    #expect(EditorWorkspace.flags(in: workspace.exercises) == current.flagsFileContents)
    // A working copy needs no advice: its folder is kept current.
    #expect(!grade.errors.contains("editor-setup"), "\(grade.errors)")
  }

  @Test("settings that cannot be written cost one warning line, and the command carries on")
  func aFailedWriteIsOneWarning() throws {
    let workspace = try EditorWorkspace()
    // A folder where the file should be: the write fails.
    try FileManager.default.createDirectory(
      at: workspace.exercises.appendingPathComponent(EditorBuildSettings.flagsFileName),
      withIntermediateDirectories: true)
    let next = workspace.run(["next"])
    #expect(next.status == .success)
    let warnings = next.errors.split(separator: "\n")
    #expect(warnings.count == 1, "\(next.errors)")
    #expect(
      warnings.first?.hasPrefix(
        "Warning: cannot set up \(workspace.exercises.path) for editors: ") == true)
    #expect(warnings.first?.hasSuffix("; grading is not affected") == true)
    let copy = workspace.exercises.appendingPathComponent(BadgeCourse.exerciseID + ".swift")
    #expect(FileManager.default.fileExists(atPath: copy.path))
    #expect(next.output.contains("Edit \(copy.path) (created from the starter just now)."))
    // Progress is untouched: the course still knows the learner is on the badge.
    let list = workspace.run(["list"])
    #expect(list.status == .success)
    #expect(list.output.contains(BadgeCourse.exerciseID))
  }

  @Test("editor-setup FOLDER prints what it wrote and how to open it in three editors")
  func setupOfAFolderPrintsItsWork() throws {
    let workspace = try EditorWorkspace()
    let folder = workspace.scratch.url.appendingPathComponent("screens", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let server = try #require(
      SourceKitLSPLocation.path(for: try workspace.currentSettings().toolchain))
    let bin = URL(fileURLWithPath: server).deletingLastPathComponent().path
    let flags = folder.appendingPathComponent("compile_flags.txt").path

    let first = workspace.run(["editor-setup", "screens"])
    #expect(first.status == .success, "stderr: \(first.errors)")
    #expect(first.errors.isEmpty)
    #expect(
      first.output == """
        Wrote \(flags): the grader's compiler arguments and the layout engine's modules.

        Open \(folder.path) as a folder in your editor,
        with the language server of the engine's toolchain (\(server)):

          VS Code, with the Swift extension (swiftlang.swift-vscode): File > Open Folder…
          and choose the folder. If the extension finds another toolchain first, set
          "swift.path": "\(bin)" in your settings.

          Neovim 0.11 or later: in your init.lua,
            vim.lsp.config('sourcekit', {
              cmd = { '\(server)' },
              root_dir = function(bufnr, on_dir)
                on_dir(vim.fs.root(bufnr, { 'compile_flags.txt', 'Package.swift', '.git' }))
              end,
            })
            vim.lsp.enable('sourcekit')

          Helix: in ~/.config/helix/languages.toml,
            [language-server.sourcekit-lsp]
            command = "\(server)"

            [[language]]
            name = "swift"
            roots = ["compile_flags.txt", "Package.swift"]

        """)
    #expect(
      EditorWorkspace.flags(in: folder) == (try workspace.currentSettings()).flagsFileContents)

    let again = workspace.run(["editor-setup", "screens"])
    #expect(again.outputLines.first == "\(flags) is up to date.")
  }

  @Test("a compile_flags.txt of someone else's is kept unless --replace is given")
  func foreignFlagsAreKept() throws {
    let workspace = try EditorWorkspace()
    let folder = workspace.scratch.url.appendingPathComponent("mine", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let flags = folder.appendingPathComponent("compile_flags.txt")
    try Data("-DMINE\n".utf8).write(to: flags)

    let kept = workspace.run(["editor-setup", folder.path])
    #expect(kept.status == .success)
    #expect(
      kept.outputLines.first
        == "Kept \(flags.path): Layoutlings did not write it (--replace replaces it).")
    #expect(EditorWorkspace.flags(in: folder) == "-DMINE\n")

    let replaced = workspace.run(["editor-setup", folder.path, "--replace"])
    #expect(
      replaced.outputLines.first == "Replaced \(flags.path), which Layoutlings had not written.")
    #expect(
      EditorWorkspace.flags(in: folder) == (try workspace.currentSettings()).flagsFileContents)
  }

  @Test("editor-setup of a folder that does not exist is no input (66)")
  func aMissingFolder() throws {
    let workspace = try EditorWorkspace()
    let result = workspace.run(["editor-setup", "nowhere"])
    #expect(result.status == .noInput)
    let missing = workspace.scratch.url.appendingPathComponent("nowhere").path
    #expect(result.errors == "Error: the folder \(missing) does not exist\n")
    #expect(result.output.isEmpty)
  }

  @Test("with no sourcekit-lsp beside the compiler, editor-setup says so and exits with 69")
  func noLanguageServer() throws {
    let workspace = try EditorWorkspace()
    let real = try workspace.currentSettings().toolchain.compilerPath
    // The same compiler through a script in a folder with no sourcekit-lsp beside it.
    let wrapper = workspace.scratch.url.appendingPathComponent("bin/swiftc")
    try FileManager.default.createDirectory(
      at: wrapper.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\nexec '\(real)' \"$@\"\n".utf8).write(to: wrapper)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    workspace.environment["SWIFTC"] = wrapper.path

    for arguments in [["editor-setup"], ["editor-setup", "--check"]] {
      let result = workspace.run(arguments)
      #expect(result.status == .unavailable, "\(arguments): \(result.errors)")
      #expect(
        result.errors
          == "Error: there is no sourcekit-lsp beside \(wrapper.path): editors need the language"
          + " server of the toolchain that built the layout engine (the toolchains of swift.org"
          + " ship it)\n")
    }
  }

  @Test("grading a file of one's own names the command that makes its folder editor-ready")
  func anOutsideFileGetsTheLine() throws {
    let workspace = try EditorWorkspace()
    let file = workspace.scratch.url.appendingPathComponent("Badge.swift")
    try Data(BadgeCourse.centred.utf8).write(to: file)
    let grade = ["grade", file.path, "--exercise", BadgeCourse.exerciseID]

    let first = workspace.run(grade)
    #expect(first.status == .success, "stderr: \(first.errors)")
    // Lines about the engine being built (by this run or another process's) come and go.
    let said = first.errors.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.hasPrefix("Waiting for another Layoutlings process")
        && !$0.hasPrefix("Building the layout engine") && !$0.hasPrefix("Layout engine ready")
    }.joined(separator: "\n")
    #expect(
      said
        == "For UIKit completion and documentation in your editor here, run: layoutlings"
        + " editor-setup \(workspace.scratch.url.path)\n")
    #expect(!first.output.contains("editor-setup"))

    #expect(workspace.run(["editor-setup", workspace.scratch.url.path]).status == .success)
    let second = workspace.run(grade)
    #expect(second.status == .success)
    #expect(second.errors.isEmpty, "\(second.errors)")
  }

  @Test("editor-setup --check starts sourcekit-lsp on the working copies and gets UIKit's answers")
  func checkWithTheRealServer() throws {
    let workspace = try EditorWorkspace()
    let result = workspace.run(["editor-setup", "--check"])
    #expect(result.status == .success, "stdout: \(result.output)\nstderr: \(result.errors)")
    let lines = result.outputLines
    #expect(lines.contains("  ok   a screen that compiles shows no errors"), "\(result.output)")
    #expect(lines.contains("  ok   hovering layoutMarginsGuide shows its documentation"))
    #expect(lines.contains("  ok   completion after view.topAnchor.constraint( offers equalTo:"))
    #expect(
      lines.contains("Completion, documentation and errors work in \(workspace.exercises.path)."))
    for folder in [workspace.exercises, workspace.review] {
      #expect(
        EditorWorkspace.flags(in: folder) == (try workspace.currentSettings()).flagsFileContents)
    }
    // Nothing but the settings: the screen it asked about was never written.
    let written = try FileManager.default.contentsOfDirectory(atPath: workspace.exercises.path)
    #expect(Set(written) == [EditorBuildSettings.flagsFileName, EditorSetupStamp.fileName])
  }
}

/// `editor-setup FOLDER` writes in the folder it really is, and outside the learner's own
/// folders only when asked twice.
@Suite("editor-setup through links and outside the learner's folders")
struct EditorSetupPlaceTests {
  /// A folder in the package's build folder: outside the scratch workspace, its home and its
  /// temporary folder (unless the checkout itself is in one of those; then nil).
  private func outsideFolder() throws -> URL? {
    let temporary = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    let checkout = DevCheckRunner.checkout.resolvingSymlinksInPath().path
    guard !checkout.hasPrefix(temporary + "/"), !checkout.hasPrefix("/tmp/") else { return nil }
    let folder = DevCheckRunner.checkout.appendingPathComponent(
      ".build/layoutlings-test-cache/outside-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("a link to a folder outside is refused (64) and names the real folder; --anywhere writes")
  func linkOutside() throws {
    guard let outside = try outsideFolder() else { return }
    defer { try? FileManager.default.removeItem(at: outside) }
    let workspace = try EditorWorkspace()
    workspace.environment["HOME"] = workspace.scratch.url.appendingPathComponent("home").path
    let link = workspace.scratch.url.appendingPathComponent("screens")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    let real = outside.resolvingSymlinksInPath().path

    let refused = workspace.run(["editor-setup", "screens"])
    #expect(refused.status == .usage)
    #expect(refused.outputLines.first == "\(link.path) is a link to \(real): setting up \(real).")
    #expect(refused.errors.contains("\(real) is outside your home folder"), "\(refused.errors)")
    #expect(refused.errors.contains("ask again with --anywhere"))
    #expect(!FileManager.default.fileExists(atPath: real + "/compile_flags.txt"))

    let asked = workspace.run(["editor-setup", "screens", "--anywhere"])
    #expect(asked.status == .success, "\(asked.errors)")
    #expect(
      asked.outputLines.dropFirst().first?.hasPrefix("Wrote \(real)/compile_flags.txt") == true)
  }

  @Test("a link inside the learner's folders is followed, and the real folder named")
  func linkInside() throws {
    let workspace = try EditorWorkspace()
    let folder = workspace.scratch.url.appendingPathComponent("real-screens", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let link = workspace.scratch.url.appendingPathComponent("screens")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
    let result = workspace.run(["editor-setup", "screens"])
    #expect(result.status == .success, "\(result.errors)")
    let real = folder.resolvingSymlinksInPath().path
    #expect(result.outputLines.first == "\(link.path) is a link to \(real): setting up \(real).")
    #expect(FileManager.default.fileExists(atPath: real + "/compile_flags.txt"))
  }
}
