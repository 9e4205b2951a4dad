import Checkout
import Devices
import Foundation
import LayoutReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Grades learner files: finds or builds the prebuilt engine once, compiles each file with a
/// generated harness, runs it under limits, reads its report and judges it. Verdicts of files
/// that have not changed (same bytes, same exercise, same engine) come from a cache in
/// `configuration.cacheDirectory` without compiling.
///
/// A session keeps the compiler it prepared; make one per command (or per watch loop).
public final class GradingSession {
  /// Changes whenever the pipeline's judgement changes for the same report (part of every verdict
  /// cache key, with the harness recipe and the engine's sources).
  public static let recipeVersion = "6"

  /// Where things are and the limits programs run under.
  public let configuration: GraderConfiguration
  private var compiler: ProgramCompiler?
  private var cachedEngineVersion: String?
  private var cachedToolchain: SwiftToolchain?
  private var cachedPackageBuild: PrebuiltModules??
  /// The reference solutions' layouts laid out in this session, by exercise id and content key:
  /// a solution graded first (as `dev check` does) is not run again to compare with.
  private var referenceLayouts: [String: ProgramLayout] = [:]

  /// Creates a session; nothing is built until a file is graded.
  public init(configuration: GraderConfiguration) {
    self.configuration = configuration
  }

  private var verdictStore: ContentAddressedStore {
    ContentAddressedStore(
      directory: (configuration.cacheDirectory as NSString).appendingPathComponent("verdicts"))
  }

  // MARK: - Grading

