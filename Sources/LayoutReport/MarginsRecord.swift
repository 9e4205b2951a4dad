/// How a view's layout margins were set up, when not left at UIKit's defaults: whether it
/// preserves its superview's margins, and which property the program set its own margins
/// through (checked views, settled snapshots).
public struct MarginsRecord: Sendable, Hashable, Codable {
  /// `preservesSuperviewLayoutMargins`.
  public var preservesSuperviewLayoutMargins: Bool
  /// `absolute` when the program last set the view's margins with `layoutMargins`, `directional`
  /// with `directionalLayoutMargins`; nil when it set neither.
  public var setting: String?
  /// Whether the view lays its content out right to left
  /// (`effectiveUserInterfaceLayoutDirection`), where leading is the right side.
  public var rightToLeft: Bool

  /// Creates a record.
  public init(preservesSuperviewLayoutMargins: Bool, setting: String?, rightToLeft: Bool) {
    self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
    self.setting = setting
    self.rightToLeft = rightToLeft
  }
}
