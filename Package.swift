// swift-tools-version:6.0
// Layoutlings: a terminal course for learning iOS Auto Layout.
// Module map and import rules: see README.md ("Modules").
import PackageDescription

let package = Package(
  name: "Layoutlings",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "layoutlings", targets: ["layoutlings"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
  ],
  targets: [
    .executableTarget(name: "layoutlings"),
    // Incremental Cassowary solver with strictly ordered priorities (stdlib only).
    .target(name: "Cassowary"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .target(name: "AutoLayout", dependencies: ["Cassowary"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], exclude: ["Fixtures"]),
    // `swift run -c release Benchmarks <subcommand>`: solver and engine measurements.
    .executableTarget(name: "Benchmarks", dependencies: ["Cassowary"]),
  ],
  swiftLanguageModes: [.v6]
)
