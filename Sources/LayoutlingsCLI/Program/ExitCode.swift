/// The status `layoutlings` exits with. Scripts and tests rely on these numbers.
///
/// | code | name | meaning |
/// |---|---|---|
/// | 0 | `success` | the command did what was asked; `grade`: the file passed |
/// | 1 | `failure` | `grade`: the file did not pass (including compile errors); `dev check`: something is not as it should be; `editor-setup --check`: the language server's answers are wrong |
/// | 64 | `usage` | the command line could not be understood (`EX_USAGE`); `editor-setup FOLDER`: a folder outside your own without `--anywhere` |
/// | 65 | `dataError` | course files, a learner's file, the device table or the store are malformed; a log given to `explain` holds no report of the layout engine (`EX_DATAERR`) |
/// | 66 | `noInput` | a named file, exercise, folder or device table does not exist (`EX_NOINPUT`) |
/// | 69 | `unavailable` | the Swift compiler the grader needs is missing; `editor-setup`: no sourcekit-lsp (`EX_UNAVAILABLE`) |
/// | 70 | `internalError` | a bug in Layoutlings itself (`EX_SOFTWARE`) |
/// | 74 | `ioError` | reading or writing failed: a workspace that cannot be written, a full disk (`EX_IOERR`) |
/// | 130 | `interrupted` | stopped by Ctrl-C (128 + SIGINT) |
///
/// The numbers from 64 on are those of BSD's `sysexits.h`. `CommandFailure` gives each kind of
/// problem its status, in one place, so the same problem exits the same from every command.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  /// The number the process exits with.
  public var rawValue: Int32

  /// Creates an exit code from its number.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// 1: the graded file did not pass, or the command failed.
  public static let failure = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): the command line could not be understood.
  public static let usage = ExitCode(rawValue: 64)
  /// 65 (`EX_DATAERR`): course files, a learner's file, the device table or the store are
  /// malformed.
  public static let dataError = ExitCode(rawValue: 65)
  /// 66 (`EX_NOINPUT`): a named file, exercise, folder or device table does not exist.
  public static let noInput = ExitCode(rawValue: 66)
  /// 69 (`EX_UNAVAILABLE`): the Swift compiler the grader needs is missing.
  public static let unavailable = ExitCode(rawValue: 69)
  /// 70 (`EX_SOFTWARE`): a bug in Layoutlings itself.
  public static let internalError = ExitCode(rawValue: 70)
  /// 74 (`EX_IOERR`): reading or writing failed.
  public static let ioError = ExitCode(rawValue: 74)
  /// 130 (128 + SIGINT): stopped by Ctrl-C.
  public static let interrupted = ExitCode(rawValue: 130)
}
