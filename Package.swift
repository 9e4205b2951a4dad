// swift-tools-version:6.0
// Layoutlings: a terminal course for learning iOS Auto Layout.
// Module map and import rules: docs/Architecture.md ("Modules").
import PackageDescription

let package = Package(
  name: "Layoutlings",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "layoutlings", targets: ["layoutlings"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
  ],
  targets: [

    // MARK: The engine: the UIKit subset learner programs compile and run against.

    // Where the checkout and its data folder are (`#filePath` and `LAYOUTLINGS_DATA`, once each).
    .target(name: "Checkout"),
    .testTarget(name: "CheckoutTests", dependencies: ["Checkout"]),
    // The one grammar of device references and the one reader of `Data/devices.json`.
    .target(name: "Devices", dependencies: ["Checkout"]),
    .testTarget(name: "DevicesTests", dependencies: ["Devices", "Checkout"]),
    // Incremental Cassowary solver with strictly ordered priorities (stdlib only).
    .target(name: "Cassowary"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "Basics"]),
    .target(name: "VisualFormat"),
    .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "Basics"]),
    // What a learner's program writes and the grader reads; untrusted on the way in.
    .target(name: "LayoutReport", dependencies: ["Devices"]),
    .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "Devices"]),
    // What an exercise is (rules, entry, steps, images, expected frames, the harness's plan):
    // read by the course, judged by the grader, carried out by the harness.
    .target(name: "ExerciseContract", dependencies: ["Devices"]),
    .testTarget(name: "ExerciseContractTests", dependencies: ["ExerciseContract"]),
    .target(
      name: "AutoLayout", dependencies: ["Cassowary", "VisualFormat", "Devices", "Checkout"]),
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"], exclude: ["Fixtures"]),
    // Runs inside a learner's program: hosts the exercise on each device and writes the report.
    // The grader builds it, with the layout engine, into the modules programs link against.
    .target(
      name: "LayoutHarness",
      dependencies: ["AutoLayout", "LayoutReport", "Devices", "ExerciseContract"]),
    .testTarget(
      name: "LayoutHarnessTests",
      dependencies: ["LayoutHarness", "AutoLayout", "LayoutReport", "ExerciseContract"]),

    // MARK: Grading: a learner's file compiled, run sandboxed and judged; logs explained.

    // fork + setrlimit + exec in one C call: the only way to start a child under resource limits
    // without a shell in between (see Sources/Grader/Process/ChildProcess.swift).
    .target(name: "CSandboxSpawn"),
    .target(
      name: "Grader",
      dependencies: ["CSandboxSpawn", "LayoutReport", "Devices", "Checkout", "ExerciseContract"]),
    .testTarget(
      name: "GraderTests",
      dependencies: [
        "Grader", "LayoutReport", "ReliabilityFixtures", "layoutlings", "Devices", "Checkout",
        "TestSupport", "ExerciseContract",
      ]),
    // The conflict logs UIKit prints in an app's console, read and explained (stdlib only).
    .target(name: "ConstraintLog"),
    .testTarget(name: "ConstraintLogTests", dependencies: ["ConstraintLog"], exclude: ["Fixtures"]),
    // What editors need to know UIKit in working copies: the files sourcekit-lsp reads, and a
    // small language-server client that checks them by asking the toolchain's sourcekit-lsp.
    .target(name: "EditorSupport", dependencies: ["Grader"]),
    .testTarget(
      name: "EditorSupportTests",
      dependencies: ["EditorSupport", "Grader", "Course", "Checkout"],
      exclude: ["Fixtures"]),

    // MARK: Learning: the course, the learner's store and reviews, and the way to a verdict.

    // Small pieces every layer above the engine writes once: civil dates, JSON and markup text,
    // a seeded random generator (stdlib only).
    .target(name: "Basics"),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
    .target(name: "SpacedRepetition", dependencies: ["Basics"]),
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
    .target(name: "SQLite", dependencies: ["CSQLite", "Basics"]),
    .testTarget(
      name: "SQLiteTests", dependencies: ["SQLite", "SQLiteTortureProbe", "TestSupport", "Basics"]),
    .target(
      name: "Course",
      dependencies: ["SQLite", "SpacedRepetition", "Devices", "ExerciseContract", "Basics"]),
    .testTarget(
      name: "CourseTests",
      dependencies: [
        "Course", "SQLite", "SpacedRepetition", "CourseStoreProbe", "Devices", "TestSupport",
      ],
      resources: [.copy("Fixtures")]),
    // Many `layoutlings` processes on one workspace, and processes killed while they write.
    .testTarget(
      name: "StoreReliabilityTests",
      dependencies: [
        "Course", "SQLite", "SpacedRepetition", "layoutlings", "CourseStoreProbe",
        "ReliabilityFixtures", "Checkout", "TestSupport", "Basics",
      ]),
    // The one way from a learner's file to a recorded verdict, between the course and the
    // grader: every command that grades goes through it.
    .target(name: "GradingService", dependencies: ["Course", "Grader", "LayoutReport"]),
    .testTarget(
      name: "GradingServiceTests",
      dependencies: [
        "GradingService", "Checkout", "Course", "Devices", "Grader", "LayoutReport",
        "TestSupport",
      ]),

    // MARK: The command line: terminal, arguments, file watching, and one type per command.

    // Styling, raw keys, markdown, layout pictures, progress bars (Foundation only).
    .target(name: "Terminal", dependencies: ["Basics"]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    // Command lines described as data: parsing, help and usage errors (stdlib only).
    .target(name: "ArgumentParsing", dependencies: ["Basics"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
    // One file watched for saves (inotify, or polling), with keys and resizes in one loop.
    .target(name: "FileWatching"),
    .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching", "TestSupport"]),
    // The terminal while a full-screen view runs: raw mode, redraws, scrolling, crash restore,
    // and the editor it hands the terminal to.
    .target(name: "FullScreen", dependencies: ["FileWatching", "Terminal"]),
    .testTarget(name: "FullScreenTests", dependencies: ["FullScreen", "Terminal"]),
    // LayoutHarness is not imported: depending on it builds the whole layout engine with the
    // package, and the grader links learner programs against that build (no waiting for it).
    .target(
      name: "LayoutlingsCLI",
      dependencies: [
        "ArgumentParsing", "Checkout", "Course", "Devices", "EditorSupport", "FileWatching",
        "FullScreen", "Grader", "GradingService", "LayoutHarness", "LayoutReport",
        "SpacedRepetition", "Terminal", "ConstraintLog", "Basics",
      ]),
    // The end-to-end tests run the built `layoutlings` next to the test bundle.
    .testTarget(
      name: "LayoutlingsCLITests",
      dependencies: [
        "LayoutlingsCLI", "ArgumentParsing", "FileWatching", "FullScreen", "Course", "Grader",
        "LayoutReport",
        "SpacedRepetition", "Terminal", "layoutlings", "Devices", "Checkout", "SQLite",
        "GradingService", "TestSupport", "EditorSupport",
      ]),
    .executableTarget(name: "layoutlings", dependencies: ["LayoutlingsCLI"]),

    // MARK: Tools: what tests and benchmarks share, probes, and the package's own checks.

    // What tests and benchmarks share: built products, scratch folders, a pseudo-terminal.
    .target(name: "TestSupport", path: "Tests/Support/TestSupport"),
    // Learner files that misbehave on purpose, the process table, and children spawned in their
    // own process group: shared by the grader's and the store's tests and `Benchmarks reliability`.
    .target(
      name: "ReliabilityFixtures", dependencies: ["TestSupport"],
      path: "Tests/Support/ReliabilityFixtures"),
    .testTarget(name: "ReliabilityFixturesTests", dependencies: ["ReliabilityFixtures"]),
    // Child process for the crash-safety tests: commits rows, then dies inside a transaction.
    .executableTarget(
      name: "SQLiteTortureProbe", dependencies: ["SQLite"], path: "Tests/Support/SQLiteTortureProbe"
    ),
    // Child process for the store's tests: records attempts, or dies inside a transaction.
    .executableTarget(
      name: "CourseStoreProbe", dependencies: ["Course"], path: "Tests/Support/CourseStoreProbe"),
    // Package.swift against what the code assumes of it: the engine's modules, the imports.
    .testTarget(name: "PackageGraphTests", dependencies: ["Checkout", "Grader", "TestSupport"]),
    // `swift run -c release Benchmarks <subcommand>`: solver and engine measurements.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AutoLayout", "Cassowary", "Checkout", "Course", "EditorSupport", "Grader",
        "LayoutlingsCLI", "ReliabilityFixtures", "SpacedRepetition", "SQLite", "Terminal",
        "TestSupport", "Basics", "ConstraintLog",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
