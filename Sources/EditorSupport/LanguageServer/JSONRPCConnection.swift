import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// JSON-RPC 2.0 with a language server running as a child process, over its standard input and
/// output (one socket pair, so a server that has gone away is an error, never a SIGPIPE).
///
/// A reader thread takes the server's messages as they come: responses are matched to their
/// requests by id, notifications are kept in arrival order, and requests from the server
/// (`client/registerCapability`, `workspace/configuration`, progress creation) are answered at
/// once with an empty result, so the server never waits on us. Every wait has a deadline.
public final class JSONRPCConnection: @unchecked Sendable {
  /// A notification the server sent.
  public struct Notification: Sendable, Equatable {
    /// Its method, e.g. `textDocument/publishDiagnostics`.
    public var method: String
    /// Its parameters (`null` when it had none).
    public var params: LSPAny
  }

  private let process: Process
  private let socket: Int32
  private let state = NSCondition()
  private let writeLock = NSLock()
  // Guarded by `state`.
  private var nextID = 1
  private var responses: [Int: Result<LSPAny, ResponseFailure>] = [:]
  /// Requests given up on (timed out): their late answers are dropped, not kept.
  private var abandoned = Set<Int>()
  private var received: [Notification] = []
  private var ended: LanguageServerError?
  private var readerDone = false
  /// Set once `terminate` has run, or when the process never started.
  private var terminated = false

  private struct ResponseFailure: Error {
    var code: Int
    var message: String
  }

