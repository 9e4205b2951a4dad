import LayoutReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Marks where each device's part of the program's standard output starts
/// (`ProgramOutputMarker`): what the learner printed before is flushed first, so it stays with
/// the device it was printed on.
enum ProgramOutputSections {
  static func start(device: String) {
    fflush(nil)  // every stream: stdout among them
    let bytes = Array(ProgramOutputMarker.line(device: device).utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
        if result <= 0 { break }
        written += result
      }
    }
  }

  /// Flushes what the last device printed before the report is written.
  static func end() {
    fflush(nil)  // every stream: stdout among them
  }
}
