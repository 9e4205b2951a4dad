import Foundation
import Testing

/// Finds the `SQLiteTortureProbe` executable in the build products directory, next to the test
/// bundle.
enum TortureProbe {
  static let name = "SQLiteTortureProbe"

  /// The probe's URL; throws a message listing where it looked when it is missing.
  static func locate() throws -> URL {
    let directories = candidateDirectories()
    for directory in directories {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
    }
    let searched = directories.map(\.path).joined(separator: ", ")
    throw ProbeNotFound(
      description: "\(name) was not found next to the tests (looked in: \(searched)). "
        + "Build it with `swift build --product \(name)` or run `swift build --build-tests`.")
  }

  /// Directories that hold the test bundle on Linux and macOS, most likely first, without repeats.
  private static func candidateDirectories() -> [URL] {
    var directories: [URL] = []
    // Linux: the tests run as `<products>/<Package>PackageTests.xctest`, an executable.
    if let executable = Bundle.main.executableURL {
      directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      let url = URL(fileURLWithPath: first).resolvingSymlinksInPath()
      directories.append(url.deletingLastPathComponent())
    }
    // macOS: the tests are a `<products>/<Package>PackageTests.xctest` bundle loaded by xctest.
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      directories.append(bundle.bundleURL.deletingLastPathComponent())
    }
    directories.append(Bundle.main.bundleURL)
    var seen = Set<String>()
    return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}

struct ProbeNotFound: Error, CustomStringConvertible {
  let description: String
}