  /// Starts `executable` with `arguments`; its standard error goes to `standardErrorPath`
  /// (replacing that file) or is discarded.
  /// - Throws: `LanguageServerError.launchFailed`.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    currentDirectory: String? = nil, standardErrorPath: String? = nil
  ) throws(LanguageServerError) {
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Self.streamType, 0, &ends) == 0 else {
      throw .launchFailed(executable: executable, reason: String(cString: strerror(errno)))
    }
    Self.preventSignalOnWrite(ends[0])
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    socket = ends[0]
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory {
      process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory, isDirectory: true)
    }
    let childEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    process.standardInput = childEnd
    process.standardOutput = childEnd
    if let standardErrorPath {
      _ = FileManager.default.createFile(atPath: standardErrorPath, contents: nil)
      process.standardError = FileHandle(forWritingAtPath: standardErrorPath)
    } else {
      process.standardError = FileHandle.nullDevice
    }
    do {
      try process.run()
    } catch {
      // Nothing to end: deinit must not ask a process that never ran about its status.
      terminated = true
      readerDone = true
      close(ends[1])
      throw .launchFailed(executable: executable, reason: "\(error)")
    }
    // The child has its copy; ours would keep the socket open after the child exits.
    close(ends[1])
    let thread = Thread { [self] in readLoop() }
    thread.name = "language server reader"
    thread.start()
  }

  deinit {
    terminate(grace: 0)
    close(socket)
  }

  /// The server's process id.
  public var processIdentifier: Int32 { process.processIdentifier }

  // MARK: - Requests and notifications

  /// Sends the request `method` and waits up to `timeout` seconds for its result.
  ///
  /// On a timeout the request is cancelled (`$/cancelRequest`) before the error is thrown.
  /// - Throws: `LanguageServerError` (timeout, an error response, the server gone).
  public func request(_ method: String, _ params: LSPAny = nil, timeout: Double)
    throws(LanguageServerError) -> LSPAny
  {
    state.lock()
    let id = nextID
    nextID += 1
    state.unlock()
    var message: [String: LSPAny] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
    if params != nil { message["params"] = params }
    try write(.object(message))

    let deadline = Date(timeIntervalSinceNow: timeout)
    state.lock()
    while responses[id] == nil && ended == nil {
      if !state.wait(until: deadline) { break }
    }
    let response = responses.removeValue(forKey: id)
    if response == nil { abandoned.insert(id) }
    let failure = ended
    state.unlock()
    guard let response else {
      if let failure { throw failure }
      try? notify("$/cancelRequest", ["id": .int(id)])
      throw .timedOut(method: method, seconds: timeout)
    }
    switch response {
    case .success(let result): return result
    case .failure(let failure):
      throw .responseError(method: method, code: failure.code, message: failure.message)
    }
  }

  /// Sends the notification `method`.
  public func notify(_ method: String, _ params: LSPAny = nil) throws(LanguageServerError) {
    var message: [String: LSPAny] = ["jsonrpc": "2.0", "method": .string(method)]
    if params != nil { message["params"] = params }
    try write(.object(message))
  }

  /// How many notifications have arrived so far (an index for `waitForNotification(after:…)`).
  public var notificationCount: Int {
    state.lock()
    defer { state.unlock() }
    return received.count
  }

  /// The notifications that arrived so far, oldest first.
  public var notifications: [Notification] {
    state.lock()
    defer { state.unlock() }
    return received
  }

  /// The first notification at index `after` or later for which `matches` holds, waiting up to
  /// `timeout` seconds for it, with its index.
  /// - Throws: `LanguageServerError.timedOut` (naming `description`), or the server gone.
  public func waitForNotification(
    after start: Int = 0, timeout: Double, description: String,
    where matches: (Notification) -> Bool
  ) throws(LanguageServerError) -> (notification: Notification, index: Int) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    state.lock()
    defer { state.unlock() }
    var next = max(0, start)
    while true {
      while next < received.count {
        if matches(received[next]) { return (received[next], next) }
        next += 1
      }
      if let ended { throw ended }
      if !state.wait(until: deadline) {
        throw .timedOut(method: description, seconds: timeout)
      }
    }
  }

  // MARK: - Ending

  /// Whether the server has exited.
  public var hasExited: Bool { !process.isRunning }

  /// Closes the connection and makes sure the server has ended: it gets `grace` seconds to exit
  /// by itself (after `exit`, or on seeing its input closed), then SIGTERM, then SIGKILL.
  public func terminate(grace: Double = 2) {
    state.lock()
    let already = terminated
    terminated = true
    state.unlock()
    if already { return }
    shutdown(socket, Int32(SHUT_WR))
    if !waitForExit(seconds: grace) {
      process.terminate()
      if !waitForExit(seconds: 2) {
        kill(process.processIdentifier, SIGKILL)
        _ = waitForExit(seconds: 2)
      }
    }
    shutdown(socket, Int32(SHUT_RDWR))
    state.lock()
    let deadline = Date(timeIntervalSinceNow: 2)
    while !readerDone {
      if !state.wait(until: deadline) { break }
    }
    if ended == nil { ended = .serverExited(status: exitStatus) }
    state.broadcast()
    state.unlock()
  }

  private var exitStatus: Int32? {
    process.isRunning ? nil : process.terminationStatus
  }

  private func waitForExit(seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while process.isRunning {
      if Date() >= deadline { return false }
      usleep(10_000)
    }
    return true
  }

  // MARK: - Writing

  private func write(_ message: LSPAny) throws(LanguageServerError) {
    let body: Data
    do {
      body = try JSONEncoder().encode(message)
    } catch {
      throw .writeFailed(reason: "cannot encode the message: \(error)")
    }
    let bytes = MessageFraming.frame(Array(body))
    writeLock.lock()
    defer { writeLock.unlock() }
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        send(socket, buffer.baseAddress! + offset, buffer.count - offset, Self.sendFlags)
      }
      if sent < 0 {
        if errno == EINTR { continue }
        throw .writeFailed(reason: String(cString: strerror(errno)))
      }
      offset += sent
    }
  }

  // MARK: - Reading

  private func readLoop() {
    var decoder = MessageDecoder()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var failure: LanguageServerError?
    reading: while true {
      let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      decoder.append(chunk[0..<count])
      do {
        while let body = try decoder.nextBody() {
          try handle(body)
        }
      } catch let error as LanguageServerError {
        failure = error
        break reading
      } catch {
        failure = .protocolViolation("\(error)")
        break reading
      }
    }
    state.lock()
    readerDone = true
    if ended == nil { ended = failure ?? .serverExited(status: exitStatus) }
    state.broadcast()
    state.unlock()
  }

  private func handle(_ body: [UInt8]) throws {
    let message: LSPAny
    do {
      message = try JSONDecoder().decode(LSPAny.self, from: Data(body))
    } catch {
      throw LanguageServerError.protocolViolation(
        "a message that is not JSON: \(String(decoding: body.prefix(200), as: UTF8.self))")
    }
    let method = message["method"]?.stringValue
    let id = message["id"]
    switch (method, id) {
    case (let method?, let id?):
      try answerServerRequest(method, id: id, params: message["params"] ?? .null)
    case (let method?, nil):
      state.lock()
      received.append(Notification(method: method, params: message["params"] ?? .null))
      state.broadcast()
      state.unlock()
    case (nil, let id?):
      guard let number = id.intValue else { return }  // not one of ours
      let result: Result<LSPAny, ResponseFailure>
      if let error = message["error"] {
        result = .failure(
          ResponseFailure(
            code: error["code"]?.intValue ?? 0, message: error["message"]?.stringValue ?? ""))
      } else {
        result = .success(message["result"] ?? .null)
      }
      state.lock()
      if abandoned.remove(number) == nil { responses[number] = result }
      state.broadcast()
      state.unlock()
    case (nil, nil):
      throw LanguageServerError.protocolViolation("a message with neither method nor id")
    }
  }

  /// Every request from the server gets an empty answer; `workspace/configuration` one `null`
  /// per item it asks about.
  private func answerServerRequest(_ method: String, id: LSPAny, params: LSPAny) throws {
    var result: LSPAny = .null
    if method == "workspace/configuration" {
      let count = params["items"]?.arrayValue?.count ?? 0
      result = .array(Array(repeating: .null, count: count))
    }
    try write(["jsonrpc": "2.0", "id": id, "result": result])
  }

  // MARK: - Platform details

  #if canImport(Darwin)
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
    private static func preventSignalOnWrite(_ descriptor: Int32) {
      var on: Int32 = 1
      setsockopt(
        descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
  #else
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
    private static func preventSignalOnWrite(_ descriptor: Int32) {}
  #endif
}
