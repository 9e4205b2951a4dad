import EditorSupport
import Foundation

/// `editor-setup --check`: starts the toolchain's sourcekit-lsp on a folder, as an editor
/// would, and asks it about a small screen held in memory only (nothing is written): no errors
/// in a file that compiles, the engine's documentation on hover, and UIKit's argument labels
/// after `view.topAnchor.constraint(`.
struct EditorCheck {
  /// The server's path.
  let server: String
  /// The folder the server is opened on, with its `compile_flags.txt`.
  let folder: URL
  /// Seconds each request may take: the first one loads the whole engine.
  var timeout: Double = 120

  /// The file name the screen is given in the folder (it is never written there).
  static let probeName = ".layoutlings-editor-check.swift"

  /// A screen that compiles, as the grader compiles working copies.
  static let probe = """
    import UIKit

    final class EditorCheckScreen: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true
      }
    }

    """

  /// The probe while the learner types a constraint's opening parenthesis.
  static let typing = probe.replacingOccurrences(
    of: "    box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true",
    with: "    view.topAnchor.constraint(")

  /// One thing asked and how it went.
  struct Finding: Equatable {
    /// What was asked, as the report says it.
    var question: String
    /// Whether the answer was the expected one.
    var ok: Bool
    /// What came back, when it was not.
    var detail: String?
  }

  /// Asks the three questions.
  /// - Throws: `LanguageServerError` when the server cannot start or does not answer.
  func run() throws -> [Finding] {
    let client = try LanguageServerClient(
      executable: server, rootFolder: folder, timeout: timeout)
    defer { client.close() }
    let path = folder.appendingPathComponent(Self.probeName).path
    var findings: [Finding] = []
    var document = try client.open(path, text: Self.probe)
    let errors = try client.publishedDiagnostics(for: document).filter { $0.severity == .error }
    findings.append(
      Finding(
        question: "a screen that compiles shows no errors", ok: errors.isEmpty,
        detail: errors.isEmpty
          ? nil
          : errors.map { "line \($0.range.start.line + 1): \($0.message)" }.joined(
            separator: "; ")))

    let hover = try TextPosition(of: "layoutMarginsGuide", in: Self.probe).map {
      try client.hover(in: document, at: $0)
    }
    let hoverText = hover??.text ?? ""
    let documented = Self.isDocumented(hoverText, type: "UILayoutGuide")
    findings.append(
      Finding(
        question: "hovering layoutMarginsGuide shows its documentation", ok: documented,
        detail: documented ? nil : "the server answered \(Self.quoted(hoverText))"))

    document = try client.change(document, to: Self.typing)
    let labels =
      try TextPosition(of: "view.topAnchor.constraint(", in: Self.typing, atEnd: true)
      .map { try client.completion(in: document, at: $0) }?.map(\.label) ?? []
    let completes = labels.contains { $0.drop { $0 == "(" }.hasPrefix("equalTo:") }
    findings.append(
      Finding(
        question: "completion after view.topAnchor.constraint( offers equalTo:", ok: completes,
        detail: completes
          ? nil
          : labels.isEmpty
            ? "no completions" : "only \(labels.prefix(5).joined(separator: ", "))"))
    return findings
  }

  /// Whether a hover's text declares something of `type` and documents it: sourcekit-lsp puts
  /// the declaration in a code block and the doc comment after it, so an undocumented symbol
  /// leaves nothing after the block.
  static func isDocumented(_ hover: String, type: String) -> Bool {
    guard hover.contains(type), let fence = hover.range(of: "```", options: .backwards) else {
      return false
    }
    return !hover[fence.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  private static func quoted(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.isEmpty ? "nothing" : "\"\(line.prefix(120))\""
  }
}
