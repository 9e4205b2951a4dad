import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Blobs on disk named by a `ContentHash`: where verdicts are kept under their
/// `VerdictCacheKey`, so an unchanged file is answered without compiling.
///
/// Entries live in `<directory>/<first 2 digits>/<64 digits>`. Writes go to a private temporary
/// file renamed into place, so a reader sees a whole entry or none, even with concurrent writers.
public struct ContentAddressedStore: Sendable {
  /// The store's directory.
  public let directory: String

  /// Opens (lazily creating) a store in `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The bytes stored under `key`, or nil.
  public func data(for key: ContentHash) -> [UInt8]? {
    FileManager.default.contents(atPath: path(for: key)).map { [UInt8]($0) }
  }

  /// Stores `bytes` under `key`, replacing what was there.
  public func store(_ bytes: [UInt8], for key: ContentHash) throws {
    let final = path(for: key)
    let folder = (final as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw GraderError.fileAccess(path: folder, reason: "cannot create the directory: \(error)")
    }
    let temporary = "\(final).\(getpid()).\(ReportChannel.makeToken().prefix(8)).partial"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw GraderError.fileAccess(path: temporary, reason: "cannot write the entry")
    }
    guard rename(temporary, final) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(atPath: temporary)
      throw GraderError.systemCall("rename", errno: code, context: "storing \(final)")
    }
  }

  /// Removes the entry under `key`, if any.
  public func remove(_ key: ContentHash) {
    try? FileManager.default.removeItem(atPath: path(for: key))
  }

  private func path(for key: ContentHash) -> String {
    let hex = key.hexadecimal
    return "\(directory)/\(hex.prefix(2))/\(hex)"
  }
}
