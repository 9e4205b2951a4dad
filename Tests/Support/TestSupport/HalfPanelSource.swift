/// Swift text of the half-panel exercise: the sample course's, and what the hostile programs of
/// `ReliabilityFixtures` are made of.
public enum HalfPanelSource {
  /// The lesson's solution: the panel pinned to the top, the sides and half the height. Not
  /// indented; `controller` indents it with the rest of a body.
  public static let solutionLayout = """
    panelView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panelView)
    NSLayoutConstraint.activate([
      panelView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      panelView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      panelView.topAnchor.constraint(equalTo: view.topAnchor),
      panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
    ])
    """

  /// The lesson's controller importing UIKit and then `imports`, with `members` beside
  /// `viewDidLoad` and `body` inside it, after `super.viewDidLoad()`.
  ///
  /// With no other import and no members, the body's first line is line 8 of the file.
  public static func controller(imports: [String] = [], members: String = "", body: String)
    -> String
  {
    var lines = (["UIKit"] + imports).map { "import \($0)" }
    lines += [
      "", "class HalfPanelViewController: UIViewController {", "  let panelView = UIView()", "",
    ]
    if !members.isEmpty { lines += indented(members, by: 2) + [""] }
    lines += ["  override func viewDidLoad() {", "    super.viewDidLoad()"]
    lines += indented(body, by: 4)
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The lines of `text`, each non-empty one indented by `spaces`.
  public static func indented(_ text: String, by spaces: Int) -> [String] {
    let indentation = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : indentation + $0
    }
  }
}
