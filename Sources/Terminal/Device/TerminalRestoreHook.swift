#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide record of how to put the terminal back, usable from signal handlers.
///
/// `RawMode` arms the hook with the saved `termios` and an optional cleanup sequence (such as
/// "show cursor, leave alternate screen"). `run()` then restores the terminal from three places:
/// `RawMode.restore()` (and so its `deinit` and any `defer`), an `atexit` handler, and the handlers
/// for SIGINT, SIGTERM and SIGHUP, which restore and then re-raise the signal with its previous
/// disposition so the process still ends the way it would have.
///
/// Everything `run()` touches is preallocated raw memory, and it calls only `tcsetattr` and
/// `write`, both async-signal-safe (POSIX.1-2017, System Interfaces 2.4.3).
public enum TerminalRestoreHook {
  /// The saved state; plain memory so a signal handler can read it without allocating.
  struct Record {
    var isArmed: Bool
    var inputDescriptor: Int32
    var outputDescriptor: Int32
    var savedAttributes: termios
    var cleanupLength: Int
  }

  /// Largest cleanup sequence kept, in bytes.
  static let cleanupCapacity = 256
  /// Signals whose handlers restore the terminal.
  static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  /// One more than the largest signal number the handler table holds.
  static let signalTableSize = 65

  // Allocated once, before any handler is installed, and never freed.
  nonisolated(unsafe) static let record: UnsafeMutablePointer<Record> = {
    let pointer = UnsafeMutablePointer<Record>.allocate(capacity: 1)
    pointer.initialize(
      to: Record(
        isArmed: false, inputDescriptor: -1, outputDescriptor: -1, savedAttributes: termios(),
        cleanupLength: 0))
    return pointer
  }()
  nonisolated(unsafe) static let cleanupBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: cleanupCapacity)
    pointer.initialize(repeating: 0, count: cleanupCapacity)
    return pointer
  }()
  nonisolated(unsafe) static let previousHandlers: UnsafeMutablePointer<SignalHandler?> = {
    let pointer = UnsafeMutablePointer<SignalHandler?>.allocate(capacity: signalTableSize)
    pointer.initialize(repeating: nil, count: signalTableSize)
    return pointer
  }()
  nonisolated(unsafe) static var isExitHandlerRegistered = false

  typealias SignalHandler = @convention(c) (Int32) -> Void

  /// Whether a terminal state is saved and waiting to be restored.
  public static var isArmed: Bool { record.pointee.isArmed }

  /// Restores the saved terminal attributes and writes the cleanup sequence, once; does nothing
  /// when not armed. Async-signal-safe.
  public static func run() {
    guard record.pointee.isArmed else { return }
    record.pointee.isArmed = false
    _ = tcsetattr(record.pointee.inputDescriptor, TCSANOW, &record.pointee.savedAttributes)
    let length = record.pointee.cleanupLength
    if length > 0, record.pointee.outputDescriptor >= 0 {
      _ = write(record.pointee.outputDescriptor, cleanupBytes, length)
    }
  }

  /// Saves what `run()` will restore and installs the exit and signal handlers.
  static func arm(
    inputDescriptor: Int32, savedAttributes: termios, outputDescriptor: Int32, cleanup: String
  ) {
    let bytes = Array(cleanup.utf8.prefix(cleanupCapacity))
    for (index, byte) in bytes.enumerated() { cleanupBytes[index] = byte }
    record.pointee = Record(
      isArmed: true, inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor,
      savedAttributes: savedAttributes, cleanupLength: bytes.count)
    if !isExitHandlerRegistered {
      isExitHandlerRegistered = true
      atexit { TerminalRestoreHook.run() }
    }
    for signalNumber in handledSignals {
      previousHandlers[Int(signalNumber)] = signal(signalNumber) { received in
        TerminalRestoreHook.handleSignal(received)
      }
    }
  }

  /// Puts back the signal handlers that were there before `arm`, and forgets the saved state.
  static func disarm() {
    record.pointee.isArmed = false
    for signalNumber in handledSignals {
      _ = signal(signalNumber, previousHandlers[Int(signalNumber)])
      previousHandlers[Int(signalNumber)] = nil
    }
  }

  /// Restores the terminal, reinstates the previous disposition and raises the signal again; it is
  /// delivered when this handler returns.
  static func handleSignal(_ signalNumber: Int32) {
    run()
    let index = Int(signalNumber)
    if index >= 0, index < signalTableSize {
      _ = signal(signalNumber, previousHandlers[index])
    } else {
      _ = signal(signalNumber, SIG_DFL)
    }
    _ = raise(signalNumber)
  }
}
