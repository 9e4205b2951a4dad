import Course
import EditorSupport
import Foundation
import Grader
import Testing

/// A scratch workspace whose `exercises/` folder is set up for editors, and the toolchain's
/// sourcekit-lsp started on a folder of it, as an editor would start it.
final class EditorSession {
  let scratch: ScratchFolder
  let workspace: Workspace
  let client: LanguageServerClient

  /// The lessons' folder in the checkout.
  static let lessons = URL(fileURLWithPath: EngineFixture.packageRoot + "/Lessons")

  /// A session whose server is opened on the workspace folder `root` names (`exercises` for
  /// its working copies, `""` for the workspace itself).
  init(root: String = "exercises") throws {
    let compiler = try EngineFixture.compiler()
    scratch = try ScratchFolder()
    workspace = Workspace(home: scratch.url.appendingPathComponent("home", isDirectory: true))
    try EditorFolderSetup(settings: EditorBuildSettings(compiler: compiler))
      .write(into: workspace.exercisesDirectory)
    let server = try #require(
      SourceKitLSPLocation.path(for: compiler.toolchain),
      "no sourcekit-lsp beside \(compiler.toolchain.compilerPath)")
    let folder = root.isEmpty ? workspace.home : workspace.home.appendingPathComponent(root)
    // Generous: the first request of a cold server on a busy machine loads the whole engine.
    client = try LanguageServerClient(
      executable: server, rootFolder: folder,
      standardErrorPath: scratch.file("sourcekit-lsp.log").path, timeout: 120)
  }

  deinit {
    client.close()
  }

  /// The working copy of `exerciseID`, made from the lesson's starter as `layoutlings next`
  /// makes it.
  func workingCopy(of exerciseID: String) throws -> URL {
    let starter = try String(
      contentsOf: Self.lessons.appendingPathComponent("\(exerciseID)/Exercise.swift"),
      encoding: .utf8)
    return try workspace.prepareWorkingCopy(exerciseID: exerciseID, starter: starter).url
  }

  /// Every lesson's `Exercise.swift` and `Solution.swift`, relative to `Lessons/`.
  static func lessonFiles() throws -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for module in try manager.contentsOfDirectory(atPath: lessons.path).sorted() {
      let moduleURL = lessons.appendingPathComponent(module)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: moduleURL.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      for exercise in try manager.contentsOfDirectory(atPath: moduleURL.path).sorted() {
        for name in ["Exercise.swift", "Solution.swift"]
        where manager.fileExists(
          atPath: moduleURL.appendingPathComponent("\(exercise)/\(name)").path)
        {
          files.append("\(module)/\(exercise)/\(name)")
        }
      }
    }
    return files
  }
}
