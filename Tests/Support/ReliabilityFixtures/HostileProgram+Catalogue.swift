extension HostileProgram {
  /// Every hostile program, in the order `Benchmarks reliability hostile` grades them, with
  /// fresh process markers, outside paths and traps (`tidyUp()` takes each program's down).
  ///
  /// - Throws: `TrapFailure` when a trap cannot be set up (no Unix sockets, no pseudo-terminal).
  public static func catalogue() throws -> [HostileProgram] {
    let marker = "layoutlings-intruder-\(UInt32.random(in: 0...UInt32.max))"
    return [
      endlessLoop, deepRecursion, fatalErrorCall, forceUnwrapOfNil, hugeAllocation, outputFlood,
      childProcesses(), writesOutsideFolder(), earlyExit, forgedReport, getenvThief,
      reportWriterCall, socketConnector(try UnixSocketTrap()),
      terminalIntruder(marker: marker, trap: try TerminalTrap(marker: marker)),
      snooper(try SecretTrap()), terminalPainter, sleeper(),
    ]
  }
}
