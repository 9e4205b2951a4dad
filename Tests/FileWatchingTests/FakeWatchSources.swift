import FileWatching

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose read end a watch source waits on; the test writes into the other end.
final class TestPipe {
  let readEnd: Int32
  private(set) var writeEnd: Int32

  struct Failure: Error {}

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw Failure() }
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    close(readEnd)
    closeWriteEnd()
  }

  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { systemWrite(writeEnd, $0.baseAddress, $0.count) }
  }

  /// Hangs up, as a terminal that went away.
  func closeWriteEnd() {
    if writeEnd >= 0 { close(writeEnd) }
    writeEnd = -1
  }

  /// Reads everything available without waiting.
  func drain() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      guard count > 0 else { return bytes }
      bytes += chunk[0..<count]
    }
  }
}

/// Keys typed into a pipe, one ASCII character per byte.
final class PipeKeySource: KeySource {
  let pipe: TestPipe
  /// How often the loop asked for keys.
  private(set) var reads = 0
  var fileDescriptor: Int32 { pipe.readEnd }

  init() throws { pipe = try TestPipe() }

  func type(_ text: String) { pipe.send(Array(text.utf8)) }

  func readAvailableKeys() throws -> [Character] {
    reads += 1
    return pipe.drain().map { Character(Unicode.Scalar($0)) }
  }
}

/// Resizes signalled through a pipe, as Terminal's resize watcher does.
final class PipeResizeSource: ResizeSource {
  let pipe: TestPipe
  var fileDescriptor: Int32 { pipe.readEnd }

  init() throws { pipe = try TestPipe() }

  func resize() { pipe.send([1]) }

  func consumeResizes() -> Bool { !pipe.drain().isEmpty }
}

/// A resize source whose descriptor number cannot be open: it lies at the descriptor limit.
final class UnopenedResizeSource: ResizeSource {
  let fileDescriptor = Int32(getdtablesize())

  func consumeResizes() -> Bool { false }
}

/// A file source that reports observations queued by the test, one per call, as soon as asked.
final class ScriptedFileSource: FileChangeSource {
  private var queue: [FileObservation] = []
  private(set) var calls = 0

  var fileDescriptor: Int32? { nil }
  var nextDeadline: ContinuousClock.Instant? { queue.isEmpty ? nil : .now }

  func enqueue(_ observation: FileObservation) { queue.append(observation) }

  func processEvents(now: ContinuousClock.Instant) throws -> FileObservation? {
    calls += 1
    return queue.isEmpty ? nil : queue.removeFirst()
  }
}
