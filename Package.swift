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

    .target(name: "AutoLayout", path: "Sources/AutoLayout"),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], path: "Tests/AutoLayoutTests"),

    .target(name: "SpacedRepetition"),
    .testTarget(
      name: "SpacedRepetitionTests",
      dependencies: ["SpacedRepetition"],
      resources: [.copy("Fixtures")]
    ),

    .target(name: "Course"),
    .testTarget(name: "CourseTests", dependencies: ["Course"], resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)
