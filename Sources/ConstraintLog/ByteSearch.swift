/// Where a phrase occurs in a line, found by comparing bytes in the line's own storage: most
/// lines of a paste are the app's own and hold no phrase, and this keeps a 10 MB paste fast even
/// in a debug build.
enum ByteSearch {
  /// The place `needle` starts in `line`, nil when it does not occur.
  static func firstIndex(of needle: [UInt8], in line: Substring) -> Substring.Index? {
    let offset = line.utf8.withContiguousStorageIfAvailable { bytes in
      firstOffset(of: needle, in: bytes)
    }
    let found = offset ?? firstOffset(of: needle, in: Array(line.utf8))
    return found.map { line.utf8.index(line.startIndex, offsetBy: $0) }
  }

  private static func firstOffset(
    of needle: [UInt8], in bytes: some RandomAccessCollection<UInt8>
  ) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var start = bytes.startIndex
    let last = bytes.index(bytes.endIndex, offsetBy: -needle.count)
    while start <= last {
      if bytes[start] == first {
        var matched = 1
        while matched < needle.count,
          bytes[bytes.index(start, offsetBy: matched)] == needle[matched]
        {
          matched += 1
        }
        if matched == needle.count { return bytes.distance(from: bytes.startIndex, to: start) }
      }
      start = bytes.index(after: start)
    }
    return nil
  }
}