  /// Grades `file` as `exercise`.
  ///
  /// - Parameter progress: hears about building the engine (first use only).
  /// - Throws: `GraderError` when the grader's own machinery fails (no compiler, a module that
  ///   does not build, no temporary directory); a learner's mistakes are verdicts, not errors.
  public func grade(
    _ file: LearnerFile, as exercise: GradingExercise,
    progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> GradeOutcome {
    let start = ContinuousClock.now
    let harness = try StageLog.measure("harness source") { try harnessSource(exercise.harness) }
    let key: ContentHash? =
      try StageLog.measure("verdict cache key") {
        try verdictCacheKey(file, exercise: exercise, harness: harness)
      }
    if let key,
      let bytes = StageLog.measure("verdict cache read", { verdictStore.data(for: key) }),
      let cached = CachedGrade.decode(bytes)?.outcome(durationMs: Self.milliseconds(since: start))
    {
      return cached
    }

    var verdict: Verdict
    var rootSizes: [String: ReportSize] = [:]
    let (laidOut, warnings, printed) = try execute(
      file, spec: exercise.harness, harness: harness, progress: progress)
    switch laidOut {
    case .failed(let failure):
      verdict = failure
    case .laidOut(let report):
      let devices = try? DeviceTable.load(
        dataFolder: URL(fileURLWithPath: configuration.dataDirectory))
      func judged(placedByFrameByDesign: Set<String> = []) -> Verdict {
        StageLog.measure("judging") {
          .crashAware(
            grading: report, against: exercise.expected, rules: exercise.rules,
            devices: devices, learnerFile: (file.path, file.text),
            placedByFrameByDesign: placedByFrameByDesign)
        }
      }
      verdict = judged()
      let referenceKey = exercise.id + "\u{1F}" + exercise.contentKey
      if let reference = exercise.reference, reference.contents == file.contents {
        referenceLayouts[referenceKey] = ProgramLayout(report)
      } else if verdict.status == .failed, let reference = exercise.reference {
        // Views the solution places by their frames too are not placed by their mask by
        // mistake: judged again without that cause for them.
        let masked = Set(
          verdict.diagnostics.filter { [.maskTranslating, .hardCodedFrame].contains($0.cause) }
            .compactMap(\.view))
        if !masked.isEmpty,
          let layout = referenceLayout(reference, key: referenceKey, exercise: exercise)
        {
          let byDesign = masked.filter { view in
            layout.devices.contains { device in
              device.translating?.contains { $0.hasSuffix("/" + view) } == true
            }
          }
          if !byDesign.isEmpty { verdict = judged(placedByFrameByDesign: byDesign) }
        }
        verdict = explainedByReference(
          verdict, report: report, file: file, reference: reference, key: referenceKey,
          exercise: exercise)
      }
      for entry in exercise.expected.entries where rootSizes[entry.device] == nil {
        if let result = entry.reference.flatMap(report.result(for:)) {
          rootSizes[entry.device] = result.size
        }
      }
    }
    // Warnings never change the status; they come after every explanation.
    verdict.diagnostics += warnings
    let outcome = GradeOutcome(
      result: GradeResult(
        exercise: exercise.id, verdict: verdict, durationMs: Self.milliseconds(since: start),
        programOutput: printed),
      rootSizes: rootSizes, isCached: false)
    // A timeout may pass on a quieter machine: never remember one.
    if let key, verdict.status != .timeout, let bytes = try? CachedGrade(outcome).encoded() {
      StageLog.measure("verdict cache write") { try? verdictStore.store(bytes, for: key) }
    }
    return outcome
  }

  /// The key of `file`'s verdict as `exercise` in the verdict cache; nil when it is not used.
  private func verdictCacheKey(_ file: LearnerFile, exercise: GradingExercise, harness: String)
    throws -> ContentHash?
  {
    configuration.usesVerdictCache
      ? VerdictCacheKey.make(
        engineVersion: try engineVersion(),
        exerciseID: exercise.id,
        exerciseFiles: [
          .init(name: "content", contents: Array(exercise.contentKey.utf8)),
          .init(name: "main.swift", contents: Array(harness.utf8)),
          .init(name: "learner-path", contents: Array(file.path.utf8)),
          .init(name: "rules", contents: Array(exercise.rules.canonicalText.utf8)),
        ],
        learnerFile: file.contents) : nil
  }

  /// A failed verdict compared with the reference solution's layout: a stack view set up
  /// differently (whenever the program has stack views), else a view's margins set up otherwise
  /// (with the reference's constraints), else a content priority set on the
  /// other view or of the other kind, else two views' content priorities exchanged, else a view ambiguous for want of an intrinsic size, else the one constraint
  /// written differently. The reference's layout is run (or read) only for a program with stack views or
  /// a verdict that names no cause.
  private func explainedByReference(
    _ verdict: Verdict, report: LayoutReport, file: LearnerFile, reference: LearnerFile,
    key: String, exercise: GradingExercise
  ) -> Verdict {
    var verdict = verdict
    let learner = ProgramLayout(report)
    func layout() -> ProgramLayout? {
      StageLog.measure("reference layout") {
        referenceLayout(reference, key: key, exercise: exercise)
      }
    }
    // A layout that changes with the traits, chosen another way than the reference's.
    let hasStates = report.results.contains { $0.snapshots.contains { $0.state != nil } }
    if hasStates, let layout = layout() {
      verdict = TraitChoiceDifference.explaining(
        verdict, learner: learner, reference: layout, file: file.path, source: file.text,
        inactive: report.results.flatMap(\.inactiveConstraints))
    }
    if hasStates, let layout = layout() {
      verdict = SafeAreaAdditionDifference.explaining(
        verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    }
    let hasStacks = report.results.contains { $0.snapshots.contains { !$0.stackViews.isEmpty } }
    // A conflict from switching sets in the wrong order (it may look like an edge pinned twice).
    let conflicted = report.results.contains { $0.log.contains { $0.kind == .unsatisfiable } }
    if conflicted, let layout = layout() {
      verdict = ConstraintSetConflict.explaining(
        verdict, report: report, learner: learner, reference: layout, source: file.text)
    }
    // A stack's axis chosen by the wrong trait is said as that, not as the axis.
    let traitChosen = verdict.diagnostics.contains {
      [
        .wrongSizeClassAxis, .screenForWindow, .traitChangeNotHandled, .previousTraitsRead,
        .staleSizeInTraitChange, .wrongCondition, .layoutNotApplied,
      ].contains($0.cause)
    }
    if hasStacks, !traitChosen, let layout = layout() {
      verdict = StackDifference.explaining(
        verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    }
    // A conflict that a left or right edge where the reference has leading or trailing causes.
    if verdict.diagnostics.contains(where: { $0.kind == .unsatisfiableConstraints }),
      verdict.diagnostics.allSatisfy({ $0.cause == nil || $0.cause == .constraintBroken }),
      let layout = layout()
    {
      verdict = ReferenceDifference.explainingMirroredConflict(
        verdict, learner: learner, reference: layout, file: file.path)
    }
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }), let layout = layout() else {
      return verdict
    }
    verdict = InactiveLikeReference.explaining(
      verdict, report: report, learner: learner, reference: layout)
    verdict = CompositionalSizeDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path)
    verdict = TableStyleDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    verdict = MarginSettingDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    verdict = UncalledFunction.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text,
      referenceSource: reference.text)
    verdict = PrioritySettingDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path)
    verdict = ContentPriorityDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    verdict = IntrinsicSizeDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text)
    return ReferenceDifference.explaining(
      verdict, learner: learner, reference: layout, file: file.path, source: file.text)
  }

  /// The reference solution's layout: from this session, else laid out (cached across runs
  /// with the verdict cache); nil when it does not run.
  private func referenceLayout(_ reference: LearnerFile, key: String, exercise: GradingExercise)
    -> ProgramLayout?
  {
    if let layout = referenceLayouts[key] { return layout }
    guard case .laidOut(let layout, _)? = try? programLayout(reference, as: exercise) else {
      return nil
    }
    referenceLayouts[key] = layout
    return layout
  }

  /// Runs any layout file with `spec` (for `frames` and `show`) and returns its report.
  public func layOut(
    _ file: LearnerFile, spec: HarnessSpec, progress: (PrebuiltModuleEvent) -> Void = { _ in }
  ) throws -> LayoutOutcome {
    try execute(file, spec: spec, harness: try harnessSource(spec), progress: progress).outcome
  }

  // MARK: - The pipeline

  private func harnessSource(_ spec: HarnessSpec) throws -> String {
    do {
      return try HarnessSource.mainSwift(for: spec)
    } catch {
      throw GraderError.invalidModuleConfiguration(error.description)
    }
  }

  /// Compiles and runs `file`; the warnings are the compiler's in the learner's lines, `printed`
  /// what the program wrote to standard output on each device.
  private func execute(
    _ file: LearnerFile, spec: HarnessSpec, harness: String,
    progress: (PrebuiltModuleEvent) -> Void
  ) throws -> (outcome: LayoutOutcome, warnings: [Diagnostic], printed: [ProgramOutput]) {
    let source = file.text
    let className = spec.entry.className
    guard ClassDeclarations.scan(source).contains(where: { $0.name == className }) else {
      return (
        .failed(.compileError([EntryCheck.missingClass(spec.entry, file: file.path)])), [], []
      )
    }
    if let refused = SymbolAttributeCheck.diagnostic(for: source, path: file.path) {
      return (.failed(.compileError([refused])), [], [])
    }
    let compiler = try StageLog.measure("compiler ready") { try prepare(progress: progress) }
    Self.abandonedDirectoriesRemoved
    let directory = try TemporaryDirectory(prefix: "layoutlings-grade")
    defer { directory.remove() }
    let compiled = try StageLog.measure("swiftc (compile and link)") {
      try compiler.compile(
        ProgramCompiler.Program(harness: harness, learnerSource: source, learnerPath: file.path),
        in: directory.path)
    }
    let warnings = CompileFailure.warnings(compiled, learnerPath: file.path)
    guard let executable = compiled.executablePath else {
      return (
        .failed(CompileFailure.verdict(compiled, spec: spec, learnerPath: file.path)), warnings,
        []
      )
    }
    let run = try StageLog.measure("program run (every device)") {
      try SandboxedRunner().run(
        RunRequest(
          executable: executable,
          environment: [DataFolder.environmentVariable: configuration.dataDirectory],
          limits: configuration.limits, timeoutSeconds: configuration.timeoutSeconds,
          visiblePaths: programReads))
    }
    let printed = ProgramOutput.sections(
      of: run.standardOutput.bytes, isCut: run.standardOutput.isTruncated)
    let compiledName = ProgramCompiler.learnerFileName(for: file.path)
    if let failure = RunFailure.verdict(run, learnerFileName: compiledName, learnerPath: file.path)
    {
      return (.failed(failure), warnings, printed)
    }
    guard let bytes = run.report.bytes else {
      return (.failed(.runtimeError("The program wrote no layout report.")), warnings, printed)
    }
    do {
      let report = try StageLog.measure("report decode") {
        () throws(LayoutReportError) in try LayoutReport.decode(bytes)
      }
      return (
        .laidOut(ReportFiles.rewrite(report, from: compiledName, to: file.path)), warnings, printed
      )
    } catch {
      return (.failed(.unreadableReport(error)), warnings, printed)
    }
  }

  /// Folders that graders killed before they could tidy up left in the temporary directory,
  /// removed once per process, before its first program runs.
  private static let abandonedDirectoriesRemoved: Void = {
    TemporaryDirectory.removeAbandoned()
  }()

  /// What a learner program reads besides the system and its run path (where the Swift runtime
  /// and the engine's library are): the data files, never the rest of the data folder (the
  /// learner's store is there).
  private var programReads: [String] {
    ["devices.json", "fonts"].map {
      (configuration.dataDirectory as NSString).appendingPathComponent($0)
    }
  }

  /// The compiler, with the engine and harness modules built (the first time, with `progress`).
  @discardableResult
  public func prepare(progress: (PrebuiltModuleEvent) -> Void = { _ in }) throws -> ProgramCompiler
  {
    if let compiler { return compiler }
    let toolchain = try self.toolchain()
    let built: PrebuiltModules
    if let packageBuilt = packageBuildModules(toolchain) {
      // One shared library made from the package's objects links in a fraction of the time;
      // should it fail to link, the objects themselves still do.
      built =
        (try? sharedEngine(toolchain).prepare(packageBuilt, progress: progress)) ?? packageBuilt
    } else {
      built = try moduleCache(toolchain).prepare(configuration.modules, progress: progress)
    }
    return compiling(with: toolchain, modules: built)
  }

  /// The compiler when the engine is already built (the package's build, or the cache's),
  /// without building anything; nil when using it would mean building the engine first.
  /// For work that must stay quick, as keeping an editor's settings current is.
  public func preparedWithoutBuilding() throws -> ProgramCompiler? {
    if let compiler { return compiler }
    let toolchain = try self.toolchain()
    if let packageBuilt = packageBuildModules(toolchain) {
      return compiling(
        with: toolchain,
        modules: sharedEngine(toolchain).existing(packageBuilt) ?? packageBuilt)
    }
    return try moduleCache(toolchain).cached(configuration.modules).map {
      compiling(with: toolchain, modules: $0)
    }
  }

  /// Where the package's build of the engine becomes one shared library: `<cache>/engine`.
  private func sharedEngine(_ toolchain: SwiftToolchain) -> SharedEngineLibrary {
    SharedEngineLibrary(
      root: (configuration.cacheDirectory as NSString).appendingPathComponent("engine"),
      toolchain: toolchain)
  }

  /// Where the grader builds the engine itself: `<cache>/modules`.
  private func moduleCache(_ toolchain: SwiftToolchain) -> PrebuiltModuleCache {
    PrebuiltModuleCache(
      root: (configuration.cacheDirectory as NSString).appendingPathComponent("modules"),
      toolchain: toolchain, optimization: configuration.optimization)
  }

  /// The compiler for `modules`, kept for the session's later grades.
  private func compiling(with toolchain: SwiftToolchain, modules: PrebuiltModules)
    -> ProgramCompiler
  {
    let prepared = ProgramCompiler(
      toolchain: toolchain, modules: modules,
      aliases: [ProgramCompiler.ModuleAlias(alias: "UIKit", module: EngineModules.uiKit)])
    compiler = prepared
    return prepared
  }

  // MARK: - Versions

  /// What the verdict of an unchanged file depends on besides the file and the exercise: the
  /// engine's and harness's sources and the compiler (the prebuilt modules' key), the data files
  /// programs read, and the recipes of the harness and the pipeline.
  ///
  /// Hashing every source takes longer than answering from the verdict cache should, so the
  /// version is remembered under a fingerprint of what `stat` says about each of those files
  /// (as `SwiftToolchain` remembers the compiler's version): a file that changes gets a new size
  /// or modification time, hence a new fingerprint and a fresh hash.
  public func engineVersion() throws -> String {
    if let cachedEngineVersion { return cachedEngineVersion }
    let toolchain = try self.toolchain()
    let dataFiles = try EngineData.files(in: configuration.dataDirectory)
    let recipes = [HarnessSource.recipeVersion, Self.recipeVersion]
    // Remembered across processes: reading the package build's maps costs more than the rest.
    let memo = PackageBuildVersionMemo(cacheDirectory: configuration.cacheDirectory)
    let memoKey = configuration.builtProducts.map { folder in
      PackageBuildVersionMemo.key(
        folder: folder, moduleNames: EngineModules.names, toolchain: toolchain,
        recipes: recipes, dataFiles: dataFiles)
    }
    if let memoKey, let version = memo.version(for: memoKey) {
      cachedEngineVersion = version
      return version
    }
    if let packageBuilt = packageBuildModules(toolchain) {
      // The package's build: its objects' fingerprint stands for the sources they came from.
      var hasher = ContentHasher(domain: "layoutlings.engine-version")
      hasher.add("package-build", packageBuilt.key.hexadecimal)
      hasher.add("harness-recipe", HarnessSource.recipeVersion)
      hasher.add("pipeline-recipe", Self.recipeVersion)
      hasher.add("grader", GraderExecutable.identity())
      for file in dataFiles {
        hasher.add("data-file", file.relativePath)
        hasher.add("data", bytes: try SourceFiles.contents(of: file.path))
      }
      let version = hasher.finalize().hexadecimal
      if let memoKey { memo.remember(version, objects: packageBuilt.objectFiles, for: memoKey) }
      cachedEngineVersion = version
      return version
    }
    var fingerprint = ContentHasher(domain: "layoutlings.engine-version-fingerprint")
    fingerprint.add("compiler", toolchain.compilerPath)
    fingerprint.add("compiler-version", toolchain.versionText)
    fingerprint.add("optimization", configuration.optimization.rawValue)
    fingerprint.add("harness-recipe", HarnessSource.recipeVersion)
    fingerprint.add("pipeline-recipe", Self.recipeVersion)
    // The grader itself: a rebuilt grader may judge the same report differently.
    fingerprint.add("grader", GraderExecutable.identity())
    for module in configuration.modules {
      fingerprint.add("module", module.name)
      for file in try SourceFiles.swiftFiles(in: module.sourceDirectory) {
        fingerprint.add("file", FileIdentity.of(file.path))
      }
    }
    for file in dataFiles { fingerprint.add("data-file", FileIdentity.of(file.path)) }
    let sourceMemo = ContentAddressedStore(
      directory: (configuration.cacheDirectory as NSString).appendingPathComponent(
        "engine-versions"))
    let key = fingerprint.finalize()
    if let remembered = sourceMemo.data(for: key) {
      let version = String(decoding: remembered, as: UTF8.self)
      cachedEngineVersion = version
      return version
    }

    let cache = moduleCache(toolchain)
    var hasher = ContentHasher(domain: "layoutlings.engine-version")
    hasher.add("modules", try cache.key(for: configuration.modules).hexadecimal)
    hasher.add("harness-recipe", HarnessSource.recipeVersion)
    hasher.add("pipeline-recipe", Self.recipeVersion)
    hasher.add("grader", GraderExecutable.identity())
    for file in dataFiles {
      hasher.add("data-file", file.relativePath)
      hasher.add("data", bytes: try SourceFiles.contents(of: file.path))
    }
    let version = hasher.finalize().hexadecimal
    try? sourceMemo.store(Array(version.utf8), for: key)
    cachedEngineVersion = version
    return version
  }

  /// The compiler, found once per session.
  private func toolchain() throws -> SwiftToolchain {
    if let cachedToolchain { return cachedToolchain }
    let found = try SwiftToolchain.locate(
      environment: configuration.environment,
      versionCacheDirectory: configuration.cacheDirectory)
    cachedToolchain = found
    return found
  }

  /// The package's own build of the engine modules, when it can be used (looked for once).
  private func packageBuildModules(_ toolchain: SwiftToolchain) -> PrebuiltModules? {
    if let lookedUp = cachedPackageBuild { return lookedUp }
    let found = configuration.builtProducts.flatMap {
      PackageBuildModules.find(in: $0, toolchain: toolchain)
    }
    cachedPackageBuild = .some(found)
    return found
  }

  private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let elapsed = (ContinuousClock.now - start).components
    return Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
  }
}

