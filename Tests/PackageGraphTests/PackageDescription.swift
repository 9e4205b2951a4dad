import Checkout
import Foundation
import TestSupport

/// The targets of `Package.swift` as `swift package dump-package` describes them: each
/// target's name, kind, folder and the targets and products it depends on.
struct PackageDescription {
  struct Target {
    var name: String
    var type: String
    var path: String?
    var dependencies: [String]
  }

  var targets: [Target]

  func target(_ name: String) -> Target? { targets.first { $0.name == name } }

  /// The targets `name` depends on, directly or through others.
  func closure(of name: String) -> Set<String> {
    var found: Set<String> = []
    var pending = target(name)?.dependencies ?? []
    while let next = pending.popLast() {
      guard found.insert(next).inserted else { continue }
      pending += target(next)?.dependencies ?? []
    }
    return found
  }

  /// The checkout's package, read by the toolchain's own `swift package` (in a scratch folder
  /// of its own, so a build running in the checkout is not waited for).
  static func load() throws -> PackageDescription {
    let checkout = try checkout()
    let scratch = try ScratchFolder(prefix: "layoutlings-dump-package")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", checkout.path, "--scratch-path", scratch.url.path,
      "dump-package",
    ]
    let output = scratch.url.appendingPathComponent("package.json")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "swift package dump-package exited \(process.terminationStatus)")
    }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output))
    guard let root = json as? [String: Any], let targets = root["targets"] as? [[String: Any]]
    else { throw Failure(description: "dump-package printed no targets") }
    return PackageDescription(
      targets: targets.map { target in
        Target(
          name: target["name"] as? String ?? "", type: target["type"] as? String ?? "",
          path: target["path"] as? String,
          dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap(dependency))
      })
  }

  /// The checkout holding `Package.swift`.
  static func checkout() throws -> URL {
    guard let root = Checkout.root else { throw Failure(description: "no checkout") }
    return root
  }

  /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", …]}` → `X`.
  private static func dependency(_ entry: [String: Any]) -> String? {
    for key in ["byName", "target", "product"] {
      if let values = entry[key] as? [Any], let name = values.first as? String { return name }
    }
    return nil
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }
}
