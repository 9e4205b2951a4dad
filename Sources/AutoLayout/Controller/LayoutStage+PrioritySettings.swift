/// Which content priorities the program set itself, for a grader to tell the view a priority
/// was set on from the view whose priority was left at its default.
extension LayoutStage {
  /// One of a view's four content priorities.
  public struct PriorityKey: Hashable, Sendable {
    /// Content hugging or compression resistance.
    public enum Kind: String, Hashable, Sendable {
      case hugging
      case compressionResistance = "compression"
    }
    public let kind: Kind
    public let axis: NSLayoutConstraint.Axis

    /// The key as a report names it: `hugging-horizontal`, `compression-vertical`…
    public var name: String {
      "\(kind.rawValue)-\(axis == .horizontal ? "horizontal" : "vertical")"
    }
  }

  /// The line of the last `setContentHuggingPriority(_:for:)` or
  /// `setContentCompressionResistancePriority(_:for:)` call for each priority the program set on
  /// `view`; a priority left at the class's default is absent.
  public func prioritySettings(of view: UIView) -> [PriorityKey: Int] { view.prioritySettings }
}
