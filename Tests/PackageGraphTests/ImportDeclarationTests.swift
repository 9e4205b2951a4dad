import Foundation
import Testing

/// Every module a target's sources import is one of the target's declared dependencies (or
/// the system's): SwiftPM lets a target import what another dependency brought in, and the
/// build then works only by chance of order.
@Suite struct ImportDeclarationTests {
  /// Modules of the toolchain and the system, never declared.
  static let system: Set<String> = [
    "Foundation", "Glibc", "Darwin", "Dispatch", "Testing", "XCTest", "PackageDescription",
    "Synchronization", "FoundationEssentials", "Musl",
  ]

  @Test func everyImportedModuleIsDeclared() throws {
    let package = try PackageDescription.load()
    let checkout = try PackageDescription.checkout()
    for target in package.targets where target.type != "system" {
      let folder =
        target.path.map { checkout.appendingPathComponent($0) }
        ?? checkout.appendingPathComponent(target.type == "test" ? "Tests" : "Sources")
        .appendingPathComponent(target.name)
      let declared = Set(target.dependencies).union(Self.system).union([target.name])
      for (file, module) in try Self.imports(under: folder) where !declared.contains(module) {
        Issue.record("\(target.name): \(file) imports \(module), which Package.swift does not list")
      }
    }
  }

  /// Each `import X` (or `@testable import X`, `import struct X.Y`) of a file's header: the
  /// lines before its first declaration (comments, `#if` lines and blank lines between them).
  static func imports(under folder: URL) throws -> [(file: String, module: String)] {
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [(String, String)] = []
    while let relative = files.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("Fixtures/") else { continue }
      let text = try String(
        contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
        var words = trimmed.split(separator: " ").map(String.init)
        while let first = words.first,
          first.hasPrefix("@") || first == "public"
            || first == "internal" || first == "private"
        {
          words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { break }
        let kinds: Set<String> = [
          "struct", "class", "enum", "protocol", "func", "typealias", "var",
        ]
        let name = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        found.append((relative, String(name.split(separator: ".").first ?? "")))
      }
    }
    return found
  }
}
