import Foundation

/// Explains a failed compilation: the learner's errors verbatim at their lines, then the
/// exercise's snippets and the harness that do not compile against the learner's file.
enum CompileFailure {
  /// The compile-error verdict for `result`, which did not produce a program.
  static func verdict(
    _ result: CompilationResult, spec: HarnessSpec, learnerPath: String
  ) -> Verdict {
    var diagnostics = result.learnerDiagnostics.filter { $0.severity == .error }.map { error in
      Diagnostic(kind: .compileError, message: text(of: error), file: learnerPath, line: error.line)
    }
    if diagnostics.isEmpty {
      diagnostics += result.otherDiagnostics.filter { $0.severity == .error }.map {
        snippetOrToolDiagnostic($0, spec: spec, learnerPath: learnerPath)
      }
      diagnostics += result.harnessDiagnostics.filter { $0.severity == .error }.map {
        harnessDiagnostic($0, spec: spec, learnerPath: learnerPath)
      }
    }
    if diagnostics.isEmpty {
      let output = result.compilerOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      diagnostics.append(
        Diagnostic(
          kind: .compileError,
          message: "The compiler failed: \(result.compilerOutcome.explanation)."
            + (output.isEmpty ? "" : "\n" + output)))
    }
    return .compileError(diagnostics)
  }

  /// The compiler's warnings in the learner's own lines, verbatim, as notes with their place
  /// (never the harness's or the appended action table's).
  static func warnings(_ result: CompilationResult, learnerPath: String) -> [Diagnostic] {
    result.learnerDiagnostics.filter { $0.severity == .warning }.map { warning in
      Diagnostic(
        kind: .warning, message: text(of: warning), file: learnerPath, line: warning.line,
        column: warning.column)
    }
  }

  /// The compiler's message as it printed it, without the place (the diagnostic carries that):
  /// `error: …`, the source line, the caret, and the notes.
  static func text(of diagnostic: SwiftDiagnostic) -> String {
    var placeless = diagnostic
    placeless.file = nil
    placeless.line = nil
    // Keep the caret under the right column: `rendered` needs the column, not the place.
    return placeless.rendered
  }

  private static func snippetOrToolDiagnostic(
    _ diagnostic: SwiftDiagnostic, spec: HarnessSpec, learnerPath: String
  ) -> Diagnostic {
    let file = diagnostic.file ?? ""
    let subject: String
    let code: String?
    if file == HarnessSource.storyboardFileName {
      subject = "The exercise's storyboard"
      code = spec.storyboard
    } else if let number = HarnessSource.stepNumber(inFileName: file),
      spec.steps.indices.contains(number - 1)
    {
      subject = "Step \(number) of the exercise"
      code = spec.steps[number - 1].swift
    } else {
      return Diagnostic(kind: .compileError, message: text(of: diagnostic))
    }
    let quoted = code.map { "\n  " + $0.split(separator: "\n").joined(separator: "\n  ") } ?? ""
    return Diagnostic(
      kind: .compileError,
      message: "\(subject) runs this with your `\(spec.entry.snippetName)`"
        + " (a `\(spec.entry.className)`), but it does not compile with your file:\(quoted)\n"
        + "error: \(diagnostic.message)",
      file: learnerPath)
  }

  private static func harnessDiagnostic(
    _ diagnostic: SwiftDiagnostic, spec: HarnessSpec, learnerPath: String
  ) -> Diagnostic {
    let className = spec.entry.className
    let creation: String
    switch spec.entry {
    case .viewController: creation = "`\(className)()`"
    case .view: creation = "`\(className)(frame:)`"
    }
    return Diagnostic(
      kind: .compileError,
      message: "The exercise creates your \(creation) on each device, but that does not compile"
        + " with your file: \(diagnostic.message)",
      file: learnerPath)
  }
}
