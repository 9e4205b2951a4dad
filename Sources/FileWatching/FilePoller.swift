/// Notices changes to a file by looking at it every `interval`, for when notifications are off.
///
/// A changed `stat` signature (inode, size, timestamps, type) means activity. An unchanged one is
/// not trusted while the modification time is recent or whole-second: then the contents are read
/// and compared with those seen last, since a same-size rewrite within one timestamp tick would
/// otherwise go unnoticed.
struct FilePoller: Sendable {
  /// Time between looks.
  let interval: Duration
  /// When the next look is due; `nil` before the first one.
  private(set) var nextPollAt: ContinuousClock.Instant?
  private var signature: FileSignature?
  private var contents: [UInt8]?

  init(interval: Duration) {
    self.interval = interval
  }

  /// Records what the file looked like when it was last read, so only later changes count.
  mutating func remember(_ signature: FileSignature?, contents: [UInt8]?) {
    self.signature = signature
    self.contents = contents
  }

  /// Looks at `path` if a look is due at `now`, and reports whether the file changed since the
  /// last look (or the last `remember`).
  mutating func pollIfDue(path: String, now: ContinuousClock.Instant) -> Bool {
    if let nextPollAt, now < nextPollAt { return false }
    nextPollAt = now + interval
    let current = FileSignature.of(path: path)
    if current != signature {
      signature = current
      // Remember what the new version holds, so the content check below starts from it.
      contents = FileContentReader.quickRead(path: path)
      return true
    }
    guard let current, current.mayHideRewrites(wallClock: .now()) else { return false }
    let bytes = FileContentReader.quickRead(path: path)
    guard bytes != contents else { return false }
    contents = bytes
    return true
  }
}
