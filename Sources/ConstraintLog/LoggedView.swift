/// A view (or layout guide) as a conflict log names it: `UILabel:0x7f9e5c40a0b0'Sign in'`, a bare
/// accessibility identifier (`Username`) that the constraint's `names:` list ties to an address, or
/// the superview `|` of a visual-format line.
public struct LoggedView: Hashable, Sendable {
  /// The class, module-qualified where the log qualifies it (`MyApp.AvatarView`); nil when the
  /// log names the view only by its identifier.
  public var className: String?
  /// `0x7f9e5c40a0b0`: the same address is the same view throughout a block.
  public var address: String?
  /// The text printed in quotes after the address: a label's text, a button's title, a guide's
  /// identifier (`UIViewSafeAreaLayoutGuide`).
  public var label: String?
  /// The accessibility identifier UIKit printed in place of the class and address.
  public var identifier: String?

  public init(
    className: String? = nil, address: String? = nil, label: String? = nil,
    identifier: String? = nil
  ) {
    self.className = className
    self.address = address
    self.label = label
    self.identifier = identifier
  }

  /// What it is called in sentences: `UILabel 0x7f9e5c40a0b0 'Sign in'`, `'Username' (0x1528ef800)`.
  public var displayName: String {
    var parts: [String] = []
    if let className { parts.append(className) }
    if let address { parts.append(address) }
    if let identifier { parts.append("id '\(identifier)'") }
    if let label { parts.append("'\(label)'") }
    return parts.isEmpty ? "an unnamed view" : parts.joined(separator: " ")
  }

  /// A layout guide rather than a view: the keyboard, safe area and margins guides, and the old
  /// top and bottom layout guides.
  public var isLayoutGuide: Bool {
    (className ?? "").hasSuffix("LayoutGuide") || (label ?? "").hasSuffix("LayoutGuide")
  }

  /// The same view as `other` once both are known: one knows more (a class, a label) than the
  /// other.
  func merged(with other: LoggedView) -> LoggedView {
    LoggedView(
      className: className ?? other.className, address: address ?? other.address,
      label: label ?? other.label, identifier: identifier ?? other.identifier)
  }
}
