/// The code appended to the compiled copy of a learner's file that registers its action
/// methods (see `ActionMethods`) with the engine's action table, so `#selector` target-actions
/// run the learner's methods without an Objective-C runtime.
///
/// It goes after the file's last line, so no line of the learner's moves, and it lives in the
/// learner's file because only code in that file may call its `private` methods: one extension
/// per type with a static function that registers that type's methods, then
/// `layoutlingsRegisterActions()`, which the harness calls before anything else. Each registered
/// closure calls the method with the sender and event converted to its parameter types
/// (`Selector.actionArgument`), so the compiler, not the scanner, works out those types.
public enum ActionTableSource {
  /// The function the harness calls; always defined, empty when there is nothing to register.
  public static let registrationFunction = "layoutlingsRegisterActions"

  /// The first line of the appended code, marking where the learner's file ends.
  static let marker = "// Layoutlings: the file's action methods, registered for target-actions."

  /// The text to append to `source` (starting with a line break when `source` does not end with
  /// one). Without `import UIKit` the function is empty: the table's names would not resolve.
  public static func appendix(for source: String, methods: [ActionMethod]) -> String {
    let lead = source.isEmpty || source.hasSuffix("\n") ? "" : "\n"
    guard importsUIKit(source), !methods.isEmpty else {
      return lead + marker + "\n@MainActor func \(registrationFunction)() {}\n"
    }
    var lines = [marker]
    var typePaths: [String] = []
    for method in methods where !typePaths.contains(method.typePath) {
      typePaths.append(method.typePath)
    }
    for (number, typePath) in typePaths.enumerated() {
      lines.append("extension \(quotedPath(typePath)) {")
      lines.append("  @MainActor static func layoutlingsActions\(number + 1)() {")
      for method in methods where method.typePath == typePath {
        lines += registration(method)
      }
      lines.append("  }")
      lines.append("}")
    }
    lines.append("@MainActor func \(registrationFunction)() {")
    for (number, typePath) in typePaths.enumerated() {
      lines.append("  \(quotedPath(typePath)).layoutlingsActions\(number + 1)()")
    }
    lines.append("}")
    return lead + lines.joined(separator: "\n") + "\n"
  }

  /// `UIKit.Selector.registerAction("tapped:", on: T.self) { target, sender, event in … }`.
  private static func registration(_ method: ActionMethod) -> [String] {
    let values = ["UIKit.Selector.actionArgument(sender)", "UIKit.Selector.actionEvent(event)"]
    let arguments = method.argumentLabels.enumerated().map { index, label in
      (label.map { "\(quoted($0)): " } ?? "") + values[index]
    }
    let call = "target.\(quoted(method.baseName))(\(arguments.joined(separator: ", ")))"
    return [
      "    UIKit.Selector.registerAction(\(SwiftLiteral.string(method.selector)),"
        + " on: \(quotedPath(method.typePath)).self) { target, sender, event in",
      "      _ = \(arguments.isEmpty ? "" : "try ")\(call)",
      "    }",
    ]
  }

  /// Whether the file imports all of UIKit (the module the table's names come from).
  static func importsUIKit(_ source: String) -> Bool {
    let stream = TokenStream(source)
    for index in stream.tokens.indices
    where stream.tokens[index].kind == .identifier && stream.text(index) == "import" {
      // Only the whole module: `import class UIKit.UIView` does not bring `UIKit.Selector`.
      if let module = stream.nextSignificant(after: index), stream.name(module) == "UIKit",
        !(stream.nextSignificant(after: module).map { stream.isPunctuation($0, ".") } ?? false)
      {
        return true
      }
    }
    return false
  }

  /// A name in backticks, so keywords and ordinary names alike are plain references.
  private static func quoted(_ name: String) -> String {
    "`\(name)`"
  }

  private static func quotedPath(_ path: String) -> String {
    path.split(separator: ".").map { quoted(String($0)) }.joined(separator: ".")
  }
}
