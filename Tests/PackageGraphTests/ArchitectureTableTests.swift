import Foundation
import Testing

/// docs/Architecture.md's module table says what Package.swift says: every target of the
/// product and its tools has a row, and the row's "imports" are the target's dependencies
/// (less what is built without being imported, `ImportDeclarationTests.builtNotImported`).
@Suite struct ArchitectureTableTests {
  /// Words of the "imports" column that name no target.
  static let system: Set<String> = ["stdlib", "Foundation", "libc", "—"]

  /// Each row's modules and the imports it lists, from the table under "## Modules".
  static func rows() throws -> [(modules: [String], imports: Set<String>)] {
    let url = try PackageDescription.checkout().appendingPathComponent("docs/Architecture.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let start = text.range(of: "| module | job | imports |") else { return [] }
    var rows: [([String], Set<String>)] = []
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(2)
    {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4, let imports = cells.dropLast().last else { continue }
      let modules = cells[1].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
      }
      let named = imports.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      rows.append((modules, Set(named).subtracting(system)))
    }
    return rows
  }

  @Test func everyTargetHasARowThatListsItsDependencies() throws {
    let package = try PackageDescription.load()
    let rows = try Self.rows()
    let executables = Set(package.targets.filter { $0.type == "executable" }.map(\.name))
    for target in package.targets where target.type != "test" {
      guard let row = rows.first(where: { $0.modules.contains(target.name) }) else {
        Issue.record("docs/Architecture.md has no row for \(target.name)")
        continue
      }
      // A row naming two modules (`CSQLite`, `SQLite`) lists what the pair imports.
      guard row.modules.count == 1 else { continue }
      let declared = Set(target.dependencies).subtracting(executables)
        .subtracting(ImportDeclarationTests.builtNotImported[target.name] ?? [])
      #expect(
        row.imports == declared,
        "docs/Architecture.md says \(target.name) imports \(row.imports.sorted()); Package.swift gives \(declared.sorted())"
      )
    }
  }
}
