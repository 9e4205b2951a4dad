import Foundation

/// The modules a learner's program links against: the layout engine under `import UIKit`
/// (`AutoLayout` and what it imports) and `LayoutHarness` (with `ExerciseContract`, whose plan
/// it carries out), which the generated `main.swift` calls. Each is listed after the modules it imports, with exactly the dependencies
/// `Package.swift` gives its target; `EngineModulesTests` fails when the two disagree.
public enum EngineModules {
  /// One module and the modules it imports.
  public struct Module: Sendable, Equatable {
    /// The module's (and its target's) name.
    public var name: String
    /// The engine modules it imports.
    public var dependencies: [String]
  }

  /// Every engine module, dependencies first.
  public static let all: [Module] = [
    Module(name: "Checkout", dependencies: []),
    Module(name: "Devices", dependencies: ["Checkout"]),
    Module(name: "Cassowary", dependencies: []),
    Module(name: "VisualFormat", dependencies: []),
    Module(name: "LayoutReport", dependencies: ["Devices"]),
    Module(name: "ExerciseContract", dependencies: ["Devices"]),
    Module(name: "AutoLayout", dependencies: ["Cassowary", "VisualFormat", "Devices", "Checkout"]),
    Module(
      name: "LayoutHarness",
      dependencies: ["AutoLayout", "LayoutReport", "Devices", "ExerciseContract"]),
  ]

  /// The module `import UIKit` stands for.
  public static let uiKit = "AutoLayout"

  /// The names, dependencies first.
  public static var names: [String] { all.map(\.name) }

  /// The modules as the grader builds them itself from the package's `Sources/` (when the
  /// package's own build of them cannot be used).
  public static func specs(packageRoot: String) -> [PrebuiltModuleSpec] {
    let sources = (packageRoot as NSString).appendingPathComponent("Sources")
    return all.map { module in
      PrebuiltModuleSpec(
        name: module.name,
        sourceDirectory: (sources as NSString).appendingPathComponent(module.name),
        dependencies: module.dependencies)
    }
  }
}
