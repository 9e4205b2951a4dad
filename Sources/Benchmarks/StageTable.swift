import Foundation
import Grader

/// Reads a stage log (`StageLog`) one segment at a time (a grade, a save) and prints each
/// stage's median time per segment, for `--stages`.
struct StageTable {
  /// Each stage's total seconds and number of measurements in one segment.
  typealias Segment = [String: (count: Int, seconds: Double)]

  let log: URL
  private var offset = 0
  private(set) var segments: [Segment] = []
  /// Stages in the order they first appeared.
  private(set) var order: [String] = []

  /// A table over the log at `log`, which is made empty.
  init(log: URL) throws {
    self.log = log
    try Data().write(to: log)
  }

  /// Makes the stages written since the last call one segment.
  mutating func closeSegment() {
    let bytes = (try? Data(contentsOf: log)) ?? Data()
    guard bytes.count >= offset else { return }
    let text = String(decoding: bytes[offset...], as: UTF8.self)
    // Only whole lines: a writer may be halfway through one.
    let whole = text.lastIndex(of: "\n").map { text[...$0] } ?? ""
    offset += whole.utf8.count
    var segment: Segment = [:]
    for (stage, seconds) in StageLog.read(String(whole)) {
      if segment[stage] == nil, !order.contains(stage) { order.append(stage) }
      let sum = segment[stage] ?? (0, 0)
      segment[stage] = (sum.count + 1, sum.seconds + seconds)
    }
    segments.append(segment)
  }

  /// Forgets the first segment (what came before the measured part).
  mutating func dropFirstSegment() {
    if !segments.isEmpty { segments.removeFirst() }
  }

  /// Prints a row per stage: the median over segments of its time, and how often it ran per
  /// segment; then, given each segment's whole time, what no stage covered (when the stages do
  /// not nest).
  func print(indent: String = "  ", totals: [Double]? = nil) {
    guard !segments.isEmpty else { return }
    let width = max(order.map(\.count).max() ?? 0, 24)
    for stage in order {
      let times = segments.map { $0[stage]?.seconds ?? 0 }
      let counts = segments.map { $0[stage]?.count ?? 0 }
      let perSegment =
        Set(counts).count == 1
        ? "\(counts[0])" : "\(counts.min() ?? 0)–\(counts.max() ?? 0)"
      Swift.print(
        indent + stage.padding(toLength: width, withPad: " ", startingAt: 0)
          + "  median " + GradeBenchmark.format(SaveVerdictBenchmark.median(times))
          + "  (×\(perSegment) each)")
    }
    if let totals, totals.count == segments.count {
      let rest = zip(totals, segments).map { total, segment in
        total - segment.values.reduce(0) { $0 + $1.seconds }
      }
      Swift.print(
        indent + "in no stage".padding(toLength: width, withPad: " ", startingAt: 0)
          + "  median " + GradeBenchmark.format(SaveVerdictBenchmark.median(rest)))
    }
  }
}
