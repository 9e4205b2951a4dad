import Foundation
import Grader

/// What `EditorFolderSetup` wrote a folder's `compile_flags.txt` for, kept beside it as
/// `.layoutlings-editor.json`: it marks the file as Layoutlings' own (a `compile_flags.txt` that
/// is not stays untouched) and says why a stale one is stale.
public struct EditorSetupStamp: Codable, Sendable, Equatable {
  /// The stamp's file name.
  public static let fileName = ".layoutlings-editor.json"
  /// The version of this format and of the settings recipe; a new one rewrites every folder.
  public static let currentFormat = 1

  /// The format it was written in.
  public var format: Int
  /// The prebuilt engine's cache key (hexadecimal).
  public var engineKey: String
  /// The engine's module folder.
  public var modulesDirectory: String
  /// The compiler that built the engine.
  public var compilerPath: String
  /// What that compiler said its version was.
  public var compilerVersion: String
  /// The `compile_flags.txt` it wrote, to tell a hand edit from an old engine.
  public var flags: [String]

  /// The stamp of `settings`.
  public init(_ settings: EditorBuildSettings) {
    format = Self.currentFormat
    engineKey = settings.modules.key.hexadecimal
    modulesDirectory = settings.modules.directory
    compilerPath = settings.toolchain.compilerPath
    compilerVersion = settings.toolchain.versionText
    flags = settings.compilerArguments
  }

  /// The stamp's JSON, keys sorted so that the same settings give the same bytes.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// The stamp in `folder`, nil when there is none or it cannot be read.
  static func read(in folder: URL) -> EditorSetupStamp? {
    let url = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try? JSONDecoder().decode(EditorSetupStamp.self, from: data)
  }
}
