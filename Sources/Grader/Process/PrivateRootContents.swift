import CSandboxSpawn
import Foundation

/// What a sandboxed program sees of the machine under its private root, besides its working
/// directory and the five devices: the system's programs and libraries, the few files of `/etc`
/// that the dynamic loader and the C library read, the Swift runtime, and the directories the
/// request names (its executable's, the engine's libraries and data files). Nothing under a home
/// folder, `/tmp`, `/run` or `/var` unless named, so no socket file, no store, no other user's
/// work is reachable. The executable's own library folders (its run path) are always in.
enum PrivateRootContents {
  /// The system's own paths. `/bin`, `/lib`… are bound as the folders they name, whether they
  /// are links into `/usr` (a merged-`/usr` system) or folders of their own.
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
    // Kept as written, symbolic links and all: the loader looks them up by those very paths.
    return outermost(paths.map(withoutTrailingSlash).filter { $0.hasPrefix("/") })
  }

  static func withoutTrailingSlash(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return String(trimmed)
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
