import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processes /proc shows, for checking that nothing a program started outlives its run.
public enum ProcessTable {
  /// Live processes (not zombies) whose command line contains `marker`.
  public static func pids(commandLineContaining marker: String) -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var found: [Int32] = []
    for name in names {
      guard let pid = Int32(name), pid != getpid() else { continue }
      guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { continue }
      // Arguments are separated by NUL bytes.
      let commandLine = String(decoding: raw.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      if commandLine.contains(marker), isAlive(pid) { found.append(pid) }
    }
    return found.sorted()
  }

  /// Present and neither a zombie nor dead (an orphan's zombie may wait for a busy init).
  public static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    guard let close = stat.lastIndex(of: ")") else { return true }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state != "Z" && state != "X"
  }

  /// A `sleep` duration no other process uses: `300.` and random digits, so a test can find the
  /// processes it started by their command line.
  public static func uniqueSleepArgument() -> String {
    "300." + String(UInt32.random(in: 100_000_000...999_999_999))
  }
}
