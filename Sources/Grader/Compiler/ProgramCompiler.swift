import Foundation

/// Compiles a harness `main.swift` together with a learner's file against prebuilt modules, the
/// learner's `import UIKit` resolved by a module alias (`-module-alias UIKit=AutoLayout`).
///
/// The learner's file is compiled as a neutralized copy (see `SourceNeutralizer`) under its own
/// file name, so `#fileID` and runtime messages name it as the learner knows it. Diagnostics come
/// back with the learner's path, line and column, and the learner's own source line.
///
/// With an alias in place the real module name may not appear in source: the harness, too, must
/// write `import UIKit`, not `import AutoLayout`.
public struct ProgramCompiler: Sendable {
  /// `import <alias>` loads `module`.
  public struct ModuleAlias: Sendable, Equatable {
    /// The name in source (`UIKit`).
    public var alias: String
    /// The module it stands for (`AutoLayout`).
    public var module: String

    /// Creates an alias.
    public init(alias: String, module: String) {
      self.alias = alias
      self.module = module
    }
  }

  /// The compiler.
  public let toolchain: SwiftToolchain
  /// The modules to link against.
  public let modules: PrebuiltModules
  /// Module aliases.
  public let aliases: [ModuleAlias]
  /// The `-swift-version` for harness and learner: 5, as tutorial code expects.
  public let swiftLanguageVersion: String
  /// The program's module name (the first part of `#fileID`).
  public let moduleName: String
  /// Wall-clock limit for one compilation.
  public let timeoutSeconds: Double

  /// Creates a compiler; by default `UIKit` means `AutoLayout`.
  public init(
    toolchain: SwiftToolchain, modules: PrebuiltModules,
    aliases: [ModuleAlias] = [ModuleAlias(alias: "UIKit", module: "AutoLayout")],
    swiftLanguageVersion: String = "5", moduleName: String = "Learner",
    timeoutSeconds: Double = 120
  ) {
    self.toolchain = toolchain
    self.modules = modules
    self.aliases = aliases
    self.swiftLanguageVersion = swiftLanguageVersion
    self.moduleName = moduleName
    self.timeoutSeconds = timeoutSeconds
  }

