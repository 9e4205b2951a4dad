import EditorSupport
import Foundation
import Testing

/// The connection against stand-in servers made of standard tools: `cat` sends every message
/// back, `sleep` never answers, `true` exits at once, and `sh` writes what no server should.
@Suite("JSON-RPC connection")
struct JSONRPCConnectionTests {
  @Test("a request is answered by id; a server request gets an answer at once")
  func echo() throws {
    // `cat` sends our request back, so it reaches us as a request from the server; we answer
    // it, `cat` sends the answer back, and that answers our own request.
    let connection = try JSONRPCConnection(executable: "/bin/cat")
    defer { connection.terminate() }
    #expect(try connection.request("ping", ["n": 1], timeout: 10) == .null)
    // `workspace/configuration` is answered with one null per item asked about.
    let configuration = try connection.request(
      "workspace/configuration", ["items": [["section": "a"], ["section": "b"]]], timeout: 10)
    #expect(configuration == [nil, nil])
  }

  @Test("a notification arrives as one, in order, and can be waited for")
  func notifications() throws {
    let connection = try JSONRPCConnection(executable: "/bin/cat")
    defer { connection.terminate() }
    try connection.notify("first", ["n": 1])
    try connection.notify("second", ["n": 2])
    let (second, index) = try connection.waitForNotification(
      timeout: 10, description: "second"
    ) { $0.method == "second" }
    #expect(second.params["n"] == .int(2))
    #expect(index == 1)
    #expect(connection.notifications.map(\.method) == ["first", "second"])
  }

  @Test("a server that never answers times out after the deadline, and is ended")
  func timeout() throws {
    let connection = try JSONRPCConnection(executable: "/bin/sleep", arguments: ["60"])
    let start = ContinuousClock.now
    #expect(throws: LanguageServerError.timedOut(method: "initialize", seconds: 0.5)) {
      try connection.request("initialize", timeout: 0.5)
    }
    #expect(throws: LanguageServerError.timedOut(method: "a diagnostic", seconds: 0.2)) {
      try connection.waitForNotification(timeout: 0.2, description: "a diagnostic") { _ in true }
    }
    connection.terminate(grace: 0.1)
    #expect(connection.hasExited)
    // 0.5 + 0.2 s of waiting, 0.1 s of grace and SIGTERM: far below `sleep`'s 60 s.
    #expect(ContinuousClock.now - start < .seconds(30))
  }

  @Test("a server that exits fails the request at once instead of waiting for the deadline")
  func exits() throws {
    let connection = try JSONRPCConnection(executable: "/bin/true")
    defer { connection.terminate() }
    do {
      _ = try connection.request("initialize", timeout: 60)
      Issue.record("a request to a server that exited returned")
    } catch {
      // Depending on timing the write itself fails or the output closes first.
      switch error {
      case .serverExited, .writeFailed: break
      default: Issue.record("unexpected \(error)")
      }
    }
  }

  @Test("output that is not the protocol is an error naming what was wrong")
  func garbage() throws {
    let connection = try JSONRPCConnection(
      executable: "/bin/sh", arguments: ["-c", #"printf 'Hello: there\r\n\r\n'; sleep 30"#])
    defer { connection.terminate(grace: 0.1) }
    #expect(
      throws: LanguageServerError.protocolViolation(
        "message header without Content-Length: \"Hello: there\"")
    ) {
      try connection.request("initialize", timeout: 60)
    }
  }

  @Test("a program that does not exist cannot be started")
  func missing() {
    #expect {
      try JSONRPCConnection(executable: "/nonexistent/sourcekit-lsp")
    } throws: { error in
      guard case LanguageServerError.launchFailed(let executable, _) = error else { return false }
      return executable == "/nonexistent/sourcekit-lsp"
    }
  }
}
