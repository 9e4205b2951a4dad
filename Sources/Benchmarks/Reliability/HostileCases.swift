import Foundation

extension HostileCase {
  /// Every hostile case, with fresh markers.
  static func all() -> [HostileCase] {
    let sleeper = marker()
    let escaper = marker()
    let tree = marker()
    let outside = "/tmp/layoutlings-escape-\(UUID().uuidString)"
    return [
      HostileCase(
        name: "endless-loop",
        source: controller(body: "var turns = 0\nwhile turns >= 0 { turns = (turns &+ 1) % 1_000 }"),
        expected: ["timeout"]),
      HostileCase(
        name: "deep-recursion",
        source: controller(
          body: "panelView.tag = depth(0)",
          members: "func depth(_ level: Int) -> Int { level < 0 ? 0 : 1 + depth(level + 1) }"),
        expected: ["runtime-error"]),
      HostileCase(
        name: "fatal-error", source: controller(body: "fatalError(\"the panel is not ready\")"),
        expected: ["runtime-error"]),
      HostileCase(
        name: "force-unwrap-nil",
        source: controller(
          body: "let widths: [String: CGFloat] = [:]\npanelView.frame.size.width = widths[\"panel\"]!"),
        expected: ["runtime-error"]),
      HostileCase(
        name: "allocate-2gb",
        source: controller(
          body: "let buffer = [UInt8](repeating: 1, count: 2_000_000_000)\npanelView.tag = buffer.count"),
        expected: ["runtime-error"]),
      HostileCase(
        name: "print-100mb",
        source: controller(
          body: "let line = String(repeating: \"x\", count: 99)\nfor _ in 0..<1_000_000 { print(line) }"),
        expected: ["runtime-error"]),
      HostileCase(
        name: "child-processes",
        source: controller(
          body: """
            for _ in 0..<4 { _ = start("/bin/sleep", ["\(sleeper)"]) }
            _ = start("/usr/bin/setsid", ["-f", "/bin/sleep", "\(escaper)"])
            let branch = "b() { if [ $1 -gt 0 ]; then b $(($1 - 1)) & b $(($1 - 1)) & fi; sleep \(tree); }"
            _ = start("/bin/sh", ["-c", branch + "; b 6"])
            Thread.sleep(forTimeInterval: 0.3)
            \(layout)
            """,
          members: """
            func start(_ path: String, _ arguments: [String]) -> Process {
              let process = Process()
              process.executableURL = URL(fileURLWithPath: path)
              process.arguments = arguments
              try? process.run()
              return process
            }
            """),
        expected: ["passed"], processMarkers: [sleeper, escaper, tree]),
      HostileCase(
        name: "write-outside-folder",
        source: controller(
          body: """
            let environment = ProcessInfo.processInfo.environment
            let here = FileManager.default.currentDirectoryPath
            guard environment["HOME"] == here, environment["TMPDIR"] == here else {
              fatalError("HOME or TMPDIR is not the program's folder")
            }
            _ = FileManager.default.createFile(atPath: "\(outside)", contents: Data("x".utf8))
            \(layout)
            """),
        expected: ["passed"], outsideFiles: [outside]),
      HostileCase(
        name: "early-exit", source: controller(body: layout + "\nexit(0)", imports: ["Glibc"]),
        expected: ["runtime-error"]),
      HostileCase(
        name: "forged-report", source: forger, expected: ["runtime-error"]),
      HostileCase(
        name: "intercept-getenv", source: thief, expected: ["compile-error"]),
      HostileCase(
        name: "call-report-writer",
        source: controller(body: "layoutlingsWriteReport(Array(\"{}\".utf8))"),
        expected: ["compile-error"]),
    ]
  }

  /// A `sleep` argument no other process uses.
  private static func marker() -> String {
    "300." + String(UInt32.random(in: 100_000_000...999_999_999))
  }

  /// The half-panel solution's layout.
  static let layout = """
    panelView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panelView)
    NSLayoutConstraint.activate([
      panelView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panelView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panelView.topAnchor.constraint(equalTo: view.topAnchor),
      panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
    ])
    """

  /// The exercise's controller with `body` in `viewDidLoad` and `members` beside it.
  static func controller(body: String, members: String = "", imports: [String] = []) -> String {
    let indentedBody = body.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0 }.joined(separator: "\n")
    let indentedMembers = members.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
    return (["UIKit", "Foundation"] + imports).map { "import \($0)" }.joined(separator: "\n") + """


      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

      \(indentedMembers)

        override func viewDidLoad() {
          super.viewDidLoad()
      \(indentedBody)
        }
      }

      """
  }

  /// Replaces the C function `getenv`, which the harness calls for its token, to keep a copy.
  static let thief = """
    import UIKit
    import Glibc

    var stolenToken = ""

    @_cdecl("getenv")
    func interceptGetenv(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
      typealias Getenv = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
      let real = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "getenv"), to: Getenv.self)
      let value = real(name)
      if let value { stolenToken = String(cString: value) }
      return value
    }

    class HalfPanelViewController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        let framed = Array((stolenToken + "\\n{}").utf8)
        _ = framed.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
        exit(0)
      }
    }

    """

  /// Lays out a correct controller with the harness itself, prints the report, writes it to the
  /// report channel behind the best token it can find, and exits.
  static let forger = """
    import UIKit
    import Glibc
    import Foundation
    import LayoutHarness

    class CorrectPanelController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
    \(layout.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
      }
    }

    class HalfPanelViewController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        let plan = HarnessPlan(
          devices: ["iphone-x", "iphone-se", "ipad-pro-11", "ipad-pro-11:landscape"],
          recording: .paths(["panelView"]))
        let report = HarnessRunner.runController(
          plan: plan, make: { CorrectPanelController() }, steps: [HarnessStep(snapshot: "initial")])
        let bytes = HarnessRunner.encode(report)
        print(String(decoding: bytes, as: UTF8.self))
        var token = getenv("LAYOUTLINGS_REPORT_TOKEN").map { String(cString: $0) } ?? ""
        let environ = FileManager.default.contents(atPath: "/proc/self/environ") ?? Data()
        for entry in environ.split(separator: 0) {
          let text = String(decoding: entry, as: UTF8.self)
          if text.hasPrefix("LAYOUTLINGS_REPORT_TOKEN=") { token = String(text.dropFirst(25)) }
        }
        let framed = Array((token + "\\n").utf8) + bytes
        _ = framed.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
        exit(0)
      }
    }

    """
}
