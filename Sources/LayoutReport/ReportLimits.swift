/// How much a reader accepts from a report. Reports come from learners' programs, so every list
/// and string has a ceiling well above what a real exercise produces.
public struct ReportLimits: Sendable, Hashable {
  /// The largest report, in bytes.
  public var maxBytes: Int
  /// Device results in one report.
  public var maxDevices: Int
  /// Snapshots in one device result.
  public var maxSnapshots: Int
  /// View records (and missing views) in one snapshot.
  public var maxViewsPerSnapshot: Int
  /// View records in the whole report.
  public var maxTotalViews: Int
  /// Log entries, errors, animations or inactive constraints in one device result.
  public var maxEntries: Int
  /// Constraints in one log entry.
  public var maxConstraintsPerEntry: Int
  /// UTF-8 bytes in a name: device, path, class, snapshot, file, animation property or curve.
  public var maxNameLength: Int
  /// UTF-8 bytes in a text: log text, constraint description, error message.
  public var maxTextLength: Int
  /// The largest screen side, in points.
  public var maxScreenSide: Double
  /// The largest scale (pixels per point).
  public var maxScale: Double

  /// The limits the grader uses.
  public static let standard = ReportLimits(
    maxBytes: 16 << 20, maxDevices: 64, maxSnapshots: 1_000, maxViewsPerSnapshot: 20_000,
    maxTotalViews: 200_000, maxEntries: 10_000, maxConstraintsPerEntry: 10_000,
    maxNameLength: 1_000, maxTextLength: 1 << 20, maxScreenSide: 100_000, maxScale: 16)

  /// Creates limits.
  public init(
    maxBytes: Int, maxDevices: Int, maxSnapshots: Int, maxViewsPerSnapshot: Int,
    maxTotalViews: Int, maxEntries: Int, maxConstraintsPerEntry: Int, maxNameLength: Int,
    maxTextLength: Int, maxScreenSide: Double, maxScale: Double
  ) {
    self.maxBytes = maxBytes
    self.maxDevices = maxDevices
    self.maxSnapshots = maxSnapshots
    self.maxViewsPerSnapshot = maxViewsPerSnapshot
    self.maxTotalViews = maxTotalViews
    self.maxEntries = maxEntries
    self.maxConstraintsPerEntry = maxConstraintsPerEntry
    self.maxNameLength = maxNameLength
    self.maxTextLength = maxTextLength
    self.maxScreenSide = maxScreenSide
    self.maxScale = maxScale
  }
}
