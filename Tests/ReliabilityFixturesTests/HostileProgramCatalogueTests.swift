import Foundation
import ReliabilityFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Hostile program catalogue")
struct HostileProgramCatalogueTests {
  /// The line `number` (from 1) of `source`.
  private func line(_ number: Int, of source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return number <= lines.count ? String(lines[number - 1]) : ""
  }

  /// The catalogue, its traps taken down once `body` has looked at it.
  private func withCatalogue(_ body: ([HostileProgram]) throws -> Void) throws {
    let catalogue = try HostileProgram.catalogue()
    defer {
      for program in catalogue { program.tidyUp() }
    }
    try body(catalogue)
  }

  @Test("seventeen programs, in the benchmark's order, each with the verdict it should get")
  func namesAndVerdicts() throws {
    try withCatalogue { catalogue in
      #expect(
        catalogue.map(\.name) == [
          "endless-loop", "deep-recursion", "fatal-error", "force-unwrap-nil", "allocate-2gb",
          "print-100mb", "child-processes", "write-outside-folder", "early-exit", "forged-report",
          "intercept-getenv", "call-report-writer", "unix-socket", "terminal-intruder", "snooper",
          "terminal-painter", "sleeper",
        ])
      #expect(
        catalogue.map(\.expectedVerdicts) == [
          ["timeout"], ["runtime-error"], ["runtime-error"], ["runtime-error"], ["runtime-error"],
          ["runtime-error"], ["passed"], ["passed"], ["runtime-error"], ["runtime-error"],
          ["compile-error"], ["compile-error"], ["passed"], ["passed"], ["passed"], ["failed"],
          ["timeout"],
        ])
    }
  }

  @Test("a trap that nothing reached is not sprung, one that was reached is")
  func traps() throws {
    let socketTrap = try UnixSocketTrap()
    defer { socketTrap.dismantle() }
    #expect(socketTrap.sprung() == nil)
    #expect(HostileProgram.socketConnector(socketTrap).source.contains(socketTrap.path))
    let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(client) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in socketTrap.path.utf8.enumerated() { raw[index] = byte }
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(connected == 0)
    #expect(socketTrap.sprung() == "a Unix socket outside took a connection")

    let terminalTrap = try TerminalTrap(marker: "marker-42")
    defer { terminalTrap.dismantle() }
    #expect(terminalTrap.sprung() == nil)
    let terminal = open(terminalTrap.path, O_WRONLY | O_NOCTTY)
    #expect(terminal >= 0)
    _ = write(terminal, "marker-42\n", 10)
    close(terminal)
    #expect(terminalTrap.sprung() == "a terminal outside showed the program's text")
  }

  @Test("every program declares the lesson's controller and its panel")
  func lessonEntry() throws {
    try withCatalogue { catalogue in
      for program in catalogue {
        #expect(
          program.source.contains("class HalfPanelViewController: UIViewController {\n"),
          "\(program.name)")
        #expect(program.source.contains("  let panelView = UIView()\n"), "\(program.name)")
        #expect(program.source.hasPrefix("import UIKit\n"), "\(program.name)")
      }
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
  func freshMarkers() throws {
    let first = try HostileProgram.catalogue()
    let second = try HostileProgram.catalogue()
    defer {
      for program in first + second { program.tidyUp() }
    }
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