  /// A compiler for the course: finds `swiftc`, makes sure `modules` are built in
  /// `cacheDirectory` (building them the first time, with `progress`), and aliases `UIKit` to the
  /// last module (`AutoLayout` for `PrebuiltModuleSpec.layoutEngine`).
  public static func prepare(
    modules: [PrebuiltModuleSpec], cacheDirectory: String,
    optimization: PrebuiltModuleCache.Optimization = .speed,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> ProgramCompiler {
    guard let top = try PrebuiltModuleSpec.buildOrder(modules).last?.name else {
      throw GraderError.invalidModuleConfiguration("no modules to compile against")
    }
    let toolchain = try SwiftToolchain.locate(
      environment: environment, versionCacheDirectory: cacheDirectory)
    let cache = PrebuiltModuleCache(
      root: cacheDirectory, toolchain: toolchain, optimization: optimization)
    let built = try cache.prepare(modules, progress: progress)
    return ProgramCompiler(
      toolchain: toolchain, modules: built, aliases: [ModuleAlias(alias: "UIKit", module: top)])
  }

  /// The arguments that decide how a learner's file reads: its language mode, its module name
  /// and what `import UIKit` loads. Programs are compiled with them, and editors type-check
  /// working copies with them (`EditorSupport`), so both see the same errors.
  public var sourceArguments: [String] {
    ["-swift-version", swiftLanguageVersion, "-module-name", moduleName]
      + aliases.flatMap { ["-module-alias", "\($0.alias)=\($0.module)"] }
  }

  /// The sources of one program.
  public struct Program: Sendable {
    /// The harness's `main.swift`.
    public var harness: String
    /// The learner's file as the learner wrote it.
    public var learnerSource: String
    /// The path diagnostics should show for the learner's file.
    public var learnerPath: String

    /// Creates a program.
    public init(harness: String, learnerSource: String, learnerPath: String) {
      self.harness = harness
      self.learnerSource = learnerSource
      self.learnerPath = learnerPath
    }
  }

  /// The name the learner's file is compiled under (and `#fileID` shows): its own file name, or
  /// `Exercise.swift` when that is not a `.swift` name or is `main.swift`.
  public static func learnerFileName(for learnerPath: String) -> String {
    let name = (learnerPath as NSString).lastPathComponent
    return !name.hasSuffix(".swift") || name == "main.swift" ? "Exercise.swift" : name
  }

  /// Writes the program's files into `directory` (which must exist), compiles them to
  /// `directory/program` and returns the diagnostics, mapped to the learner's file.
  ///
  /// The learner's copy ends with the action table (`ActionTableSource`). Should that code not
  /// compile with the file while the file itself has no error, the program is compiled again
  /// with an empty table: the learner's actions then go unrecognized rather than the grader
  /// failing on its own code.
  public func compile(_ program: Program, in directory: String) throws -> CompilationResult {
    let neutralized = SourceNeutralizer().neutralize(program.learnerSource)
    let methods = ActionMethods.scan(program.learnerSource)
    let result = try compile(program, neutralized: neutralized, actions: methods, in: directory)
    let tableFailed =
      !result.succeeded && !methods.isEmpty
      && result.generatedDiagnostics.contains { $0.severity == .error }
      && !result.learnerDiagnostics.contains { $0.severity == .error }
    guard tableFailed else { return result }
    return try compile(program, neutralized: neutralized, actions: [], in: directory)
  }

  private func compile(
    _ program: Program, neutralized: NeutralizedSource, actions: [ActionMethod],
    in directory: String
  ) throws -> CompilationResult {
    let appendix = ActionTableSource.appendix(for: neutralized.text, methods: actions)
    // The appended code starts on the line after the learner's last one.
    let generatedFirstLine =
      neutralized.text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      + (appendix.hasPrefix("\n") ? 1 : 0)
    let learnerName = Self.learnerFileName(for: program.learnerPath)
    let harnessPath = (directory as NSString).appendingPathComponent("main.swift")
    let learnerCopyPath = (directory as NSString).appendingPathComponent(learnerName)
    let executablePath = (directory as NSString).appendingPathComponent("program")
    // A program left from an earlier compilation must never pass for this one.
    try? FileManager.default.removeItem(atPath: executablePath)
    do {
      try program.harness.write(toFile: harnessPath, atomically: false, encoding: .utf8)
      try (neutralized.text + appendix).write(
        toFile: learnerCopyPath, atomically: false, encoding: .utf8)
    } catch {
      throw GraderError.fileAccess(
        path: directory, reason: "cannot write the program's sources: \(error)")
    }
    let arguments =
      sourceArguments + [
        "-Onone", "-whole-module-optimization", "-diagnostic-style=llvm",
        "-no-color-diagnostics",
      ] + modules.compilerArguments + toolchain.linkerArguments
      + ["-o", executablePath, harnessPath, learnerCopyPath]
    let result = try SandboxedRunner().run(
      RunRequest(
        executable: toolchain.compilerPath, arguments: arguments, environmentPolicy: .inherited,
        workingDirectory: directory, limits: .none, timeoutSeconds: timeoutSeconds,
        outputLimits: OutputLimits(
          keptBytes: 1 << 20, maximumBytes: 64 << 20, maximumReportBytes: 1 << 10)))
    let rawOutput = result.standardError.text + result.standardOutput.text
    let mapper = DiagnosticMapper(
      learnerCopyPath: learnerCopyPath, learnerPath: program.learnerPath,
      learnerSource: program.learnerSource, columnMap: neutralized.columnMap,
      harnessPath: harnessPath, generatedFirstLine: generatedFirstLine)
    var learner: [SwiftDiagnostic] = []
    var harness: [SwiftDiagnostic] = []
    var generated: [SwiftDiagnostic] = []
    var other: [SwiftDiagnostic] = []
    for diagnostic in DiagnosticParser.parse(rawOutput) {
      let mapped = mapper.map(diagnostic)
      switch mapper.origin(of: diagnostic) {
      case .learner: learner.append(mapped)
      case .harness: harness.append(mapped)
      case .generated: generated.append(mapped)
      case .elsewhere: other.append(mapped)
      }
    }
    let succeeded =
      result.outcome == .succeeded && FileManager.default.isExecutableFile(atPath: executablePath)
    return CompilationResult(
      executablePath: succeeded ? executablePath : nil, learnerDiagnostics: learner,
      harnessDiagnostics: harness, generatedDiagnostics: generated, otherDiagnostics: other,
      neutralized: neutralized, actionMethods: actions,
      compilerOutput: rawOutput, compilerOutcome: result.outcome, seconds: result.wallSeconds)
  }
}

/// What compiling a program gave.
public struct CompilationResult: Sendable {
  /// The program, when it compiled and linked.
  public var executablePath: String?
  /// Errors, warnings and notes in the learner's file, mapped to it.
  public var learnerDiagnostics: [SwiftDiagnostic]
  /// Diagnostics in the harness: the exercise's fault, or the learner's file missing a name the
  /// exercise needs (`vc.nameLabel` when there is no `nameLabel`).
  public var harnessDiagnostics: [SwiftDiagnostic]
  /// Diagnostics in the code appended to the learner's copy (the action table): the grader's
  /// own, never shown as the learner's.
  public var generatedDiagnostics: [SwiftDiagnostic] = []
  /// Diagnostics with no place or elsewhere (the linker, module interfaces).
  public var otherDiagnostics: [SwiftDiagnostic]
  /// The neutralized learner file that was compiled (without the appended action table).
  public var neutralized: NeutralizedSource
  /// The action methods registered in the program (empty when the table had to be left out).
  public var actionMethods: [ActionMethod] = []
  /// The compiler's output as printed (paths of the private copies included).
  public var compilerOutput: String
  /// How the compiler process ended (a compiler crash or timeout shows here).
  public var compilerOutcome: RunOutcome
  /// Wall-clock seconds the compilation took.
  public var seconds: Double

  /// Whether there is a program to run.
  public var succeeded: Bool {
    executablePath != nil
  }

  /// Every error, wherever it points.
  public var errors: [SwiftDiagnostic] {
    (learnerDiagnostics + harnessDiagnostics + generatedDiagnostics + otherDiagnostics)
      .filter { $0.severity == .error }
  }
}
