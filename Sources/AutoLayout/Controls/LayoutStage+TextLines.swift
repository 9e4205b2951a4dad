/// Whether a label shows fewer lines than its text takes, for a grader to say "the label has one
/// line" from the label's own state rather than from its height.
extension LayoutStage {
  /// How many of its text's lines a label shows.
  public struct TextLines: Hashable, Sendable {
    /// The lines the label shows: as many as `numberOfLines` lets it and its height holds.
    public let shown: Int
    /// The lines its text takes at the label's width with no limit.
    public let needed: Int
    /// The label's `numberOfLines`.
    public let numberOfLines: Int
  }

  /// For a label whose text takes more lines at its width than it shows (`numberOfLines` too
  /// low, or a height too short for them), the lines shown and needed; nil otherwise.
  public func textLines(of view: UIView) -> TextLines? {
    guard let label = view as? UILabel, let text = label.text, !text.isEmpty,
      let font = label.font
    else { return nil }
    let width = label.bounds.width
    guard width > 0 else { return nil }
    let wraps = label.lineBreakMode == .byCharWrapping
    func lines(_ limit: Int) -> Int {
      SystemFontMetrics.lineCount(
        of: text, pointSize: font.pointSize, bold: font.measuresBold,
        maxWidth: limit == 1 ? nil : width, maxLines: limit, wrapsCharacters: wraps)
    }
    let needed = lines(0)
    let lineHeight = SystemFontMetrics.lineHeight(pointSize: font.pointSize)
    // A pixel of rounding is not a lost line.
    let fitting = lineHeight > 0 ? Int((label.bounds.height + 0.5) / lineHeight) : needed
    let shown = min(lines(label.numberOfLines), fitting)
    guard shown < needed else { return nil }
    return TextLines(shown: shown, needed: needed, numberOfLines: label.numberOfLines)
  }
}
