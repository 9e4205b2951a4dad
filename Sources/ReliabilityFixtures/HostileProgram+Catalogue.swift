extension HostileProgram {
  /// Every hostile program, in the order `Benchmarks reliability hostile` grades them, with
  /// fresh process markers and outside paths.
  public static func catalogue() -> [HostileProgram] {
    [
      endlessLoop, deepRecursion, fatalErrorCall, forceUnwrapOfNil, hugeAllocation, outputFlood,
      childProcesses(), writesOutsideFolder(), earlyExit, forgedReport, getenvThief,
      reportWriterCall,
    ]
  }
}
