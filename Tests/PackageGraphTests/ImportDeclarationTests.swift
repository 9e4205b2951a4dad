import Foundation
import Testing

/// A target's sources import exactly the modules Package.swift declares for it (or the
/// system's): SwiftPM lets a target import what another dependency brought in, and the build
/// then works only by chance of order; and a dependency nothing imports is a promise the code
/// does not keep.
@Suite struct ImportDeclarationTests {
  /// Modules of the toolchain and the system, never declared.
  static let system: Set<String> = [
    "Foundation", "Glibc", "Darwin", "Dispatch", "Testing", "XCTest", "PackageDescription",
    "Synchronization", "FoundationEssentials", "Musl",
  ]

  /// Dependencies declared to be built, not imported: `LayoutlingsCLI` builds the engine the
  /// grader links learner programs against (docs/Architecture.md, "Modules"). A dependency on an
  /// executable target (a probe, `layoutlings`) is likewise only for building it.
  static let builtNotImported: [String: Set<String>] = ["LayoutlingsCLI": ["LayoutHarness"]]

  @Test func everyImportedModuleIsDeclared() throws {
    let package = try PackageDescription.load()
    let checkout = try PackageDescription.checkout()
    for target in package.targets where target.type != "system" {
      let declared = Set(target.dependencies).union(Self.system).union([target.name])
      for (file, module) in try Self.imports(of: target, in: checkout)
      where !declared.contains(module) {
        Issue.record("\(target.name): \(file) imports \(module), which Package.swift does not list")
      }
    }
  }

  @Test func everyDeclaredDependencyIsImported() throws {
    let package = try PackageDescription.load()
    let checkout = try PackageDescription.checkout()
    let executables = Set(package.targets.filter { $0.type == "executable" }.map(\.name))
    for target in package.targets where target.type != "system" {
      let imported = Set(try Self.imports(of: target, in: checkout).map(\.module))
      let unused = Set(target.dependencies).subtracting(imported).subtracting(executables)
        .subtracting(Self.builtNotImported[target.name] ?? [])
      for module in unused.sorted() {
        Issue.record("\(target.name): Package.swift lists \(module), which no file imports")
      }
    }
  }

  /// The imports of the files in `target`'s folder.
  static func imports(of target: PackageDescription.Target, in checkout: URL) throws
    -> [(file: String, module: String)]
  {
    let folder =
      target.path.map { checkout.appendingPathComponent($0) }
      ?? checkout.appendingPathComponent(target.type == "test" ? "Tests" : "Sources")
      .appendingPathComponent(target.name)
    return try imports(under: folder)
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
