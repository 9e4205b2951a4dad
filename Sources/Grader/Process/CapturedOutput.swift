/// What a child wrote to one stream: the first bytes, and how many there were in all.
public struct CapturedOutput: Sendable, Equatable {
  /// The first `keptByteLimit` bytes written.
  public private(set) var bytes: [UInt8] = []
  /// Every byte written, kept or not.
  public private(set) var totalByteCount = 0
  /// How many bytes are kept.
  public let keptByteLimit: Int

  /// Creates an empty capture that keeps up to `keptByteLimit` bytes.
  public init(keptByteLimit: Int) {
    self.keptByteLimit = max(0, keptByteLimit)
  }

  /// Whether bytes were written beyond the kept ones.
  public var isTruncated: Bool {
    totalByteCount > bytes.count
  }

  /// The kept bytes as text (invalid UTF-8 replaced), with a note when some were dropped.
  public var text: String {
    let kept = String(decoding: bytes, as: UTF8.self)
    guard isTruncated else { return kept }
    return kept + "\n… (\(totalByteCount - bytes.count) more bytes not shown)"
  }

  /// Records more output.
  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    let room = keptByteLimit - bytes.count
    if room > 0 {
      bytes += chunk.prefix(room)
    }
    totalByteCount += chunk.count
  }
}
