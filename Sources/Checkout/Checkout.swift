import Foundation

/// The Layoutlings checkout this program was built from: the folder that holds `Package.swift`,
/// `Sources/` (the layout engine the grader compiles against), `Data/` and `Lessons/`.
///
/// SwiftPM compiles with absolute paths, so the compiler records where this file was: the one
/// place in the package that finds the checkout from a source file's path. A binary copied away
/// from its checkout still finds it while the checkout is on disk; without one, `root` is nil
/// and commands say what to pass instead.
public enum Checkout {
  /// The checkout's root folder, if it is still on disk.
  public static let root: URL? = root(above: #filePath)

  /// The nearest folder above `path` that holds a `Package.swift`, if there is one.
  public static func root(above path: String) -> URL? {
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      var isFolder: ObjCBool = false
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        return folder.standardizedFileURL
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// `Data/` of the checkout `root`: the default workspace and the default data folder.
  public static func dataFolder(of root: URL) -> URL {
    root.appendingPathComponent("Data", isDirectory: true)
  }

  /// `Lessons/` of the checkout `root`: the default course.
  public static func lessonsFolder(of root: URL) -> URL {
    root.appendingPathComponent("Lessons", isDirectory: true)
  }

  /// `Sources/` of the checkout `root`: one folder per module.
  public static func sourcesFolder(of root: URL) -> URL {
    root.appendingPathComponent("Sources", isDirectory: true)
  }
}
