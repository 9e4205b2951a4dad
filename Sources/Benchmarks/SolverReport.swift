import Foundation

/// The per-phase comparison of one system: table rows or JSON lines.
struct SolverReport {
  struct Row {
    var system: String
    var phase: String
    var ops: Int
    var reps: Int
    var usPerOp: Double
    var kiwiUsPerOp: Double?
    var ratio: Double?
    var failedAdds: Int
    var kiwiFailedAdds: Int?
    var checksum: Double
    var kiwiChecksum: Double?
    var closedFormError: Double?
    var worstViolation: Double
    var internalErrors: Int
    var pivots: (primal: Int, dual: Int)
    var confirmedRejections: Int
  }

  var rows: [Row] = []

  init(
    script: SystemScript, ours: SolverReplay.Result, kiwi: [String: KiwiReplay.Phase]?, reps: Int,
    phaseReps: [String: Int] = [:]
  ) {
    let error = Self.closedFormError(script: script, values: ours.values)
    for (index, phase) in script.phases.enumerated() {
      let ops = phase.operations.count
      let usPerOp = ours.seconds[index] / Double(max(1, ops)) * 1e6
      let theirs = kiwi?[phase.name]
      let kiwiUs = theirs?.usPerOp
      rows.append(
        Row(
          system: script.name, phase: phase.name, ops: ops, reps: phaseReps[phase.name] ?? reps,
          usPerOp: usPerOp,
          kiwiUsPerOp: kiwiUs, ratio: kiwiUs.map { usPerOp / $0 }, failedAdds: ours.failedAdds,
          kiwiFailedAdds: theirs?.failedAdds, checksum: ours.checksum,
          kiwiChecksum: theirs?.checksum, closedFormError: error,
          worstViolation: ours.worstViolation, internalErrors: ours.internalErrors.count,
          pivots: ours.pivots[index], confirmedRejections: ours.confirmedRejections))
    }
  }

  /// max |value - closed form| for chain, tree and chain-required systems, `nil` for the others.
  static func closedFormError(script: SystemScript, values: [Double]) -> Double? {
    if script.name.hasPrefix("chain-required-") {
      let expected = SyntheticSystems.chainRequiredSolution(variableCount: values.count)
      return zip(values, expected).reduce(0) { max($0, abs($1.0 - $1.1)) }
    }
    let rounds = script.phases.first { $0.name == "rounds" }?.operations.count ?? 0
    guard rounds > 0 else { return nil }
    let expected: [Double]
    if script.name.hasPrefix("chain-") {
      expected = ClosedForms.chain(variableCount: values.count, round: rounds - 1)
    } else if script.name.hasPrefix("tree-"),
      let depth = ClosedForms.treeDepth(variableCount: values.count)
    {
      expected = ClosedForms.tree(depth: depth, round: rounds - 1)
    } else {
      return nil
    }
    guard expected.count == values.count else { return .infinity }
    return zip(values, expected).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }

  static let header = [
    pad("system", 14), pad("phase", 7), pad("ops", 6, right: true), pad("reps", 4, right: true),
    pad("ours µs/op", 11, right: true),
    pad("kiwi µs/op", 11, right: true), pad("ratio", 7, right: true),
    pad("failed", 10, right: true),
    pad("checksum", 22, right: true), pad("kiwi checksum", 22, right: true),
    pad("closed-form err", 16, right: true), pad("worst viol.", 12, right: true),
    pad("pivots p/d", 14, right: true),
  ].joined(separator: " ")

  func tableLines() -> [String] {
    rows.map { row in
      var line = [
        Self.pad(row.system, 14), Self.pad(row.phase, 7), Self.pad("\(row.ops)", 6, right: true),
        Self.pad("\(row.reps)", 4, right: true),
        Self.pad(Self.format(row.usPerOp), 11, right: true),
        Self.pad(row.kiwiUsPerOp.map(Self.format) ?? "-", 11, right: true),
        Self.pad(row.ratio.map { String(format: "%.3f", $0) } ?? "-", 7, right: true),
        Self.pad(
          "\(row.failedAdds)/\(row.kiwiFailedAdds.map(String.init) ?? "-")", 10, right: true),
        Self.pad(String(format: "%.6f", row.checksum), 22, right: true),
        Self.pad(row.kiwiChecksum.map { String(format: "%.6f", $0) } ?? "-", 22, right: true),
        Self.pad(row.closedFormError.map { String(format: "%.3g", $0) } ?? "-", 16, right: true),
        Self.pad(String(format: "%.2g", row.worstViolation), 12, right: true),
        Self.pad("\(row.pivots.primal)/\(row.pivots.dual)", 14, right: true),
      ].joined(separator: " ")
      if row.internalErrors > 0 { line += "  internal errors: \(row.internalErrors)" }
      if row.failedAdds > 0 && row.phase == "add" {
        line += "  rejections confirmed by re-solving: \(row.confirmedRejections)/\(row.failedAdds)"
      }
      return line
    }
  }

  func jsonLines() -> [String] {
    rows.map { row in
      func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return "\(value)"
      }
      let fields = [
        "\"system\": \"\(row.system)\"", "\"phase\": \"\(row.phase)\"", "\"ops\": \(row.ops)",
        "\"reps\": \(row.reps)",
        "\"us_per_op\": \(number(row.usPerOp))", "\"kiwi_us_per_op\": \(number(row.kiwiUsPerOp))",
        "\"ratio\": \(number(row.ratio))", "\"failed_adds\": \(row.failedAdds)",
        "\"kiwi_failed_adds\": \(row.kiwiFailedAdds.map(String.init) ?? "null")",
        "\"checksum\": \(number(row.checksum))", "\"kiwi_checksum\": \(number(row.kiwiChecksum))",
        "\"closed_form_error\": \(number(row.closedFormError))",
        "\"worst_violation\": \(number(row.worstViolation))",
        "\"internal_errors\": \(row.internalErrors)",
        "\"primal_pivots\": \(row.pivots.primal)", "\"dual_pivots\": \(row.pivots.dual)",
        "\"confirmed_rejections\": \(row.confirmedRejections)",
      ]
      return "{" + fields.joined(separator: ", ") + "}"
    }
  }

  static func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.3g", value)
  }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    if count >= width { return text }
    let space = String(repeating: " ", count: width - count)
    return right ? space + text : text + space
  }
}
