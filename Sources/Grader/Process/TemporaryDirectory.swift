import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private directory (mode 0700, from mkdtemp) that is removed with everything in it.
///
/// Its creator holds a lock on it (`flock` on the directory) until `remove()`, so a directory
/// whose lock anyone can take was left by a process that was killed before it could tidy up:
/// `removeAbandoned` clears those on the next run.
public struct TemporaryDirectory: Sendable {
  /// The directory's absolute path.
  public let path: String
  /// The lock, released by `remove()`.
  private let held: HeldLock

  /// The prefixes of the directories the grader makes: its abandoned ones are recognised by them.
  public static let graderPrefixes = ["layoutlings-grade", "layoutlings-run", "layoutlings-root"]

  /// How old an unlocked directory must be before it counts as abandoned: between `mkdtemp`
  /// and `flock` a new directory is briefly unlocked.
  static let abandonedAfterSeconds: Double = 10

  /// Creates `<system temporary directory>/<prefix>.XXXXXX`.
  public init(prefix: String) throws {
    let base = Self.base
    var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let created else {
      throw GraderError.systemCall(
        "mkdtemp", errno: errno, context: "creating a directory in \(base)")
    }
    path = created
    held = HeldLock(descriptor: Self.lock(created, wait: true))
  }

  /// The path of `name` inside the directory.
  public func file(_ name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Removes the directory and its contents; a directory already gone is not an error.
  public func remove() {
    Self.removeTree(path)
    held.release()
  }

  /// Removes the directories named `<prefix>.XXXXXX` in `base` (the system's temporary
  /// directory) that belong to this user, are older than `abandonedAfterSeconds` and whose lock
  /// nobody holds: what graders that were killed left behind. Returns the paths removed.
  @discardableResult
  public static func removeAbandoned(
    prefixes: [String] = graderPrefixes, in base: String = TemporaryDirectory.base,
    now: Date = Date()
  ) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: base) else { return [] }
    var removed: [String] = []
    for name in names.sorted() where isTemporaryName(name, prefixes: prefixes) {
      let path = (base as NSString).appendingPathComponent(name)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid()
      else { continue }
      let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
      guard now.timeIntervalSince1970 - modified >= abandonedAfterSeconds else { continue }
      guard let held = lock(path, wait: false) else { continue }
      removeTree(path)
      close(held)
      removed.append(path)
    }
    return removed
  }

  /// The system's temporary directory.
  public static var base: String {
    FileManager.default.temporaryDirectory.path
  }

  /// `<prefix>.` followed by the six characters mkdtemp chose.
  static func isTemporaryName(_ name: String, prefixes: [String]) -> Bool {
    prefixes.contains { prefix in
      name.hasPrefix(prefix + ".") && name.utf8.count == prefix.utf8.count + 7
    }
  }

  /// An exclusive lock on the directory at `path`: the descriptor that holds it, or nil when
  /// another holds it (without `wait`) or the directory cannot be opened.
  private static func lock(_ path: String, wait: Bool) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var result: Int32
    repeat {
      result = flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB))
    } while result != 0 && errno == EINTR
    guard result == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  private static func removeTree(_ path: String) {
    // Make sure nothing the program made read-only stops the removal.
    _ = chmod(path, 0o700)
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// The descriptor that holds a directory's lock, closed once however many copies of the
/// directory are removed.
private final class HeldLock: @unchecked Sendable {
  private let guardLock = NSLock()
  private var descriptor: Int32?

  init(descriptor: Int32?) {
    self.descriptor = descriptor
  }

  func release() {
    guardLock.lock()
    defer { guardLock.unlock() }
    if let descriptor { close(descriptor) }
    descriptor = nil
  }
}