/// What `stat` says about a file: enough to notice that it changed without reading it.
enum FileIdentity {
  /// Path, device, inode, size and modification time (nanoseconds); the path alone if the file
  /// cannot be examined.
  static func of(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path }
    #if canImport(Darwin)
      let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
    #else
      let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    #endif
    return "\(path)\u{0}\(info.st_dev)\u{0}\(info.st_ino)\u{0}\(info.st_size)\u{0}\(modified)"
  }
}

/// The running program's file, as a cheap fingerprint of the grader's own code.
enum GraderExecutable {
  /// Path, size and modification time of the executable (empty if it cannot be found).
  static func identity() -> String {
    #if os(Linux)
      let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    #else
      let path = Bundle.main.executablePath
    #endif
    guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return ""
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path)\u{0}\(size)\u{0}\(modified)"
  }
}

/// The data files learner programs read through the data folder (`DataFolder`).
enum EngineData {
  /// `devices.json` and every file under `fonts/`, by relative path (files that are missing are
  /// left out: the program reports them itself).
  static func files(in dataDirectory: String) throws -> [(relativePath: String, path: String)] {
    var files: [(relativePath: String, path: String)] = []
    let devices = (dataDirectory as NSString).appendingPathComponent("devices.json")
    if FileManager.default.fileExists(atPath: devices) { files.append(("devices.json", devices)) }
    let fonts = (dataDirectory as NSString).appendingPathComponent("fonts")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory),
      isDirectory.boolValue,
      let names = FileManager.default.enumerator(atPath: fonts)
    {
      var found: [String] = []
      while let name = names.nextObject() as? String { found.append(name) }
      for name in found.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
        let path = (fonts as NSString).appendingPathComponent(name)
        var nested: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &nested), !nested.boolValue {
          files.append(("fonts/" + name, path))
        }
      }
    }
    return files
  }
}

/// The check made before compiling: the file declares the class the exercise hosts.
enum EntryCheck {
  static func missingClass(_ entry: HarnessSpec.Entry, file: String) -> Diagnostic {
    let declaration: String
    switch entry {
    case .viewController(let name): declaration = "class \(name): UIViewController"
    case .view(let name, _): declaration = "class \(name): UIView"
    }
    return Diagnostic(
      kind: .compileError,
      message: "This file does not declare `\(declaration)`, the class the exercise shows on each"
        + " device. Keep the class name the starter file uses.",
      file: file)
  }
}
