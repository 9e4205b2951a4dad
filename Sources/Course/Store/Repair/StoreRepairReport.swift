/// What rebuilding a damaged course store saved of the learner's progress.
public struct StoreRepairReport: Sendable, Equatable {
  /// How one kind of record fared.
  public struct Table: Sendable, Equatable {
    /// What the records are, for people: `attempts`, `ratings`, …
    public var name: String
    /// Records copied into the new store.
    public var recovered: Int
    /// Records of the damaged store that did not make it, or nil when that cannot be known
    /// (the table was damaged and nothing in it counts its rows).
    public var lost: Int?

    /// Creates a table's tally.
    public init(name: String, recovered: Int, lost: Int?) {
      self.name = name
      self.recovered = recovered
      self.lost = lost
    }

    /// `12 attempts recovered, 3 lost`; `1 attempt recovered, 0 lost`.
    public var description: String {
      let lostText = lost.map { "\($0) lost" } ?? "an unknown number lost"
      // The names are plural; one record reads in the singular.
      let noun = recovered == 1 && name.hasSuffix("s") ? String(name.dropLast()) : name
      return "\(recovered) \(noun) recovered, \(lostText)"
    }
  }

  /// Where the damaged file was copied, untouched.
  public var backupPath: String
  /// Attempts, ratings, hint reveals, the position and settings, in that order.
  public var tables: [Table]
  /// Whether the damaged file's header was gone and a rebuilt one let its pages be read.
  public var rebuiltHeader: Bool
  /// Whether the damaged file could be opened at all.
  public var sourceReadable: Bool
  /// Whether the damaged file was empty (0 bytes): nothing recorded in it was left to read.
  public var sourceWasEmpty = false
  /// How the damaged file's schema differed from the one its recorded migrations make
  /// (`the table rating is missing`); empty when it did not or could not be read.
  public var schemaDifferences: [String] = []

  /// The tally for `name`, if reported.
  public func table(_ name: String) -> Table? {
    tables.first { $0.name == name }
  }
}
