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
    // Styling, raw keys, markdown, layout pictures, progress bars (Foundation only).
    .target(name: "Terminal"),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
  ],
  swiftLanguageModes: [.v6]
)
