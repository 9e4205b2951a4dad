/// The base protocol's framing: each JSON-RPC message is a header block (`Content-Length: N`,
/// optionally `Content-Type: …`, each line ending in `\r\n`), an empty line, then N bytes of
/// UTF-8 JSON.
public enum MessageFraming {
  /// The bytes that carry `body` as one framed message.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }

  /// The largest body accepted, so a corrupt header cannot make the reader allocate without end.
  public static let maximumBodyBytes = 64 << 20
}

/// Splits a byte stream into message bodies, however the bytes arrive (a message in pieces,
/// several in one read).
public struct MessageDecoder: Sendable {
  private var buffer: [UInt8] = []
  /// Where the next message's header starts in `buffer`.
  private var start = 0

  /// A decoder with nothing buffered.
  public init() {}

  /// Bytes read so far that do not yet make a whole message.
  public var pendingByteCount: Int { buffer.count - start }

  /// Adds `bytes` to what has been read.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next whole message's body, or nil when more bytes are needed.
  /// - Throws: `MessageFramingError` for a header without a usable `Content-Length`.
  public mutating func nextBody() throws(MessageFramingError) -> [UInt8]? {
    guard let headerEnd = headerTerminator() else {
      if pendingByteCount > 8192 { throw .headerTooLong }
      return nil
    }
    let length = try Self.contentLength(in: buffer[start..<headerEnd])
    let bodyStart = headerEnd + 4
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<bodyStart + length])
    start = bodyStart + length
    // Drop consumed bytes once they dominate the buffer, so it does not grow with the session.
    if start > 65536 && start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    return body
  }

  /// The index of the `\r\n\r\n` that ends the header starting at `start`.
  private func headerTerminator() -> Int? {
    var index = start
    while index + 3 < buffer.count {
      if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13,
        buffer[index + 3] == 10
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func contentLength(in header: ArraySlice<UInt8>) throws(MessageFramingError)
    -> Int
  {
    let text = String(decoding: header, as: UTF8.self)
    for line in text.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { throw .malformedHeader(String(line)) }
      let name = line[..<colon].trimmingSpaces().lowercased()
      guard name == "content-length" else { continue }
      let value = line[line.index(after: colon)...].trimmingSpaces()
      guard let length = Int(value), length >= 0 else {
        throw .malformedHeader(String(line))
      }
      guard length <= MessageFraming.maximumBodyBytes else { throw .bodyTooLarge(length) }
      return length
    }
    throw .missingContentLength(text)
  }
}

/// A framing error: the stream cannot be read as messages any further.
public enum MessageFramingError: Error, Equatable, CustomStringConvertible {
  /// A header line without `name: value`.
  case malformedHeader(String)
  /// A header block without `Content-Length`.
  case missingContentLength(String)
  /// A `Content-Length` above `MessageFraming.maximumBodyBytes`.
  case bodyTooLarge(Int)
  /// 8 KiB without the empty line that ends a header.
  case headerTooLong

  public var description: String {
    switch self {
    case .malformedHeader(let line): "malformed message header line \"\(line)\""
    case .missingContentLength(let header): "message header without Content-Length: \"\(header)\""
    case .bodyTooLarge(let length): "message of \(length) bytes is larger than allowed"
    case .headerTooLong: "message header longer than 8 KiB"
    }
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
