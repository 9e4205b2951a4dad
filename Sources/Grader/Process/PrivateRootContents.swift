import CSandboxSpawn
import Foundation

/// What a sandboxed program sees of the machine under its private root, besides its working
/// directory and the five devices: the system's programs and libraries, the few files of `/etc`
/// that the dynamic loader and the C library read, the Swift runtime, and the directories the
/// request names (its executable's, the engine's libraries and data files). Nothing under a home
/// folder, `/tmp`, `/run` or `/var` unless named, so no socket file, no store, no other user's
/// work is reachable. The executable's own library folders (its run path) are always in.
enum PrivateRootContents {
  /// The system's own paths. `/bin`, `/lib`… are kept as the symbolic links they are on a
  /// merged-`/usr` system, bound as directories elsewhere.
  static let systemPaths = [
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32",
    "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/localtime",
    "/etc/timezone", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts",
  ]

  /// Every path the program of `request` sees, without repeats and without any path inside
  /// another (which the bind of the outer one already shows).
  static func visiblePaths(for request: RunRequest) -> [String] {
    var paths = systemPaths
    paths.append((request.executable as NSString).deletingLastPathComponent)
    // Where its libraries are, as its loader will look for them.
    paths += ExecutableSearchPaths.of(executableAt: request.executable)
    if let runtime = csandbox_swift_runtime_path().map({ String(cString: $0) }) {
      paths.append((runtime as NSString).deletingLastPathComponent)
    }
    paths += request.visiblePaths
    return outermost(paths.map { ($0 as NSString).standardizingPath }.filter { $0.hasPrefix("/") })
  }

  /// `paths` in order, leaving out repeats and paths under another one of them.
  static func outermost(_ paths: [String]) -> [String] {
    var kept: [String] = []
    for path in paths {
      let covered = paths.contains { other in
        other != path && (other == "/" || path.hasPrefix(other + "/"))
      }
      if !covered && !kept.contains(path) { kept.append(path) }
    }
    return kept
  }
}
