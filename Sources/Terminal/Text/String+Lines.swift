extension StringProtocol {
  /// The lines of the text, split at LF and CRLF (which Swift treats as a single `Character`),
  /// keeping empty lines; the line endings are not included.
  func splitLines() -> [String] {
    split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map {
      String($0.hasSuffix("\r") ? $0.dropLast() : $0)
    }
  }
}
