import Foundation

/// Where the package this module was built from lies, for finding the layout engine's sources.
///
/// `swift run` and `swift test` run binaries built from the checkout, and the compiler records
/// this file's absolute path (`#filePath`), so the checkout is found from it without any setup.
public enum PackageLocation {
  /// The package root: the directory that holds `Package.swift` and `Sources/`.
  public static let root: String = {
    // <root>/Sources/Grader/Compiler/PackageLocation.swift
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()
}
