import ConstraintLog
import Foundation

/// `Benchmarks logs [--reps N]`: the time `layoutlings explain` takes to find the blocks in an
/// app's console log of 2.5, 5, 10 and 20 MB (the app's own lines, with one conflict block in
/// every 41 lines). The time per megabyte stays flat when scanning is linear; the last column is
/// each size's time over the smallest's, which doubles with the size.
enum LogScanBenchmark: BenchmarkCommand {
  static let name = "logs"
  static let summary = "scanning app logs of 2.7 to 21.8 MB for constraint blocks"
  static let usage = "Benchmarks logs [--reps N]"

  static func run(_ arguments: [String]) throws {
    let reps = try repsOnly(arguments, default: 5)
    measure(reps: reps)
  }

  /// One conflict as UIKit prints it.
  private static let block = """
    2023-03-06 18:05:52.787729+0100 Shop[86394:8572973] [LayoutConstraints] Unable to \
    simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x6000 UIView:0x1.height == 40   (active)>",
        "<NSLayoutConstraint:0x6001 UIView:0x1.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x6001 UIView:0x1.height == 44   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the \
    debugger.

    """

  private static func measure(reps: Int) {
    let unit =
      String(repeating: "App: some line of its own output, nothing to see here\n", count: 40)
      + block
    let units = [1_000, 2_000, 4_000, 8_000]
    print("Scanning app logs for constraint blocks (median of \(reps))")
    print("size (MB)  blocks  median (ms)  ms per MB  × smallest")
    var smallest: Double?
    for count in units {
      let text = String(repeating: unit, count: count)
      let megabytes = Double(text.utf8.count) / 1_000_000
      var times: [Double] = []
      var found = 0
      for _ in 0..<reps {
        let start = DispatchTime.now().uptimeNanoseconds
        found = ConstraintLog(text: text).blocks.count
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      }
      times.sort()
      let median = times[times.count / 2]
      let ratio = median / (smallest ?? median)
      if smallest == nil { smallest = median }
      print(
        String(
          format: "%9.1f  %6d  %11.1f  %9.1f  %10.2f", megabytes, found, median,
          median / megabytes, ratio))
    }
  }
}
