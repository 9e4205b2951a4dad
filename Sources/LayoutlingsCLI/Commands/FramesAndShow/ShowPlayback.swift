import Foundation
import Grader
import LayoutReport
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlings show FILE --play`: runs the file with its exercise's steps (or the lifecycle
/// alone) while the harness records each step's animations at 30 frames a second, then draws
/// them frame by frame.
///
/// On a terminal the frames replace each other in the alternate screen at the real pace, the
/// cursor hidden and typed keys not echoed; the screen is put back when playing ends, on Ctrl-C
/// and on exit (`RawMode`, `TerminalRestoreHook`), and the last frame is drawn again on the
/// normal screen. Otherwise (a pipe, a file) every frame is printed once after a `t = 0.250 s`
/// line, with no escape codes.
enum ShowPlayback {
  /// Frames recorded per second of animation.
  static let framesPerSecond = 30.0
  /// The pause between two steps' animations on a terminal, in seconds.
  static let pauseBetweenSteps = 0.6

  /// Why there is nothing to play: after the exercise's steps, or, for a file no exercise
  /// names, as it loaded, since without an exercise there are no steps to run.
  static func noAnimation(ranSteps: Bool) -> String {
    ranSteps
      ? "no animation to play: the layout did not animate after its steps"
      : "no animation to play: no steps ran, since no exercise names this file (--exercise "
        + "names one), and the layout did not animate as it loaded"
  }

  static func run(
    target: LayoutTarget, device: String, context: CommandContext, styler: Styler
  ) throws -> ExitCode {
    switch try target.layOut(devices: [device], playRate: framesPerSecond) {
    case .failed(let verdict):
      context.warn(
        VerdictRenderer(styler: .plain, width: context.columns).text(verdict)
          .joined(separator: "\n"))
      return .failure
    case .laidOut(let report):
      guard let result = report.results.first,
        let settled = result.snapshots.last(where: { $0.time == nil })
      else {
        context.warn(FramesPrinter(styler: .plain).text(for: report))
        return .failure
      }
      let heading = styler.apply(.bold, to: "\(result.name) (\(target.controller))")
      let clips = AnimationClip.clips(of: result)
      guard !clips.isEmpty else {
        try context.say(noAnimation(ranSteps: target.exercise != nil))
        try context.say(heading)
        try context.say(
          AnimationClip.picture(settled, container: result.size)
            .render(width: context.columns, height: ShowCommand.height, styler: styler))
        for error in result.errors { context.warn(error.message) }
        return .success
      }
      if context.outputIsTerminal {
        playOnTerminal(
          clips, heading: heading, container: result.size, context: context, styler: styler)
      } else {
        try printFrames(clips, heading: heading, container: result.size, context: context)
      }
      for error in result.errors { context.warn(error.message) }
      return .success
    }
  }

  /// The heading of a clip: `Step 2 (expanded): 13 frames over 0.400 s`.
  static func clipHeading(_ clip: AnimationClip) -> String {
    "Step \(clip.step) (\(clip.name)): \(clip.frames.count) frames over "
      + String(format: "%.3f", clip.duration) + " s"
  }

  /// Every frame once, in order, as plain text.
  private static func printFrames(
    _ clips: [AnimationClip], heading: String, container: ReportSize, context: CommandContext
  ) throws {
    try context.say(heading)
    for clip in clips {
      try context.say("")
      try context.say(clipHeading(clip))
      let moving = clip.movingViews
      for frame in clip.frames {
        try context.say("")
        let lines = clip.frameLines(
          frame, container: container, moving: moving, width: context.columns,
          height: ShowCommand.height, styler: .plain)
        try context.say(lines.joined(separator: "\n"))
      }
    }
  }

  /// The frames redrawn in place in the alternate screen at the pace of the animation.
  private static func playOnTerminal(
    _ clips: [AnimationClip], heading: String, container: ReportSize, context: CommandContext,
    styler: Styler
  ) {
    let cleanup = ControlSequence.showCursor + ControlSequence.leaveAlternateScreen
    // Raw mode on the output's terminal arms the restore hook (Ctrl-C, exit) and stops typed
    // keys from echoing over the drawing; without it the screen is still put back at the end.
    let rawMode = try? RawMode(fileDescriptor: STDOUT_FILENO, cleanup: cleanup)
    try? context.output.write(ControlSequence.enterAlternateScreen + ControlSequence.hideCursor)
    var last: [String] = []
    for (number, clip) in clips.enumerated() {
      if number > 0 { pause(seconds: pauseBetweenSteps) }
      let moving = clip.movingViews
      let start = ContinuousClock.now
      for frame in clip.frames {
        let due = start + .milliseconds(Int(((frame.time ?? 0) * 1000).rounded()))
        let wait = (due - ContinuousClock.now).components
        pause(seconds: Double(wait.seconds) + Double(wait.attoseconds) / 1e18)
        last =
          [heading, clipHeading(clip)]
          + clip.frameLines(
            frame, container: container, moving: moving, width: context.columns,
            height: ShowCommand.height, styler: styler)
        // Each line is cleared before it is drawn, so a shorter line leaves nothing behind.
        let screen = last.map { ControlSequence.clearLine + $0 }.joined(separator: "\n")
        try? context.output.write(
          ControlSequence.cursorHome + screen + ControlSequence.clearToEndOfScreen)
      }
    }
    if let rawMode {
      rawMode.restore()
    } else {
      try? context.output.write(cleanup)
    }
    try? context.say(last.joined(separator: "\n"))
  }

  private static func pause(seconds: Double) {
    guard seconds > 0 else { return }
    var request = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
  }
}
