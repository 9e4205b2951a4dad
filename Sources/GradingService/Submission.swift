import Foundation
import Grader

/// A learner's file as it is graded: read once, and these very bytes are compiled, run, judged
/// and recorded.
public struct Submission: Sendable, Hashable {
  /// The path diagnostics and messages show (as the learner named the file).
  public var path: String
  /// Where the file was read from, when it came from disk.
  public var url: URL?
  /// The file's bytes.
  public var bytes: [UInt8]

  /// A submission of `bytes` shown as `path` (a course's own files, tests).
  public init(path: String, bytes: [UInt8], url: URL? = nil) {
    self.path = path
    self.bytes = bytes
    self.url = url
  }

  /// Reads the file at `url`, shown as `path` (see `LearnerFileReader`).
  public static func read(_ url: URL, shown path: String) throws(LearnerFileError) -> Submission {
    Submission(path: path, bytes: try LearnerFileReader.read(url, shown: path), url: url)
  }

  /// The bytes as text (invalid UTF-8 replaced; the reader refuses such files).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The file as the grader takes it.
  var learnerFile: LearnerFile { LearnerFile(path: path, contents: bytes) }

  /// `sha256:` and the SHA-256 of the bytes in hexadecimal: what the attempt records.
  public var sourceHash: String {
    "sha256:" + SHA256.hash(bytes).map { String(format: "%02x", $0) }.joined()
  }
}
