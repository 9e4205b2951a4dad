import Checkout
import Foundation
import Grader

/// A tiny stand-in for the layout engine: `FakeBase` (geometry) under `FakeKit` (a few UIKit
/// names and a `Selector`), built into a module cache under `.build` once and reused.
enum FixtureModules {
  static let files: [(module: String, file: String, contents: String)] = [
    (
      "FakeBase", "Geometry.swift",
      """
      public struct Size: Equatable, Sendable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) {
          self.width = width
          self.height = height
        }
      }
      """
    ),
    (
      "FakeKit", "Views.swift",
      """
      @_exported import Foundation
      @_exported import FakeBase

      public struct Selector: Hashable, Sendable {
        public let name: String
        public init(_ name: String) { self.name = name }
      }

      open class UIView {
        public init() {}
        open var size = Size(width: 0, height: 0)
        public private(set) var subviews: [UIView] = []
        public func addSubview(_ view: UIView) { subviews.append(view) }
      }

      open class UIControl: UIView {
        public struct Event: OptionSet, Sendable {
          public let rawValue: Int
          public init(rawValue: Int) { self.rawValue = rawValue }
          public static let touchUpInside = Event(rawValue: 1 << 6)
        }
        public private(set) var actions: [Selector] = []
        public func addTarget(_ target: AnyObject?, action: Selector, for event: Event) {
          actions.append(action)
        }
      }

      open class UIButton: UIControl {}

      open class UIViewController {
        public init() {}
        public lazy var view = UIView()
        open func viewDidLoad() {}
      }

      /// Visible to the other modules of the package only.
      package let fixtureVersion = packageVersion()
      """
    ),
    (
      "FakeKit", "Internal/Version.swift",
      """
      package func packageVersion() -> Int { 1 }
      """
    ),
  ]

  /// The program's side of the report channel and the stack overflow watch, from the package's
  /// own sources, as fixture modules of the same names: the harness prologue imports them.
  static let channelFiles: [(module: String, file: String, contents: String)] = {
    let sources = (Checkout.root ?? URL(fileURLWithPath: ".")).appendingPathComponent("Sources")
    return [
      ("LayoutReport", "ProgramChannel.swift"), ("LayoutHarness", "ReportChannelEnd.swift"),
      ("LayoutHarness", "StackOverflowWatch.swift"),
    ].map { module, file in
      let url = sources.appendingPathComponent("\(module)/\(file)")
      return (module, file, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
  }()

  /// Writes the sources (once per content) and returns the module descriptions.
  static func specs() throws -> [PrebuiltModuleSpec] {
    let files = Self.files + channelFiles
    let all = files.map { "\($0.module)/\($0.file)\n\($0.contents)" }.joined(separator: "\n")
    let root = try TestCache.directory("fixture-sources", content: all)
    for file in files {
      let path = "\(root)/\(file.module)/\(file.file)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if FileManager.default.contents(atPath: path) != Data(file.contents.utf8) {
        try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
      }
    }
    // The channel's modules first: UIKit is aliased to the last module built (FakeKit).
    return [
      PrebuiltModuleSpec(
        name: "LayoutHarness", sourceDirectory: "\(root)/LayoutHarness",
        dependencies: ["LayoutReport"]),
      PrebuiltModuleSpec(name: "LayoutReport", sourceDirectory: "\(root)/LayoutReport"),
      PrebuiltModuleSpec(
        name: "FakeKit", sourceDirectory: "\(root)/FakeKit", dependencies: ["FakeBase"]),
      PrebuiltModuleSpec(name: "FakeBase", sourceDirectory: "\(root)/FakeBase"),
    ]
  }

  struct Prepared: Sendable {
    var toolchain: SwiftToolchain
    var modules: PrebuiltModules
  }

  /// The toolchain and the built fixture modules, shared by every test of the run.
  static let prepared: Result<Prepared, any Error> = Result {
    let toolchain = try SwiftToolchain.locate()
    let cache = PrebuiltModuleCache(
      root: TestCache.root + "/modules", toolchain: toolchain, optimization: .none)
    return Prepared(toolchain: toolchain, modules: try cache.prepare(try specs()))
  }
}
