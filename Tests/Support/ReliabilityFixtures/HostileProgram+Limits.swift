import TestSupport

extension HostileProgram {
  /// A loop that never ends, in `viewDidLoad`: stopped at the CPU limit or the wall clock.
  public static let endlessLoop = HostileProgram(
    name: "endless-loop",
    source: HalfPanelSource.controller(
      body: """
        var turns = 0
        while turns >= 0 { turns = (turns &+ 1) % 1_000 }
        """),
    expectedVerdicts: ["timeout"])

  /// Recursion without end, started from `viewDidLoad`: the main thread's stack overflows.
  public static let deepRecursion = HostileProgram(
    name: "deep-recursion",
    source: HalfPanelSource.controller(
      members: """
        func depth(_ level: Int) -> Int {
          level < 0 ? 0 : 1 + depth(level + 1)
        }
        """,
      body: "panelView.tag = depth(0)"),
    expectedVerdicts: ["runtime-error"])

  /// `fatalError("the panel is not ready")` on line 8.
  public static let fatalErrorCall = HostileProgram(
    name: "fatal-error",
    source: HalfPanelSource.controller(body: #"fatalError("the panel is not ready")"#),
    expectedVerdicts: ["runtime-error"])

  /// A force-unwrap of a missing dictionary value on line 9.
  public static let forceUnwrapOfNil = HostileProgram(
    name: "force-unwrap-nil",
    source: HalfPanelSource.controller(
      body: """
        let widths: [String: CGFloat] = [:]
        panelView.frame.size.width = widths["panel"]!
        """),
    expectedVerdicts: ["runtime-error"])

  /// An array of 2 GB, more than the memory limit allows.
  public static let hugeAllocation = HostileProgram(
    name: "allocate-2gb",
    source: HalfPanelSource.controller(
      body: """
        let buffer = [UInt8](repeating: 1, count: 2_000_000_000)
        panelView.tag = buffer.count
        """),
    expectedVerdicts: ["runtime-error"])

  /// A million lines of 99 characters, 100 MB in all: more than the output limit.
  public static let outputFlood = HostileProgram(
    name: "print-100mb",
    source: HalfPanelSource.controller(
      body: """
        let line = String(repeating: "x", count: 99)
        for _ in 0..<1_000_000 { print(line) }
        """),
    expectedVerdicts: ["runtime-error"])
}
