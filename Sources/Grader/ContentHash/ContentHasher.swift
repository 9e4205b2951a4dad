/// Hashes a record of named fields into a `ContentHash`, unambiguously.
///
/// Each field is fed to SHA-256 as: the name's byte count (8 bytes, big-endian), the name, the
/// value's byte count (8 bytes, big-endian), the value. Length prefixes make the encoding
/// injective, so `("ab", "c")` and `("a", "bc")` can never collide by construction; a `domain`
/// first field keeps keys for different purposes apart.
///
///     var hasher = ContentHasher(domain: "layoutlings.verdict")
///     hasher.add("engine", "1")
///     hasher.add("file", bytes: learnerFile)
///     let key = hasher.finalize()
public struct ContentHasher: Sendable {
  private var sha = SHA256()

  /// Starts a record whose first field is `domain`.
  public init(domain: String) {
    add("domain", domain)
  }

  /// Adds a text field.
  public mutating func add(_ name: String, _ value: String) {
    add(name, bytes: Array(value.utf8))
  }

  /// Adds a field of raw bytes.
  public mutating func add<Bytes: Collection>(_ name: String, bytes value: Bytes)
  where Bytes.Element == UInt8 {
    let nameBytes = Array(name.utf8)
    sha.update(Self.bigEndian(UInt64(nameBytes.count)))
    sha.update(nameBytes)
    sha.update(Self.bigEndian(UInt64(value.count)))
    sha.update(value)
  }

  /// The hash of every field added so far.
  public consuming func finalize() -> ContentHash {
    ContentHash(digest: sha.finalize())
  }

  private static func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * UInt64($0))) }
  }
}
