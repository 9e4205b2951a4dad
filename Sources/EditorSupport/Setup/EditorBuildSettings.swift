import Grader

/// How an editor's language server should type-check a working copy: as the grader compiles it.
///
/// The arguments are the grader's own (`ProgramCompiler.sourceArguments`: Swift 5 mode, module
/// `Learner`, `-module-alias UIKit=AutoLayout`), the engine's module search paths, and
/// `-parse-as-library`, because the grader compiles the learner's file beside a generated
/// `main.swift`: statements at the top level are errors there, so they are here too.
///
/// sourcekit-lsp reads them from a `compile_flags.txt` in the folder, which applies to every
/// Swift file under that folder, those made later included (a `compile_commands.json` lists
/// files one by one, and a file it does not list gets no type checking at all;
/// `docs/Editors.md` has the measurements).
public struct EditorBuildSettings: Sendable, Equatable {
  /// The file sourcekit-lsp looks for in a workspace folder.
  public static let flagsFileName = "compile_flags.txt"

  /// The compiler the engine was built with: only its sourcekit-lsp can load the engine.
  public var toolchain: SwiftToolchain
  /// The prebuilt engine.
  public var modules: PrebuiltModules
  /// The arguments, one per line of `compile_flags.txt`.
  public var compilerArguments: [String]

  /// The settings for working copies compiled by `compiler`.
  public init(compiler: ProgramCompiler) {
    toolchain = compiler.toolchain
    modules = compiler.modules
    compilerArguments =
      compiler.sourceArguments + ["-parse-as-library"]
      + Self.moduleSearchPaths(in: compiler.modules.compilerArguments)
  }

  /// The `-I` pairs of a compilation's arguments: where the engine's `.swiftmodule` files are
  /// (the grader's own build folder, or SwiftPM's `Modules` folder for the package's build).
  /// Objects and libraries to link mean nothing to a type checker and are left out.
  static func moduleSearchPaths(in arguments: [String]) -> [String] {
    var paths: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      if arguments[index] == "-I", index + 1 < arguments.endIndex {
        paths += ["-I", arguments[index + 1]]
        index += 2
      } else {
        index += 1
      }
    }
    return paths
  }

  /// The settings for `modules` built by `toolchain`, with `UIKit` standing for `AutoLayout`
  /// as in the grader.
  public init(toolchain: SwiftToolchain, modules: PrebuiltModules) {
    self.init(compiler: ProgramCompiler(toolchain: toolchain, modules: modules))
  }

  /// The contents of `compile_flags.txt`: one argument per line (sourcekit-lsp takes each line
  /// whole, so a path with spaces needs no quoting).
  public var flagsFileContents: String {
    compilerArguments.map { $0 + "\n" }.joined()
  }
}
