/// Turns an exercise's files into a content hash, with a digest the caller chooses.
///
/// The files are framed into one byte string before hashing, in the order given:
/// for each file, its name in UTF-8, a zero byte, its length in decimal ASCII, a zero byte,
/// then its bytes. The framing keeps `("a", "bc")` and `("ab", "c")` apart. The catalog hashes
/// `exercise.json`, `Exercise.swift`, `Solution.swift`, `expected.json` and then the
/// instructions file, if there is one, in that order.
public struct ContentHasher: Sendable {
  /// The digest of a framed byte string, as text (for example `sha256:…`).
  public let digest: @Sendable ([UInt8]) -> String

  /// Creates a hasher that applies `digest` to the framed files.
  public init(digest: @escaping @Sendable ([UInt8]) -> String) {
    self.digest = digest
  }

  /// FNV-1a 64: `fnv1a64:` followed by 16 lower-case hexadecimal digits.
  public static let fnv1a64 = ContentHasher { bytes in
    let text = String(FNV1a64.hash(bytes), radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - text.count) + text
  }

  /// The hash of `files`, each a name and its contents, in the order given.
  public func hash(files: [(name: String, contents: [UInt8])]) -> String {
    digest(Self.frame(files))
  }

  /// The byte string that is hashed for `files` (see the type's description).
  public static func frame(_ files: [(name: String, contents: [UInt8])]) -> [UInt8] {
    var bytes: [UInt8] = []
    for file in files {
      bytes.append(contentsOf: Array(file.name.utf8))
      bytes.append(0)
      bytes.append(contentsOf: Array(String(file.contents.count).utf8))
      bytes.append(0)
      bytes.append(contentsOf: file.contents)
    }
    return bytes
  }
}
