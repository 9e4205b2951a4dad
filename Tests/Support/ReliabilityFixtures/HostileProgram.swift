/// A learner file for the half-panel lesson that misbehaves on purpose, the verdicts it may get,
/// and what it tries to leave behind.
///
/// The lesson is `01-constraints-in-code/01-half-height-panel`: the entry is
/// `HalfPanelViewController`, whose `panelView` must cover the top half of the screen.
public struct HostileProgram: Sendable {
  /// A short name for tables and file names (`endless-loop`, `forged-report`, …).
  public var name: String
  /// The whole Swift file.
  public var source: String
  /// The verdict statuses the file may get, spelled as `layoutlings grade --json` spells them
  /// (`passed`, `compile-error`, `runtime-error`, `timeout`).
  public var expectedVerdicts: Set<String>
  /// Arguments of the processes the file starts, each unique to this copy of the file: no
  /// process whose command line contains one may be left after the verdict.
  public var processMarkers: [String]
  /// Absolute paths outside the program's folder that the file tries to create.
  public var outsideFiles: [String]
  /// What outside the sandbox it tries to reach (a socket, a terminal), set up beforehand.
  public var traps: [any HostileTrap]

  /// Creates a program from its parts.
  public init(
    name: String, source: String, expectedVerdicts: Set<String>, processMarkers: [String] = [],
    outsideFiles: [String] = [], traps: [any HostileTrap] = []
  ) {
    self.traps = traps
    self.name = name
    self.source = source
    self.expectedVerdicts = expectedVerdicts
    self.processMarkers = processMarkers
    self.outsideFiles = outsideFiles
  }
}
