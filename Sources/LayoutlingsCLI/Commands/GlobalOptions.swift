import Foundation

/// The options every command accepts, before or after its name.
public struct GlobalOptions: Sendable, Equatable {
  /// `--home DIR`: the workspace folder; nil means `LAYOUTLINGS_HOME` or the default one.
  public var home: String?
  /// `--course DIR`: the folder lessons are read from; nil means the default one.
  public var course: String?
  /// `--now ISO-8601`: the time to use as the current time; nil means the real clock.
  public var now: Date?
  /// `--no-color`: print without colours or styles.
  public var noColor: Bool

  /// Creates global options; the defaults are those of a command line without any.
  public init(home: String? = nil, course: String? = nil, now: Date? = nil, noColor: Bool = false) {
    self.home = home
    self.course = course
    self.now = now
    self.noColor = noColor
  }
}
