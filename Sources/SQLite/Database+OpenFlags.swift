import CSQLite

extension Database {
  /// How to open a database (the `SQLITE_OPEN_*` flags).
  public struct OpenFlags: OptionSet, Sendable {
    /// The flags as passed to `sqlite3_open_v2`.
    public let rawValue: Int32

    /// Creates flags from `SQLITE_OPEN_*` bits.
    public init(rawValue: Int32) {
      self.rawValue = rawValue
    }

    /// Open for reading only.
    public static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
    /// Open for reading and writing.
    public static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
    /// Create the file if it does not exist (with `readWrite`).
    public static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
    /// Interpret the filename as a `file:` URI.
    public static let uri = OpenFlags(rawValue: SQLITE_OPEN_URI)
    /// Refuse to open a path that is a symbolic link.
    public static let noFollow = OpenFlags(rawValue: SQLITE_OPEN_NOFOLLOW)

    /// Read and write, creating the file when missing: the default.
    public static let readWriteCreate: OpenFlags = [.readWrite, .create]
  }
}
