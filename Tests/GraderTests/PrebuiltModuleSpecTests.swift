import Grader
import Testing

@Suite("Prebuilt module configuration")
struct PrebuiltModuleSpecTests {
  private func spec(_ name: String, _ dependencies: [String] = []) -> PrebuiltModuleSpec {
    PrebuiltModuleSpec(name: name, sourceDirectory: "/nowhere/\(name)", dependencies: dependencies)
  }

  @Test("dependencies come first; independent modules keep their order")
  func order() throws {
    let ordered = try PrebuiltModuleSpec.buildOrder([
      spec("AutoLayout", ["Cassowary", "VisualFormat", "LayoutReport"]), spec("LayoutReport"),
      spec("VisualFormat"), spec("Cassowary"),
    ])
    #expect(ordered.map(\.name) == ["Cassowary", "VisualFormat", "LayoutReport", "AutoLayout"])
  }

  @Test("the course's engine lists the harness last, each module under Sources/")
  func engine() throws {
    let modules = EngineModules.specs(packageRoot: "/repo")
    #expect(try PrebuiltModuleSpec.buildOrder(modules).map(\.name) == EngineModules.names)
    #expect(EngineModules.names.last == "LayoutHarness")
    #expect(
      modules.first { $0.name == "AutoLayout" }?.sourceDirectory == "/repo/Sources/AutoLayout")
  }

  @Test("unknown dependencies, cycles and duplicates are refused")
  func invalid() {
    #expect(
      throws: GraderError.invalidModuleConfiguration("A depends on B, which is not in the set")
    ) {
      try PrebuiltModuleSpec.buildOrder([spec("A", ["B"])])
    }
    #expect(throws: GraderError.invalidModuleConfiguration("dependency cycle: A → B → A")) {
      try PrebuiltModuleSpec.buildOrder([spec("A", ["B"]), spec("B", ["A"])])
    }
    #expect(throws: GraderError.invalidModuleConfiguration("module A is listed twice")) {
      try PrebuiltModuleSpec.buildOrder([spec("A"), spec("A")])
    }
  }

  @Test("linking arguments: include and library paths, dependents first, an rpath")
  func linkingArguments() throws {
    let modules = PrebuiltModules(
      directory: "/c/m", moduleNames: ["Base", "Kit"], key: ContentHash(of: ""))
    #expect(
      modules.compilerArguments
        == [
          "-I", "/c/m", "-L", "/c/m", "-lKit", "-lBase", "-Xlinker", "-rpath", "-Xlinker", "/c/m",
        ])
  }

  @Test("progress lines for the terminal")
  func progressLines() {
    #expect(
      PrebuiltModuleEvent.buildStarted(moduleCount: 4).progressLine
        == "Building the layout engine for the grader (first run only)…")
    #expect(
      PrebuiltModuleEvent.moduleStarted(name: "AutoLayout", index: 4, count: 4).progressLine
        == "  compiling AutoLayout (4/4)…")
    #expect(
      PrebuiltModuleEvent.moduleFinished(name: "Cassowary", seconds: 12.34).progressLine
        == "  Cassowary built in 12.3 s")
    #expect(
      PrebuiltModuleEvent.buildFinished(seconds: 61.06).progressLine
        == "Layout engine ready after 61.1 s; later runs reuse it.")
  }
}
