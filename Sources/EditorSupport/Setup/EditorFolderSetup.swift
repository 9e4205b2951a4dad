import Foundation

/// Makes a folder of working copies editor-ready (its `compile_flags.txt` and stamp), and tells
/// whether what is there still matches the engine and the toolchain.
///
/// Meant for the workspace's `exercises/` and `review/` folders, and for any folder a learner
/// keeps their own screens in. A `compile_flags.txt` that Layoutlings did not write (no stamp,
/// or a stamp for other flags than the file holds) is never replaced unless asked to.
public struct EditorFolderSetup: Sendable {
  /// The settings to write.
  public let settings: EditorBuildSettings

  /// A setup writing `settings`.
  public init(settings: EditorBuildSettings) {
    self.settings = settings
  }

  /// Where a folder stands.
  public enum Status: Sendable, Equatable {
    /// It has the current settings.
    case current
    /// It has no `compile_flags.txt`.
    case missing
    /// It has settings Layoutlings wrote for another engine or toolchain.
    case stale(StaleReason)
    /// Its `compile_flags.txt` is not the one Layoutlings wrote (edited, or someone else's).
    case foreign
  }

  /// Why written settings no longer hold.
  public enum StaleReason: Sendable, Equatable, CustomStringConvertible {
    /// The toolchain is another one (path or version) than the one the settings were written
    /// for: its sourcekit-lsp could not load the old engine.
    case toolchainChanged(from: String, to: String)
    /// The engine's sources changed and it was rebuilt into another folder.
    case engineRebuilt(from: String, to: String)
    /// Same engine and toolchain, other arguments: written by another version of Layoutlings.
    case olderRecipe(format: Int)

    public var description: String {
      switch self {
      case .toolchainChanged(let old, let new):
        "written for another toolchain (\(old)); now \(new)"
      case .engineRebuilt(let old, let new):
        "written for an older build of the layout engine (\(old)); now \(new)"
      case .olderRecipe(let format):
        "written by another version of Layoutlings (format \(format))"
      }
    }
  }

  /// What `write(into:)` did.
  public enum Outcome: Sendable, Equatable {
    /// The folder already had the current settings; nothing was written.
    case alreadyCurrent
    /// The settings were written (the folder had none, or stale ones).
    case written(previous: Status)
    /// A `compile_flags.txt` that is not Layoutlings' was left as it is.
    case keptForeignFile
  }

  /// The status of `folder`.
  public func status(of folder: URL) -> Status {
    let flagsURL = folder.appendingPathComponent(EditorBuildSettings.flagsFileName)
    guard let data = FileManager.default.contents(atPath: flagsURL.path) else { return .missing }
    let text = String(decoding: data, as: UTF8.self)
    if text == settings.flagsFileContents { return .current }
    let stamp = EditorSetupStamp.read(in: folder)
    guard let stamp, stamp.flags.map({ $0 + "\n" }).joined() == text else { return .foreign }
    let toolchain = settings.toolchain
    if stamp.compilerPath != toolchain.compilerPath
      || stamp.compilerVersion != toolchain.versionText
    {
      return .stale(
        .toolchainChanged(
          from: Self.describe(stamp.compilerPath, stamp.compilerVersion),
          to: Self.describe(toolchain.compilerPath, toolchain.versionText)))
    }
    if stamp.modulesDirectory != settings.modules.directory {
      return .stale(
        .engineRebuilt(from: stamp.modulesDirectory, to: settings.modules.directory))
    }
    return .stale(.olderRecipe(format: stamp.format))
  }

  /// Writes the settings into `folder` (made if needed) unless they are current there; a
  /// foreign `compile_flags.txt` is replaced only with `replacingForeign`.
  /// - Throws: `EditorSetupError` when a file cannot be written, or a module path cannot be
  ///   written as one line.
  @discardableResult
  public func write(into folder: URL, replacingForeign: Bool = false) throws(EditorSetupError)
    -> Outcome
  {
    let previous = status(of: folder)
    switch previous {
    case .current: return .alreadyCurrent
    case .foreign where !replacingForeign: return .keptForeignFile
    case .missing, .stale, .foreign: break
    }
    for argument in settings.compilerArguments
    where argument.contains(where: \.isNewline) || argument != argument.trimmed {
      throw EditorSetupError(
        path: folder.path,
        reason:
          "the argument \"\(argument)\" cannot be one line of \(EditorBuildSettings.flagsFileName)")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // The stamp first: a stamp without its flags file reads as "missing", never as foreign.
      try EditorSetupStamp(settings).encoded().write(
        to: folder.appendingPathComponent(EditorSetupStamp.fileName), options: .atomic)
      try Data(settings.flagsFileContents.utf8).write(
        to: folder.appendingPathComponent(EditorBuildSettings.flagsFileName), options: .atomic)
    } catch {
      throw EditorSetupError(path: folder.path, reason: "\(error.localizedDescription)")
    }
    return .written(previous: previous)
  }

  private static func describe(_ path: String, _ version: String) -> String {
    let firstLine = version.split(separator: "\n").first.map(String.init) ?? version
    return "\(path), \(firstLine)"
  }
}

/// A folder that could not be made editor-ready.
public struct EditorSetupError: Error, Equatable, CustomStringConvertible {
  /// The folder.
  public var path: String
  /// Why.
  public var reason: String

  public var description: String { "cannot set up \(path) for editors: \(reason)" }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
