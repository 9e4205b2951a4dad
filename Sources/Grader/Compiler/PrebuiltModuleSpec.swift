import Foundation

/// A module the grader compiles once from source into a shared library that learners' programs
/// link against (for the course: `AutoLayout` and the modules under it).
public struct PrebuiltModuleSpec: Sendable, Equatable {
  /// The module name.
  public var name: String
  /// The directory whose `.swift` files (recursively) make the module.
  public var sourceDirectory: String
  /// Names of other modules of the same set that this one imports.
  public var dependencies: [String]
  /// The `-swift-version` to compile with (the package's language mode).
  public var swiftLanguageVersion: String
  /// More compiler arguments (for instance `-enable-upcoming-feature X`).
  public var extraArguments: [String]

  /// Creates a module description.
  public init(
    name: String, sourceDirectory: String, dependencies: [String] = [],
    swiftLanguageVersion: String = "6", extraArguments: [String] = []
  ) {
    self.name = name
    self.sourceDirectory = sourceDirectory
    self.dependencies = dependencies
    self.swiftLanguageVersion = swiftLanguageVersion
    self.extraArguments = extraArguments
  }

  /// `modules` ordered so every module comes after its dependencies; among independent modules the
  /// given order is kept. Throws on unknown dependencies, duplicates and cycles.
  public static func buildOrder(_ modules: [PrebuiltModuleSpec]) throws -> [PrebuiltModuleSpec] {
    var byName: [String: PrebuiltModuleSpec] = [:]
    for module in modules {
      guard byName.updateValue(module, forKey: module.name) == nil else {
        throw GraderError.invalidModuleConfiguration("module \(module.name) is listed twice")
      }
    }
    var ordered: [PrebuiltModuleSpec] = []
    var done = Set<String>()
    var visiting: [String] = []
    func visit(_ module: PrebuiltModuleSpec) throws {
      if done.contains(module.name) { return }
      if visiting.contains(module.name) {
        let cycle = (visiting.drop { $0 != module.name } + [module.name]).joined(separator: " → ")
        throw GraderError.invalidModuleConfiguration("dependency cycle: \(cycle)")
      }
      visiting.append(module.name)
      for dependency in module.dependencies {
        guard let found = byName[dependency] else {
          throw GraderError.invalidModuleConfiguration(
            "\(module.name) depends on \(dependency), which is not in the set")
        }
        try visit(found)
      }
      visiting.removeLast()
      done.insert(module.name)
      ordered.append(module)
    }
    for module in modules { try visit(module) }
    return ordered
  }
}
