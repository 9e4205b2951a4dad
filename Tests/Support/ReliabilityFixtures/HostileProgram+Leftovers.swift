import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension HostileProgram {
  /// What the program left that it should not have: "2 processes left", "/tmp/x written";
  /// empty when nothing.
  public func leftovers() -> [String] {
    var problems: [String] = []
    let left = processMarkers.flatMap(ProcessTable.pids(commandLineContaining:))
    if !left.isEmpty { problems.append("\(left.count) processes left") }
    for path in outsideFiles where FileManager.default.fileExists(atPath: path) {
      problems.append("\(path) written")
    }
    problems += traps.compactMap { $0.sprung() }
    return problems
  }

  /// Kills the processes and removes the files `leftovers()` finds, and takes the traps down, so
  /// that what one program left does not disturb the next.
  public func tidyUp() {
    for pid in processMarkers.flatMap(ProcessTable.pids(commandLineContaining:)) {
      kill(pid, SIGKILL)
    }
    for path in outsideFiles { unlink(path) }
    for trap in traps { trap.dismantle() }
  }
}
