import LayoutReport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program's end of the report channel (`Grader.ReportChannel` says what it guarantees).
///
/// The harness's `main.swift` takes it into a `private` global before any learner code runs, so
/// only that file holds the token. The code is compiled here once, with the engine, rather than
/// in every learner program: a program's `main.swift` stays a few lines the compiler reads fast.
public struct ReportChannelEnd: Sendable {
  private let descriptor: Int32
  private let token: [UInt8]

  /// Takes the descriptor and the token out of the environment: the token is overwritten in
  /// place first, because `/proc/self/environ` shows the environment the program started with
  /// even after `unsetenv`. A second call finds neither, so its writes are refused.
  public static func take() -> ReportChannelEnd {
    func take(_ name: String) -> [UInt8] {
      guard let value = getenv(name) else { return [] }
      let count = strlen(value)
      let bytes = value.withMemoryRebound(to: UInt8.self, capacity: count) {
        Array(UnsafeBufferPointer(start: $0, count: count))
      }
      memset(value, 0x78, count)
      unsetenv(name)
      return bytes
    }
    let descriptor = take(ProgramChannel.descriptorVariable)
    return ReportChannelEnd(
      descriptor: Int32(String(decoding: descriptor, as: UTF8.self)) ?? -1,
      token: take(ProgramChannel.tokenVariable))
  }

  /// Writes `report` framed with the token: the token, a line feed, the report.
  public func write(_ report: [UInt8]) {
    guard descriptor >= 0 else { return }
    let framed = token + [10] + report
    var offset = 0
    while offset < framed.count {
      let written = framed[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.write(descriptor, $0.baseAddress, $0.count)
        #else
          Darwin.write(descriptor, $0.baseAddress, $0.count)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
