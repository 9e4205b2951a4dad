import EditorSupport
import Testing

@Suite("Language server message framing")
struct MessageFramingTests {
  @Test("a framed body is a Content-Length header, an empty line and the bytes")
  func frame() {
    let body = Array(#"{"id":1}"#.utf8)
    #expect(MessageFraming.frame(body) == Array("Content-Length: 8\r\n\r\n{\"id\":1}".utf8))
  }

  @Test("bodies come out whole however the bytes are split, and several from one read")
  func splitAndJoined() throws {
    let first = Array(#"{"a":"é"}"#.utf8)  // é is two bytes: the length counts bytes
    let second = Array("{}".utf8)
    let stream = MessageFraming.frame(first) + MessageFraming.frame(second)
    for split in 0...stream.count {
      var decoder = MessageDecoder()
      var bodies: [[UInt8]] = []
      decoder.append(stream[..<split])
      while let body = try decoder.nextBody() { bodies.append(body) }
      decoder.append(stream[split...])
      while let body = try decoder.nextBody() { bodies.append(body) }
      #expect(bodies == [first, second], "split at \(split)")
      #expect(decoder.pendingByteCount == 0)
    }
  }

  @Test("other headers are allowed, in any case, before or after the length")
  func otherHeaders() throws {
    var decoder = MessageDecoder()
    decoder.append(
      Array(
        "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  2\r\n\r\n[]"
          .utf8))
    #expect(try decoder.nextBody() == Array("[]".utf8))
  }

  @Test("a header without a usable length is an error, not a wait")
  func badHeaders() {
    var missing = MessageDecoder()
    missing.append(Array("Content-Type: x\r\n\r\n{}".utf8))
    #expect(throws: MessageFramingError.missingContentLength("Content-Type: x")) {
      try missing.nextBody()
    }
    var negative = MessageDecoder()
    negative.append(Array("Content-Length: -3\r\n\r\n".utf8))
    #expect(throws: MessageFramingError.malformedHeader("Content-Length: -3")) {
      try negative.nextBody()
    }
    var huge = MessageDecoder()
    huge.append(Array("Content-Length: 999999999999\r\n\r\n".utf8))
    #expect(throws: MessageFramingError.bodyTooLarge(999_999_999_999)) { try huge.nextBody() }
    var endless = MessageDecoder()
    endless.append([UInt8](repeating: UInt8(ascii: "x"), count: 9000))
    #expect(throws: MessageFramingError.headerTooLong) { try endless.nextBody() }
  }
}
