import Foundation
import ReliabilityFixtures
import Testing

@Suite("Hostile program catalogue")
struct HostileProgramCatalogueTests {
  /// The line `number` (from 1) of `source`.
  private func line(_ number: Int, of source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1]) : ""
  }

  @Test("twelve programs, in the benchmark's order, each with the verdict it should get")
  func namesAndVerdicts() {
    let catalogue = HostileProgram.catalogue()
    #expect(
      catalogue.map(\.name) == [
        "endless-loop", "deep-recursion", "fatal-error", "force-unwrap-nil", "allocate-2gb",
        "print-100mb", "child-processes", "write-outside-folder", "early-exit", "forged-report",
        "intercept-getenv", "call-report-writer",
      ])
    #expect(
      catalogue.map(\.expectedVerdicts) == [
        ["timeout"], ["runtime-error"], ["runtime-error"], ["runtime-error"], ["runtime-error"],
        ["runtime-error"], ["passed"], ["passed"], ["runtime-error"], ["runtime-error"],
        ["compile-error"], ["compile-error"],
      ])
  }

  @Test("every program declares the lesson's controller and its panel")
  func lessonEntry() {
    for program in HostileProgram.catalogue() {
      #expect(
        program.source.contains("class HalfPanelViewController: UIViewController {\n"),
        "\(program.name)")
      #expect(program.source.contains("  let panelView = UIView()\n"), "\(program.name)")
      #expect(program.source.hasPrefix("import UIKit\n"), "\(program.name)")
    }
  }

  @Test("the faults the grader places are on the lines its tests expect")
  func faultLines() {
    #expect(
      line(8, of: HostileProgram.fatalErrorCall.source)
        == #"    fatalError("the panel is not ready")"#)
    #expect(
      line(9, of: HostileProgram.forceUnwrapOfNil.source)
        == #"    panelView.frame.size.width = widths["panel"]!"#)
    #expect(line(6, of: HostileProgram.getenvThief.source) == #"@_cdecl("getenv")"#)
    #expect(
      line(8, of: HostileProgram.reportWriterCall.source)
        == #"    layoutlingsWriteReport(Array("{}".utf8))"#)
  }

  @Test("programs that misbehave and then do the exercise lay the panel out as the solution does")
  func solutionLayout() {
    let layout =
      "    panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),\n"
    let programs = [
      HostileProgram.childProcesses(), HostileProgram.writesOutsideFolder(),
      HostileProgram.earlyExit,
    ]
    for program in programs {
      #expect(program.source.contains("  " + layout), "\(program.name)")
    }
    // The forger's correct controller is a second class, laid out the same way.
    #expect(HostileProgram.forgedReport.source.contains("class CorrectPanelController"))
    #expect(HostileProgram.forgedReport.source.contains("  " + layout))
    #expect(HostileProgram.earlyExit.source.contains("])\n    exit(0)\n"))
  }

  @Test("the child-process program starts sleeps with the markers it lists")
  func processMarkers() {
    let program = HostileProgram.childProcesses(
      sleeper: "300.111111111", escapee: "300.222222222", tree: "300.333333333")
    #expect(program.processMarkers == ["300.111111111", "300.222222222", "300.333333333"])
    #expect(program.source.contains(#"start("/bin/sleep", ["300.111111111"])"#))
    #expect(program.source.contains(#"["-f", "/bin/sleep", "300.222222222"]"#))
    #expect(program.source.contains("sleep 300.333333333; }"))
    #expect(program.outsideFiles.isEmpty)
  }

  @Test("each catalogue has markers and outside paths of its own")
  func freshMarkers() {
    let first = HostileProgram.catalogue()
    let second = HostileProgram.catalogue()
    let markers = first[6].processMarkers + second[6].processMarkers
    #expect(Set(markers).count == 6)
    #expect(Set(first[7].outsideFiles + second[7].outsideFiles).count == 4)
    for marker in markers {
      // `300.` and nine digits: a `sleep` of five minutes that nothing else asks for.
      #expect(marker.hasPrefix("300.") && marker.count == 13, "\(marker)")
    }
  }

  @Test("the outside-folder program names both paths it tries to write")
  func outsideFiles() {
    let program = HostileProgram.writesOutsideFolder(escapeName: "escape-test")
    let temporary = FileManager.default.temporaryDirectory.path
    #expect(program.outsideFiles == ["/tmp/escape-test-a", temporary + "/escape-test-b"])
    #expect(program.source.contains(#"createFile(atPath: "/tmp/escape-test-a""#))
    #expect(program.source.contains(#"createFile(atPath: here + "/../escape-test-b""#))
    #expect(program.source.contains(#"fatalError("HOME \(environment["HOME"] ?? "-")"#))
  }
}
