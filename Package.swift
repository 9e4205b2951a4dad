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

    // Incremental Cassowary solver with strictly ordered priorities (stdlib only).
    .target(name: "Cassowary"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .target(name: "AutoLayout", dependencies: ["Cassowary", "VisualFormat"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], exclude: ["Fixtures"]),
    // `swift run -c release Benchmarks <subcommand>`: solver and engine measurements.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AutoLayout", "Cassowary", "EditorSupport", "Grader", "LayoutlingsCLI",
        "ReliabilityFixtures", "Terminal",
      ]),

    .target(name: "SpacedRepetition"),
    .testTarget(
      name: "SpacedRepetitionTests",
      dependencies: ["SpacedRepetition"],
      resources: [.copy("Fixtures")]
    ),

    // The system libsqlite3 (headers from libsqlite3-dev); pkg-config is only a hint for flags.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .target(name: "SQLite", dependencies: ["CSQLite"]),
    // Child process for the crash-safety tests: commits rows, then dies inside a transaction.
    .executableTarget(name: "SQLiteTortureProbe", dependencies: ["SQLite"]),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "SQLiteTortureProbe"]),

    .target(name: "VisualFormat"),
    .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat"]),

    .executableTarget(name: "layoutlings", dependencies: ["LayoutlingsCLI"]),
    .target(
      name: "LayoutlingsCLI",
      dependencies: ["Course", "Grader", "LayoutReport", "SpacedRepetition", "Terminal"],
      path: "Sources/LayoutlingsCLI"),
    // The end-to-end tests run the built `layoutlings` next to the test bundle.
    .testTarget(
      name: "LayoutlingsCLITests",
      dependencies: [
        "LayoutlingsCLI", "Course", "Grader", "LayoutReport", "SpacedRepetition", "Terminal",
        "layoutlings",
      ],
      path: "Tests/LayoutlingsCLITests"),

    // fork + setrlimit + exec in one C call: the only way to start a child under resource limits
    // without a shell in between (see Sources/Grader/Process/ChildProcess.swift).
    .target(name: "CSandboxSpawn"),
    .target(name: "Grader", dependencies: ["CSandboxSpawn", "LayoutReport"]),
    // Runs inside a learner's program: hosts the exercise on each device and writes the report.
    // The grader builds it, with the layout engine, into the modules programs link against.
    .target(name: "LayoutHarness", dependencies: ["AutoLayout", "LayoutReport"]),
    .testTarget(
      name: "LayoutHarnessTests", dependencies: ["LayoutHarness", "AutoLayout", "LayoutReport"]),
    .testTarget(
      name: "GraderTests",
      dependencies: ["Grader", "LayoutReport", "ReliabilityFixtures", "layoutlings"]),

    // Styling, raw keys, markdown, layout pictures, progress bars (Foundation only).
    .target(name: "Terminal"),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),

    .target(name: "Course", dependencies: ["SQLite", "SpacedRepetition"]),
    // Child process for the store's tests: records attempts, or dies inside a transaction.
    .executableTarget(name: "CourseStoreProbe", dependencies: ["Course"]),
    .testTarget(
      name: "CourseTests",
      dependencies: ["Course", "SQLite", "SpacedRepetition", "CourseStoreProbe"],
      resources: [.copy("Fixtures")]),

    // Many `layoutlings` processes on one workspace, and processes killed while they write.
    .testTarget(
      name: "StoreReliabilityTests",
      dependencies: [
        "Course", "SQLite", "SpacedRepetition", "layoutlings", "CourseStoreProbe",
        "ReliabilityFixtures",
      ]),

    // Learner files that misbehave on purpose, the process table, and children spawned in their
    // own process group: shared by the grader's and the store's tests and `Benchmarks reliability`.
    .target(name: "ReliabilityFixtures"),
    .testTarget(name: "ReliabilityFixturesTests", dependencies: ["ReliabilityFixtures"]),

    // What editors need to know UIKit in working copies: the files sourcekit-lsp reads, and a
    // small language-server client that checks them by asking the toolchain's sourcekit-lsp.
    .target(name: "EditorSupport", dependencies: ["Grader"]),
    .testTarget(
      name: "EditorSupportTests", dependencies: ["EditorSupport", "Grader", "Course"],
      exclude: ["Fixtures"]),

    // What a learner's program writes and the grader reads; untrusted on the way in.
    .target(name: "LayoutReport"),
    .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport"]),
  ],
  swiftLanguageModes: [.v6]
)
