import Foundation
import Testing

/// The editor-setup line after `grade` points only at a folder of the learner's own, and only
/// after a verdict a person reads in which the program ran to its end.
@Suite("grade's editor-setup line: only for the learner's folders, never after --json or a crash")
struct EditorTipPlaceTests {
  /// The badge view controller, crashing as its view loads.
  static let crashing = BadgeCourse.centred.replacingOccurrences(
    of: "super.viewDidLoad()", with: "super.viewDidLoad()\n    fatalError(\"on purpose\")")

  private func grade(_ workspace: EditorWorkspace, _ text: String, in folder: URL, json: Bool)
    throws -> CommandResult
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Badge.swift")
    try Data(text.utf8).write(to: file)
    return workspace.run(
      ["grade", file.path, "--exercise", BadgeCourse.exerciseID] + (json ? ["--json"] : []))
  }

  @Test("a folder outside the home folder, the workspace and the temporary folder gets no line")
  func outsideFolder() throws {
    let workspace = try EditorWorkspace()
    // The package's build folder: outside the scratch workspace and the temporary folder.
    let checkout = DevCheckRunner.checkout.resolvingSymlinksInPath().path
    let temporary = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    guard !checkout.hasPrefix(temporary + "/"), !checkout.hasPrefix("/tmp/") else { return }
    let folder = DevCheckRunner.checkout.appendingPathComponent(
      ".build/layoutlings-test-cache/outside-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try grade(workspace, BadgeCourse.centred, in: folder, json: false)
    #expect(result.status == .success, "\(result.errors)")
    #expect(!result.errors.contains("editor-setup"), "\(result.errors)")
  }

  @Test("--json gets no line on standard error either")
  func json() throws {
    let workspace = try EditorWorkspace()
    let result = try grade(workspace, BadgeCourse.centred, in: workspace.scratch.url, json: true)
    #expect(result.status == .success, "\(result.errors)")
    #expect(!result.errors.contains("editor-setup"), "\(result.errors)")
    #expect(!result.output.contains("editor-setup"))
  }

  @Test(
    "a program that crashed gets no line; the same folder after a verdict read by a person does")
  func crash() throws {
    let workspace = try EditorWorkspace()
    let crashed = try grade(workspace, Self.crashing, in: workspace.scratch.url, json: false)
    #expect(crashed.status == .failure)
    #expect(crashed.output.contains(": runtime error"), "\(crashed.output)")
    #expect(!crashed.errors.contains("editor-setup"), "\(crashed.errors)")
    let passed = try grade(workspace, BadgeCourse.centred, in: workspace.scratch.url, json: false)
    #expect(passed.errors.contains("editor-setup \(workspace.scratch.url.path)"))
  }
}
