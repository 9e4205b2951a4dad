import Foundation

/// Runs `kiwi_replay.py` (kiwisolver, the Python binding of kiwi) on the same system files.
struct KiwiReplay {
  struct Phase {
    var usPerOp: Double?
    var failedAdds: Int
    var checksum: Double?
  }

  let script: URL
  let isAvailable: Bool

  init(script: URL) {
    self.script = script
    isAvailable =
      FileManager.default.fileExists(atPath: script.path)
      && (try? Self.python(["-c", "import kiwisolver"]).status) == 0
  }

  /// Phase results by phase name.
  func replay(_ file: URL, reps: Int) throws -> [String: Phase] {
    let (status, output) = try Self.python([script.path, file.path, "--reps", "\(reps)"])
    guard status == 0 else {
      throw BenchmarkUsageError(message: "kiwi_replay.py failed on \(file.lastPathComponent)")
    }
    var phases: [String: Phase] = [:]
    for line in output.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let phase = object["phase"] as? String
      else { continue }
      phases[phase] = Phase(
        usPerOp: object["us_per_op"] as? Double, failedAdds: object["failed_adds"] as? Int ?? 0,
        checksum: object["checksum"] as? Double)
    }
    return phases
  }

  /// Per phase, the faster of two replays' times (the other figures are the same in both).
  static func fastest(_ a: [String: Phase], _ b: [String: Phase]) -> [String: Phase] {
    var result = b
    for (name, phase) in a {
      guard let other = b[name] else {
        result[name] = phase
        continue
      }
      if let time = phase.usPerOp, time < other.usPerOp ?? .infinity {
        result[name]?.usPerOp = time
      }
    }
    return result
  }

  private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
