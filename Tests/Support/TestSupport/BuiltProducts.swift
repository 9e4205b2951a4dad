import Foundation

/// What `swift build` put next to the running tests or benchmark: the `layoutlings` executable,
/// the probes, the `Modules` folder.
public enum BuiltProducts {
  /// The folders the products may be in: the running executable's (the test bundle is one on
  /// Linux), the one `argv[0]` names, and every loaded `.xctest` bundle's.
  public static var folders: [URL] {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL {
      folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      folders.append(
        URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      folders.append(bundle.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    return folders
  }

  /// The executable `name` built next to this process.
  /// - Throws: `ProductNotFound` saying where it looked and how to build it.
  public static func executable(_ name: String) throws -> URL {
    let folders = folders
    for folder in folders {
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw ProductNotFound(
      description: "\(name) is not built next to the tests (looked in "
        + folders.map(\.path).joined(separator: ", ") + "); run `swift build --build-tests`")
  }

  /// The `layoutlings` executable built next to this process.
  public static func layoutlings() throws -> URL { try executable("layoutlings") }
}

/// A product that is not where `swift build` puts it.
public struct ProductNotFound: Error, CustomStringConvertible {
  public let description: String
}
