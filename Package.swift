// swift-tools-version:6.0
// Layoutlings: a terminal course for learning iOS Auto Layout.
// Module map and import rules: see README.md ("Modules").
import PackageDescription

let package = Package(
  name: "Layoutlings",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "layoutlings", targets: ["layoutlings"]),
  ],
  targets: [
    .executableTarget(name: "layoutlings"),
    // fork + setrlimit + exec in one C call: the only way to start a child under resource limits
    // without a shell in between (see Sources/Grader/Process/ChildProcess.swift).
    .target(name: "CSandboxSpawn"),
    .target(name: "Grader", dependencies: ["CSandboxSpawn"]),
    .testTarget(name: "GraderTests", dependencies: ["Grader"]),
  ],
  swiftLanguageModes: [.v6]
)
