import TestSupport

extension HostileProgram {
  /// Does the exercise, then calls `exit(0)` before the harness can write its report.
  public static let earlyExit = HostileProgram(
    name: "early-exit",
    source: HalfPanelSource.controller(
      imports: ["Glibc"], body: HalfPanelSource.solutionLayout + "\nexit(0)"),
    expectedVerdicts: ["runtime-error"])

  /// Lays out a correct controller with the harness itself, prints the passing report, writes
  /// it to the report channel (descriptor 3) after the best token it can find, and exits.
  public static let forgedReport = HostileProgram(
    name: "forged-report", source: forgerSource, expectedVerdicts: ["runtime-error"])

  /// Replaces the C function `getenv` with `@_cdecl` (line 6), to keep a copy of the token the
  /// harness reads, and writes it with an empty report to the report channel.
  public static let getenvThief = HostileProgram(
    name: "intercept-getenv", source: thiefSource, expectedVerdicts: ["compile-error"])

  /// Calls the harness's report writer on line 8.
  public static let reportWriterCall = HostileProgram(
    name: "call-report-writer",
    source: HalfPanelSource.controller(body: #"layoutlingsWriteReport(Array("{}".utf8))"#),
    expectedVerdicts: ["compile-error"])

  private static let forgerSource = #"""
    import UIKit
    import Glibc
    import ExerciseContract
    import Foundation
    import LayoutHarness

    class CorrectPanelController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
    \#(HalfPanelSource.indented(HalfPanelSource.solutionLayout, by: 4).joined(separator: "\n"))
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
          plan: plan, make: { CorrectPanelController() },
          steps: [HarnessStep(snapshot: "initial")])
        let bytes = HarnessRunner.encode(report)
        print(String(decoding: bytes, as: UTF8.self))
        var token = getenv("LAYOUTLINGS_REPORT_TOKEN").map { String(cString: $0) } ?? ""
        let environ = FileManager.default.contents(atPath: "/proc/self/environ") ?? Data()
        for entry in environ.split(separator: 0) {
          let text = String(decoding: entry, as: UTF8.self)
          if text.hasPrefix("LAYOUTLINGS_REPORT_TOKEN=") { token = String(text.dropFirst(25)) }
        }
        let framed = Array((token + "\n").utf8) + bytes
        _ = framed.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
        exit(0)
      }
    }

    """#

  private static let thiefSource = #"""
    import UIKit
    import Glibc

    var stolenToken = ""

    @_cdecl("getenv")
    func interceptGetenv(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
      typealias Getenv = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
      let next = UnsafeMutableRawPointer(bitPattern: -1)
      let real = unsafeBitCast(dlsym(next, "getenv"), to: Getenv.self)
      let value = real(name)
      if let value { stolenToken = String(cString: value) }
      return value
    }

    class HalfPanelViewController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        let framed = Array((stolenToken + "\n{}").utf8)
        _ = framed.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
        exit(0)
      }
    }

    """#
}
