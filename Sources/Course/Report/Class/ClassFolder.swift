import Foundation

/// The learners' JSON reports found in a folder (`*.json`, by name), and the files rejected.
public struct ClassFolder: Sendable {
  /// A report read from a file.
  public struct Entry: Sendable {
    /// The file's name inside the folder.
    public var file: String
    /// The report it holds.
    public var report: ProgressReport
  }

  /// A file that is not a report this build reads.
  public struct Rejection: Sendable, Equatable {
    /// The file's name inside the folder.
    public var file: String
    /// Why it was rejected, in one line.
    public var reason: String
  }

  /// The reports, by file name.
  public var entries: [Entry]
  /// The files left out, by file name.
  public var rejections: [Rejection]

  /// Reads every `*.json` file (any case) directly inside `folder`, in file-name order.
  /// - Throws: `ClassFolderError` when the folder is missing or cannot be listed.
  public static func read(_ folder: URL) throws(ClassFolderError) -> ClassFolder {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .missing(folder.path)
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadable(folder.path, reason: "\(error.localizedDescription)")
    }
    var result = ClassFolder(entries: [], rejections: [])
    for name in names.sorted() where name.lowercased().hasSuffix(".json") && !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        result.rejections.append(Rejection(file: name, reason: "cannot be read"))
        continue
      }
      do {
        result.entries.append(Entry(file: name, report: try ReportJSON.report(from: data)))
      } catch {
        result.rejections.append(Rejection(file: name, reason: error.reason))
      }
    }
    return result
  }
}

/// Why a class folder cannot be read at all.
public enum ClassFolderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// There is no folder at the path.
  case missing(String)
  /// The folder exists but cannot be listed.
  case unreadable(String, reason: String)

  public var description: String {
    switch self {
    case .missing(let path): "no folder at \(path)"
    case .unreadable(let path, let reason): "cannot list \(path): \(reason)"
    }
  }
}
