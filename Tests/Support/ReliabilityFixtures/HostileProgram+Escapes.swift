import Foundation
import TestSupport

extension HostileProgram {
  /// Starts four `sleep`s, a `sleep` that leaves the process group with `setsid -f`, and a shell
  /// that forks a binary tree of 127 processes that each end in a `sleep`, then does the
  /// exercise: it should pass, and none of those processes should outlive the grade.
  ///
  /// - Parameters:
  ///   - sleeper: the argument of the four `sleep`s (see `ProcessTable.uniqueSleepArgument()`).
  ///   - escapee: the argument of the `sleep` started with `setsid -f`.
  ///   - tree: the argument of the tree's `sleep`s.
  public static func childProcesses(
    sleeper: String = ProcessTable.uniqueSleepArgument(),
    escapee: String = ProcessTable.uniqueSleepArgument(),
    tree: String = ProcessTable.uniqueSleepArgument()
  ) -> HostileProgram {
    let body = """
      for _ in 0..<4 { _ = start("/bin/sleep", ["\(sleeper)"]) }
      _ = start("/usr/bin/setsid", ["-f", "/bin/sleep", "\(escapee)"])
      let branch = "b() { if [ $1 -gt 0 ]; then b $(($1 - 1)) & b $(($1 - 1)) & fi; sleep \(tree); }"
      _ = start("/bin/sh", ["-c", branch + "; b 6"])
      Thread.sleep(forTimeInterval: 0.3)
      \(HalfPanelSource.solutionLayout)
      """
    let members = """
      func start(_ path: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try? process.run()
        return process
      }
      """
    return HostileProgram(
      name: "child-processes",
      source: HalfPanelSource.controller(imports: ["Foundation"], members: members, body: body),
      expectedVerdicts: ["passed"], processMarkers: [sleeper, escapee, tree])
  }

  /// Checks that `HOME` and `TMPDIR` are its own folder and that it can write there (a fatal
  /// error otherwise), tries to create `/tmp/<escapeName>-a` and `<escapeName>-b` beside its
  /// folder, then does the exercise: it should pass with neither file made.
  ///
  /// The grader runs a program in a new folder of the system's temporary directory, so the
  /// second file would be `<temporary directory>/<escapeName>-b`; both paths are in
  /// `outsideFiles`.
  public static func writesOutsideFolder(
    escapeName: String = "layoutlings-escape-\(UUID().uuidString)"
  ) -> HostileProgram {
    let inTemporary = "/tmp/\(escapeName)-a"
    let besideItsFolder = FileManager.default.temporaryDirectory.path + "/\(escapeName)-b"
    let body = #"""
      let environment = ProcessInfo.processInfo.environment
      let here = FileManager.default.currentDirectoryPath
      guard environment["HOME"] == here, environment["TMPDIR"] == here else {
        fatalError("HOME \(environment["HOME"] ?? "-"), TMPDIR \(environment["TMPDIR"] ?? "-")")
      }
      guard FileManager.default.createFile(atPath: here + "/notes.txt", contents: Data()) else {
        fatalError("cannot write in its own folder")
      }
      _ = FileManager.default.createFile(atPath: "\#(inTemporary)", contents: Data("x".utf8))
      _ = FileManager.default.createFile(atPath: here + "/../\#(escapeName)-b", contents: Data())
      \#(HalfPanelSource.solutionLayout)
      """#
    return HostileProgram(
      name: "write-outside-folder",
      source: HalfPanelSource.controller(imports: ["Foundation"], body: body),
      expectedVerdicts: ["passed"], outsideFiles: [inTemporary, besideItsFolder])
  }
}
