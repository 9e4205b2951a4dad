import Foundation

/// Systems the benchmark generates itself, written in the shared script format so that kiwi
/// replays exactly the same work.
enum SyntheticSystems {
  /// Link counts of the `chain-required-N` systems.
  static let chainLinks = [1000, 2000]

  /// `chain-required-N`: `x0 == 0`, then N links `x_i - x_(i-1) - 10 == 0`, all required and
  /// added one by one (phase `add`). The solution is `x_i = 10·i`. Every variable is fixed, so
  /// in a tableau that keeps the marker of each required equality, `x_i`'s row holds the markers
  /// of the i + 1 constraints it depends on: the rows grow linearly and the whole phase
  /// quadratically, in any Cassowary solver of that design.
  static func chainRequired(links: Int) -> String {
    var lines = ["# chain-required-\(links)  (\(links + 1) constraints, \(links + 1) vars)"]
    lines.append("vars \(links + 1) " + (0...links).map { "x\($0)" }.joined(separator: " "))
    lines.append("phase add")
    lines.append("c 0 == 1001001000.0 0.0 1 1.0 0")
    for link in 1...links {
      lines.append("c \(link) == 1001001000.0 -10.0 2 1.0 \(link) -1.0 \(link - 1)")
    }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes every synthetic system into a new temporary folder; returns the folder (to delete
  /// after the run) and the files.
  static func write() throws -> (folder: URL, files: [URL]) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var files: [URL] = []
    for links in chainLinks {
      let file = folder.appendingPathComponent("chain-required-\(links).txt")
      try chainRequired(links: links).write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    return (folder, files)
  }

  /// The exact solution of a `chain-required-N` system.
  static func chainRequiredSolution(variableCount: Int) -> [Double] {
    (0..<variableCount).map { 10 * Double($0) }
  }
}
