/// Why a `Migrator` could not bring a store up to date.
public enum MigrationError: Error, CustomStringConvertible {
  /// Two migrations share an id.
  case duplicateID(Int)
  /// A migration has an id below 1.
  case invalidID(Int)
  /// The store has applied migrations this program does not know: a newer version wrote it.
  /// Nothing was changed.
  case unknownMigrations([RecordedMigration])
  /// A migration failed; its changes were rolled back and later migrations did not run.
  case migrationFailed(id: Int, name: String, underlying: any Error)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .duplicateID(let id):
      return "Two migrations have the id \(id); every migration needs its own id."
    case .invalidID(let id):
      return "Migration id \(id) is invalid; ids start at 1."
    case .unknownMigrations(let records):
      let list = records.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
      let noun = records.count == 1 ? "migration" : "migrations"
      return "The store was written by a newer version: it has applied \(noun) \(list), "
        + "which this version does not know. It was left unchanged; use a newer version."
    case .migrationFailed(let id, let name, let underlying):
      return "Migration \(id) (\(name)) failed and was rolled back: \(underlying)"
    }
  }
}
