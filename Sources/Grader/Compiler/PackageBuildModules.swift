import Foundation

/// The engine modules as `swift build` compiled them with the package: the `layoutlings`
/// executable depends on `LayoutHarness`, so building the package builds every engine module,
/// and a learner's program links their object files directly. Nothing is compiled on a first
/// grade.
///
/// They are found in SwiftPM's build folder next to the running executable
/// (`.build/<triple>/<configuration>/`): `Modules/<Name>.swiftmodule`, and the objects that
/// `<Name>.build/output-file-map.json` names for the module's sources.
/// They are used only when every module is there and the folder's `swift-version-*.txt` says
/// the same compiler built them as the one the grader compiles with; otherwise the grader
/// builds the modules itself (`PrebuiltModuleCache`).
public enum PackageBuildModules {
  /// The folder of the running executable, where SwiftPM put the package's build products.
  public static var runningExecutableFolder: String? {
    #if os(Linux)
      let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
      let path = Bundle.main.executablePath
    #endif
    return path.map {
      URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path
    }
  }

  /// The modules in `folder`, or nil when any is missing or another compiler built them.
  public static func find(
    in folder: String, modules names: [String] = EngineModules.names, toolchain: SwiftToolchain
  ) -> PrebuiltModules? {
    let manager = FileManager.default
    let modules = (folder as NSString).appendingPathComponent("Modules")
    guard builtByTheSameCompiler(folder, toolchain: toolchain) else { return nil }
    var objects: [String] = []
    var fingerprint = ContentHasher(domain: "layoutlings.package-build-modules")
    fingerprint.add("compiler-version", toolchain.versionText)
    for name in names {
      let module = (modules as NSString).appendingPathComponent("\(name).swiftmodule")
      let build = (folder as NSString).appendingPathComponent("\(name).build")
      guard manager.fileExists(atPath: module), let found = objectFiles(in: build),
        !found.isEmpty, found.allSatisfy(manager.fileExists(atPath:))
      else { return nil }
      fingerprint.add("module", name)
      fingerprint.add("swiftmodule", FileIdentity.of(module))
      for object in found { fingerprint.add("object", FileIdentity.of(object)) }
      objects += found
    }
    return PrebuiltModules(
      directory: folder, moduleNames: names, key: fingerprint.finalize(),
      compilerArguments: ["-I", modules] + objects, objectFiles: objects)
  }

  /// The object files of a module's current sources, as the build's `output-file-map.json`
  /// lists them (the folder may also hold objects of sources deleted since), in a stable order.
  static func objectFiles(in build: String) -> [String]? {
    let map = (build as NSString).appendingPathComponent("output-file-map.json")
    guard let data = FileManager.default.contents(atPath: map),
      let entries = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    let objects = entries.compactMap { source, outputs -> String? in
      guard !source.isEmpty, let outputs = outputs as? [String: Any] else { return nil }
      return outputs["object"] as? String
    }
    return objects.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether a `swift-version-*.txt` in `folder` names the grader's compiler version.
  private static func builtByTheSameCompiler(_ folder: String, toolchain: SwiftToolchain) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return entries.contains { name in
      guard name.hasPrefix("swift-version-"), name.hasSuffix(".txt"),
        let text = try? String(
          contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
      else { return false }
      return text.trimmingCharacters(in: .whitespacesAndNewlines) == toolchain.versionText
    }
  }
}
