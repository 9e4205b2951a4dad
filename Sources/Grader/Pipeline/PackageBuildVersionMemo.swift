import Foundation

/// The engine version of the package's own build, remembered across processes, so an
/// unchanged file is answered without reading every module's `output-file-map.json` and hashing
/// the data files again (about half of an unchanged-file grade's time).
///
/// Remembered in two steps, both from what `stat` says (`FileIdentity`), as `SwiftToolchain`
/// remembers the compiler's version:
/// - the *key* covers the compiler, the recipes, the grader's own executable, each module's
///   `.swiftmodule` and `output-file-map.json`, and the data files. A changed map (a source added
///   or removed) or data file gives another key.
/// - the entry under it holds the object files the maps named and a hash of their identities
///   when it was written. A rebuilt object (same map) fails that check and the version is made
///   again from the files.
struct PackageBuildVersionMemo {
  let store: ContentAddressedStore

  init(cacheDirectory: String) {
    store = ContentAddressedStore(
      directory: (cacheDirectory as NSString).appendingPathComponent("package-build-versions"))
  }

  /// The key for the build in `folder`: everything but the object files.
  static func key(
    folder: String, moduleNames: [String], toolchain: SwiftToolchain, recipes: [String],
    dataFiles: [(relativePath: String, path: String)]
  ) -> ContentHash {
    var hasher = ContentHasher(domain: "layoutlings.package-build-version-key")
    hasher.add("compiler", toolchain.compilerPath)
    hasher.add("compiler-version", toolchain.versionText)
    for recipe in recipes { hasher.add("recipe", recipe) }
    hasher.add("grader", GraderExecutable.identity())
    let modules = (folder as NSString).appendingPathComponent("Modules")
    for name in moduleNames {
      hasher.add("module", name)
      let module = (modules as NSString).appendingPathComponent("\(name).swiftmodule")
      let map = ((folder as NSString).appendingPathComponent("\(name).build") as NSString)
        .appendingPathComponent("output-file-map.json")
      hasher.add("swiftmodule", FileIdentity.of(module))
      hasher.add("map", FileIdentity.of(map))
    }
    for file in dataFiles {
      hasher.add("data-file", file.relativePath)
      hasher.add("data", FileIdentity.of(file.path))
    }
    return hasher.finalize()
  }

  /// The version remembered under `key`, if every object file it names is as it was then.
  func version(for key: ContentHash) -> String? {
    guard let bytes = store.data(for: key) else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[0] == Self.header, !lines[2].isEmpty else { return nil }
    let objects = lines.dropFirst(3).map(String.init)
    guard Self.objectsIdentity(objects).hexadecimal == lines[1] else { return nil }
    return String(lines[2])
  }

  /// Remembers `version` under `key`, with the object files it was made from. Paths holding a
  /// line feed cannot be written so, and are not remembered (the version is made each time).
  func remember(_ version: String, objects: [String], for key: ContentHash) {
    guard !objects.contains(where: { $0.contains("\n") }) else { return }
    let text = ([Self.header, Self.objectsIdentity(objects).hexadecimal, version] + objects)
      .joined(separator: "\n")
    try? store.store(Array(text.utf8), for: key)
  }

  private static let header = "layoutlings package-build version 1"

  private static func objectsIdentity(_ objects: [String]) -> ContentHash {
    var hasher = ContentHasher(domain: "layoutlings.package-build-version-objects")
    for object in objects { hasher.add("object", FileIdentity.of(object)) }
    return hasher.finalize()
  }
}
