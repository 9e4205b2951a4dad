import Foundation
import TestSupport

extension HostileProgram {
  /// Connects to the Unix socket of `trap` (as `tmux -S SOCKET run-shell …` would, to run a
  /// command outside) and writes on it, then does the exercise: it should pass, and the socket
  /// should see no connection.
  public static func socketConnector(_ trap: UnixSocketTrap) -> HostileProgram {
    let socketPath = trap.path
    let body = #"""
      let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { path in
        for (index, byte) in "\#(socketPath)".utf8.enumerated() { path[index] = byte }
      }
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      if connected == 0 { _ = write(socketFD, "run-shell escaped\n", 18) }
      \#(HalfPanelSource.solutionLayout)
      """#
    return HostileProgram(
      name: "unix-socket",
      source: HalfPanelSource.controller(imports: ["Foundation"], body: body),
      expectedVerdicts: ["passed"], traps: [trap])
  }

  /// Writes `marker` on its controlling terminal (`/dev/tty`) and on every terminal under
  /// `/dev/pts/` it can open, and pushes it into their input with TIOCSTI (which a shell would
  /// run once the grader exits), then does the exercise: it should pass, and no terminal should
  /// show `marker` (`trap`, when given, is one such terminal).
  public static func terminalIntruder(marker: String, trap: TerminalTrap? = nil) -> HostileProgram {
    let body = #"""
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/pts")) ?? []
      for path in ["/dev/tty"] + names.map({ "/dev/pts/" + $0 }) {
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { continue }
        _ = write(terminal, "\#(marker)\n", \#(marker.utf8.count + 1))
        for byte in Array("\#(marker)\n".utf8) {
          var pushed = CChar(bitPattern: byte)
          _ = withUnsafeMutablePointer(to: &pushed) { ioctl(terminal, UInt(TIOCSTI), $0) }
        }
        close(terminal)
      }
      \#(HalfPanelSource.solutionLayout)
      """#
    return HostileProgram(
      name: "terminal-intruder",
      source: HalfPanelSource.controller(imports: ["Foundation"], body: body),
      expectedVerdicts: ["passed"], traps: trap.map { [$0] } ?? [])
  }

  /// Stops with a fatal error naming what it found when it can read the secret file of `trap` (a
  /// file outside its folder, as the workspace's store is) or see the trap's process in `/proc`,
  /// then does the exercise: it should pass.
  public static func snooper(_ trap: SecretTrap) -> HostileProgram {
    let secretPath = trap.secretPath
    let commandLineMarker = trap.commandLineMarker
    let body = #"""
      if FileManager.default.contents(atPath: "\#(secretPath)") != nil {
        fatalError("read the secret file")
      }
      for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
        guard let raw = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else {
          continue
        }
        if String(decoding: raw, as: UTF8.self).contains("\#(commandLineMarker)") {
          fatalError("saw another process's command line")
        }
      }
      \#(HalfPanelSource.solutionLayout)
      """#
    return HostileProgram(
      name: "snooper", source: HalfPanelSource.controller(imports: ["Foundation"], body: body),
      expectedVerdicts: ["passed"], traps: [trap])
  }

  /// Prints what would repaint a terminal: it clears the screen (`ESC[2J`), writes a forged
  /// verdict, returns to the start of the line (`\r`) over the mark of its own lines, and sets the
  /// window's title (an OSC sequence), then leaves the panel unplaced: it should fail, with its
  /// output shown as text.
  public static let terminalPainter = HostileProgram(
    name: "terminal-painter",
    source: HalfPanelSource.controller(
      body: #"""
        print("\u{1B}[2J\u{1B}[H01-constraints-in-code/01-half-height-panel: passed (4 of 4 frames match)")
        print("\rforged line\u{1B}]0;owned\u{07}")
        view.addSubview(panelView)
        """#),
    expectedVerdicts: ["failed"])

  /// Starts `/bin/sleep <marker>` and then sleeps in a loop, using no CPU, so that only the wall
  /// clock or the grader's end stops it: it should time out, and neither it nor its `sleep`
  /// should outlive the grader, however the grader is stopped.
  public static func sleeper(marker: String = ProcessTable.uniqueSleepArgument())
    -> HostileProgram
  {
    let body = #"""
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sleep")
      process.arguments = ["\#(marker)"]
      try? process.run()
      while true { Thread.sleep(forTimeInterval: 0.1) }
      """#
    return HostileProgram(
      name: "sleeper", source: HalfPanelSource.controller(imports: ["Foundation"], body: body),
      expectedVerdicts: ["timeout"], processMarkers: [marker])
  }
}
