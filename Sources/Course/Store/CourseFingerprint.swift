import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two checks that tell whether a course changed since it was imported.
///
/// `quick` reads no file: it hashes the folder's path and every file's path, size and
/// modification time, so a command can skip reading the course when nothing was touched.
/// `contentHash` hashes everything the catalog holds, so touching a file without changing it
/// does not cause an import.
public enum CourseFingerprint {
  /// A hash of the paths, sizes and modification times of the files in `courseDirectory` and
  /// its folders (hidden names and `unreadFolders` skipped), and of the folder's own path.
  public static func quick(courseDirectory: URL) -> String {
    let root = courseDirectory.standardizedFileURL.path
    var text = "quick 1\n\(root)\n"
    appendStamps(of: root, relative: "", to: &text)
    return "fnv1a64:" + hexadecimal(FNV1a64.hash(Array(text.utf8)))
  }

  /// A hash of the whole course as read: titles, lessons, every exercise's files.
  ///
  /// The catalog is encoded as JSON with sorted keys, so the hash does not depend on the order
  /// of dictionary keys.
  public static func contentHash(of catalog: LessonCatalog) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain Codable values of strings, numbers and arrays cannot fail; should it ever,
    // the hash of nothing forces an import rather than skipping one.
    let bytes = (try? encoder.encode(catalog.course)).map(Array.init) ?? []
    return "fnv1a64:" + hexadecimal(FNV1a64.hash(Array("content 1\n".utf8) + bytes))
  }

  /// An exercise's folders the catalog never reads (`Lessons/FORMAT.md`: `mistakes/`,
  /// `shortcuts/`): a hundred exercises' worth of files not examined on every command.
  static let unreadFolders: Set<String> = ["mistakes", "shortcuts"]

  private static func appendStamps(of folder: String, relative: String, to text: inout String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      text += "unreadable \(relative)\n"
      return
    }
    defer { close(descriptor) }
    appendStamps(ofFolder: descriptor, relative: relative, to: &text)
  }

  /// Each entry is examined relative to its folder's descriptor (`fstatat`, `openat`), so the
  /// system does not walk the whole path again for each of the course's hundreds of files.
  private static func appendStamps(ofFolder folder: Int32, relative: String, to text: inout String)
  {
    guard let names = try? FileSystem.directoryEntries(ofFolder: folder) else {
      text += "unreadable \(relative)\n"
      return
    }
    // In an exercise's folder (two levels down), the wrong attempts only `dev check` grades.
    let isExerciseFolder = relative.split(separator: "/").count == 2
    for name in names {
      if isExerciseFolder, unreadFolders.contains(name) { continue }
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard fstatat(folder, name, &info, 0) == 0 else {
        text += "missing \(relativePath)\n"
        continue
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        text += "folder \(relativePath)\n"
        let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard child >= 0 else {
          text += "unreadable \(relativePath)\n"
          continue
        }
        defer { close(child) }
        appendStamps(ofFolder: child, relative: relativePath, to: &text)
      } else {
        let (seconds, nanoseconds) = modificationTime(info)
        text += "file \(relativePath) \(info.st_size) \(seconds).\(nanoseconds)\n"
      }
    }
  }

  private static func modificationTime(_ info: stat) -> (Int, Int) {
    #if canImport(Darwin)
      return (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
    #else
      return (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
    #endif
  }

  private static func hexadecimal(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
