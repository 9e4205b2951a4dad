import ExerciseContract

/// Writes the `main.swift` that runs a learner's file: the report channel's prologue, then one
/// call into the `LayoutHarness` module with the learner's class and the exercise's snippets.
///
/// The exercise's storyboard and step snippets are pasted inside closures whose parameter (`vc`,
/// or `view` for a view entry) has the learner's class as its type, each under a
/// `#sourceLocation` naming it (`exercise.storyboard`, `exercise.step2`): a snippet that does not
/// compile against the learner's file is reported as that snippet, and constraints it makes are
/// told apart from the learner's. Everything else the file holds refers to the harness's modules
/// (`LayoutHarness`, `ExerciseContract`) by qualified names, so learner types with the same names
/// cannot capture it. It first calls `ActionTableSource.registrationFunction`, which the compiler
/// appends to the learner's copy.
public enum HarnessSource {
  /// Changes whenever the generated code changes meaning (part of every verdict cache key).
  public static let recipeVersion = "6"

  /// The file name a snippet's diagnostics and `#fileID` carry: `exercise.storyboard`.
  public static let storyboardFileName = "exercise.storyboard"

  /// The file name of step `number` (from 1): `exercise.step2`.
  public static func stepFileName(_ number: Int) -> String { "exercise.step\(number)" }

  /// The step number a snippet file name stands for, or nil.
  public static func stepNumber(inFileName name: String) -> Int? {
    let prefix = "exercise.step"
    guard name.hasPrefix(prefix) else { return nil }
    return Int(name.dropFirst(prefix.count))
  }

  /// The program's `main.swift` for `spec`.
  ///
  /// - Throws: `HarnessSpecError` when the entry's class name is not a plain identifier, which
  ///   would otherwise be pasted into code.
  public static func mainSwift(for spec: HarnessSpec) throws(HarnessSpecError) -> String {
    let className = spec.entry.className
    guard SwiftLiteral.isIdentifier(className) else { throw .invalidClassName(className) }
    let parameter = "(\(spec.entry.snippetName): \(className))"
    var lines: [String] = [
      ReportChannel.harnessPrologue,
      "import UIKit",
      "import ExerciseContract",
      "",
      "MainActor.assumeIsolated {",
      // The learner's action methods, for target-actions (appended to the learner's file).
      "  \(ActionTableSource.registrationFunction)()",
    ]
    switch spec.entry {
    case .viewController:
      lines.append("  let layoutlingsReport = LayoutHarness.HarnessRunner.runController(")
      lines.append("    plan: \(plan(spec)),")
      lines.append("    make: { \(className)() },")
    case .view(_, let size):
      lines.append("  let layoutlingsReport = LayoutHarness.HarnessRunner.runView(")
      lines.append("    plan: \(plan(spec)),")
      lines.append(
        "    size: CGSize(width: \(SwiftLiteral.double(size.width)), height: \(SwiftLiteral.double(size.height))),"
      )
      lines.append("    make: { frame in \(className)(frame: frame) },")
    }
    if let storyboard = spec.storyboard {
      lines.append("    storyboard: { \(parameter) in")
      lines += snippet(storyboard, file: storyboardFileName)
      lines.append("    },")
    }
    lines.append("    steps: [")
    for (index, step) in spec.steps.enumerated() {
      let head =
        "      LayoutHarness.HarnessStep(snapshot: \(SwiftLiteral.string(step.snapshot)), "
        + "sampleTimes: \(SwiftLiteral.doubleArray(step.sampleAt))"
        + (step.change.map { ", change: \(SwiftLiteral.string($0.description))" } ?? "")
      guard let swift = step.swift else {
        lines.append(head + "),")
        continue
      }
      lines.append(head + ", action: { \(parameter) in")
      lines += snippet(swift, file: stepFileName(index + 1))
      lines.append("      }),")
    }
    lines.append("    ])")
    lines.append("  layoutlingsWriteReport(LayoutHarness.HarnessRunner.encode(layoutlingsReport))")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The plan as a Swift expression of the `ExerciseContract` module: the same value
  /// `spec.plan` is.
  private static func plan(_ spec: HarnessSpec) -> String {
    let recording: String
    switch spec.plan.recording {
    case .paths(let paths): recording = ".paths(\(SwiftLiteral.stringArray(paths)))"
    case .everyView: recording = ".everyView"
    }
    let images = spec.plan.images.map { image in
      "ExerciseContract.ImageAsset(name: \(SwiftLiteral.string(image.name)), "
        + "size: ExerciseContract.ViewSize(width: \(SwiftLiteral.double(image.size.width)), "
        + "height: \(SwiftLiteral.double(image.size.height))))"
    }
    let play = spec.plan.playRate.map { ", playRate: \(SwiftLiteral.double($0))" } ?? ""
    return "ExerciseContract.HarnessPlan(devices: \(SwiftLiteral.stringArray(spec.plan.devices)), "
      + "recording: \(recording), images: [\(images.joined(separator: ", "))]\(play))"
  }

  /// The snippet's lines between `#sourceLocation` directives, so the compiler and `#fileID`
  /// name the snippet, line 1 being its first line.
  private static func snippet(_ code: String, file: String) -> [String] {
    let body = code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    return ["#sourceLocation(file: \(SwiftLiteral.string(file)), line: 1)"] + body + [
      "#sourceLocation()"
    ]
  }
}

/// Why a harness could not be generated.
public enum HarnessSpecError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The entry class name is not a plain Swift identifier.
  case invalidClassName(String)

  public var description: String {
    switch self {
    case .invalidClassName(let name):
      "the entry class name \"\(name)\" is not a Swift identifier"
    }
  }
}
