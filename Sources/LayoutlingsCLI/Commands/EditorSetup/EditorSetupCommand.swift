import ArgumentParsing
import EditorSupport
import Foundation
import Grader

/// `layoutlings editor-setup [FOLDER] [--check] [--replace] [--anywhere]`: writes what the toolchain's
/// sourcekit-lsp needs to know UIKit (`compile_flags.txt`, `EditorFolderSetup`) into the
/// workspace's folders of working copies or into a folder of the learner's own, says how to
/// open it in VS Code, Neovim and Helix, and with `--check` asks the server itself.
struct EditorSetupCommand: Command {
  static let path = ["editor-setup"]
  static let folder = Argument(
    "folder", arity: .optional,
    help: "A folder of your own Swift files to set up instead of the workspace's.")
  static let check = Flag(
    "check",
    help: "Then start sourcekit-lsp on the folder and check completion, documentation and "
      + "errors.")
  static let replace = Flag(
    "replace", help: "Replace a compile_flags.txt that Layoutlings did not write.")
  static let anywhere = Flag(
    "anywhere",
    help: "Set up a folder outside your home folder, the workspace and the temporary folder.")
  static let spec = CommandSpec(
    "editor-setup",
    abstract: "Give your editor UIKit completion, documentation and errors in exercise files.",
    discussion: "Writes compile_flags.txt (the grader's compiler arguments and the layout "
      + "engine's modules) into the workspace's exercises/ and review/ folders, or into "
      + "<folder>, and says how to open it in VS Code, Neovim and Helix. The workspace's "
      + "folders are also kept up to date whenever working copies are made or files graded. "
      + "Exits with 0 when done, 1 when the check fails, 64 when <folder> is outside your "
      + "home folder, the workspace and the temporary folder without --anywhere, and 69 when "
      + "the toolchain has no sourcekit-lsp.",
    arguments: [folder.spec],
    options: [check.spec, replace.spec, anywhere.spec])

  /// The folder to set up, as given; nil for the workspace's.
  var folder: String?
  /// `--check`: ask sourcekit-lsp afterwards.
  var check = false
  /// `--replace`: overwrite a `compile_flags.txt` that is not Layoutlings' own.
  var replace = false
  /// `--anywhere`: the folder may be outside the learner's own folders.
  var anywhere = false

  init(folder: String? = nil, check: Bool = false, replace: Bool = false, anywhere: Bool = false) {
    self.folder = folder
    self.check = check
    self.replace = replace
    self.anywhere = anywhere
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    self.init(
      folder: arguments.value(of: Self.folder), check: arguments.isSet(Self.check),
      replace: arguments.isSet(Self.replace), anywhere: arguments.isSet(Self.anywhere))
  }

  /// The command line that sets up `folder`, for a learner to copy.
  static func commandLine(for folder: URL) -> String {
    "layoutlings \(path.joined(separator: " ")) \(ShellWord.quoted(folder.path))"
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let folders = try targetFolders(paths, context: context)
    let compiler: ProgramCompiler
    do {
      compiler = try GradingSession(configuration: try paths.graderConfiguration())
        .prepare(progress: EngineProgress.printed(to: context))
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure.graderFailure(error)
    }
    let setup = EditorFolderSetup(settings: EditorBuildSettings(compiler: compiler))
    var lines: [String] = []
    for folder in folders {
      let outcome: EditorFolderSetup.Outcome
      do {
        outcome = try setup.write(into: folder, replacingForeign: replace)
      } catch {
        throw CommandFailure(.ioError, error.description)
      }
      lines.append(
        Self.sentence(
          outcome,
          flagsFile: folder.appendingPathComponent(
            EditorBuildSettings.flagsFileName
          ).path))
    }
    guard let server = SourceKitLSPLocation.path(for: compiler.toolchain) else {
      try context.say(lines)
      throw CommandFailure(
        .unavailable,
        "there is no sourcekit-lsp beside \(compiler.toolchain.compilerPath): editors need the "
          + "language server of the toolchain that built the layout engine (the toolchains of "
          + "swift.org ship it)")
    }
    let shown =
      folder == nil && folders.count == 2
      ? "\(folders[0].path) (\(folders[1].path) for reviews)" : folders[0].path
    lines +=
      [""]
      + EditorInstructions.lines(
        folder: shown, server: server,
        toolchainBin: URL(fileURLWithPath: server).deletingLastPathComponent().path)
    try context.say(lines)
    return check ? try runCheck(server: server, folder: folders[0], context: context) : .success
  }

  /// The folders to set up: `folder` (which must exist) as the folder it really is, through
  /// any symbolic link, else the workspace's two.
  private func targetFolders(_ paths: CommandPaths, context: CommandContext) throws -> [URL] {
    guard let folder else {
      let workspace = try paths.workspace()
      return [workspace.exercisesDirectory, ReviewFolder(home: workspace.home).directory]
    }
    let url = paths.file(folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CommandFailure(.noInput, "the folder \(url.path) does not exist")
    }
    guard isFolder.boolValue else {
      throw CommandFailure(.noInput, "\(url.path) is a file, not a folder")
    }
    // What is written, and said, is the real folder: a link to /etc writes in /etc.
    let real = url.resolvingSymlinksInPath()
    if real.path != url.standardizedFileURL.path {
      try context.say("\(url.path) is a link to \(real.path): setting up \(real.path).")
    }
    let allowed = LearnerFolders(
      environment: context.environment, workspaceHome: try paths.workspace().home)
    if !anywhere && !allowed.contains(real) {
      throw CommandFailure(
        .usage,
        "\(real.path) is outside your home folder, the workspace and the temporary folder, so "
          + "the compile_flags.txt written there would apply to every Swift file under it; "
          + "to set it up anyway, ask again with --anywhere")
    }
    return [real]
  }

  /// Whether `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return path == base || path.hasPrefix(base + "/") || base.isEmpty
  }

  /// What `outcome` did to `flagsFile`, as one sentence.
  static func sentence(_ outcome: EditorFolderSetup.Outcome, flagsFile: String) -> String {
    switch outcome {
    case .alreadyCurrent:
      "\(flagsFile) is up to date."
    case .written(.stale(let reason)):
      "Rewrote \(flagsFile): it was \(reason)."
    case .written(.foreign):
      "Replaced \(flagsFile), which Layoutlings had not written."
    case .written:
      "Wrote \(flagsFile): the grader's compiler arguments and the layout engine's modules."
    case .keptForeignFile:
      "Kept \(flagsFile): Layoutlings did not write it (--replace replaces it)."
    }
  }

  /// Asks sourcekit-lsp about a screen in `folder`: 0 when every answer is right, else 1.
  private func runCheck(server: String, folder: URL, context: CommandContext) throws -> ExitCode {
    try context.say("", "Checking \(folder.path) with \(server):")
    let findings: [EditorCheck.Finding]
    do {
      findings = try EditorCheck(server: server, folder: folder).run()
    } catch {
      throw CommandFailure(.failure, "the editor check could not finish: \(error)")
    }
    try context.say(
      findings.map { finding in
        let detail = finding.detail.map { ": \($0)" } ?? ""
        return "  \(finding.ok ? "ok  " : "FAIL") \(finding.question)\(detail)"
      })
    guard findings.allSatisfy(\.ok) else {
      try context.say(
        "The editor does not know UIKit in \(folder.path) yet; docs/Editors.md says what to look at."
      )
      return .failure
    }
    try context.say("Completion, documentation and errors work in \(folder.path).")
    return .success
  }
}
