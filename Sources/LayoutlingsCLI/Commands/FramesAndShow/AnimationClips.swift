import LayoutReport
import Terminal

/// The animation of one step as `show --play` draws it: the frames the harness recorded from the
/// step's start to the end of its animations, and the views that move.
struct AnimationClip {
  /// The step's number, from 1.
  var step: Int
  /// The step's snapshot name.
  var name: String
  /// The frames in time order; each has a `time`.
  var frames: [Snapshot]

  /// Seconds from the step's start to the last frame.
  var duration: Double { frames.last?.time ?? 0 }

  /// The clips of a played report: the timed snapshots of each step, which come before that
  /// step's settled snapshot. Steps that did not animate have none and give no clip.
  static func clips(of result: DeviceResult) -> [AnimationClip] {
    var clips: [AnimationClip] = []
    var step = 1
    var frames: [Snapshot] = []
    for snapshot in result.snapshots {
      if snapshot.time != nil {
        frames.append(snapshot)
        continue
      }
      if frames.count > 1 {
        clips.append(AnimationClip(step: step, name: snapshot.name, frames: frames))
      }
      frames = []
      step += 1
    }
    return clips
  }

  /// The paths of the views whose frame changes during the clip, in the order the frames list
  /// them.
  var movingViews: [String] {
    guard let first = frames.first else { return [] }
    return first.views.map(\.path).filter { path in
      let rects = frames.map { $0.view(at: path)?.frameInRoot }
      return rects.contains { $0 != rects[0] }
    }
  }

  /// `t = 0.250 s`.
  static func timeLine(_ time: Double) -> String {
    "t = " + String(format: "%.3f", time) + " s"
  }

  /// One frame: the time, the picture (moving views highlighted) and each moving view's frame.
  func frameLines(
    _ frame: Snapshot, container: ReportSize, moving: [String], width: Int, height: Int,
    styler: Styler
  ) -> [String] {
    let picture = Self.picture(frame, container: container, highlighting: Set(moving))
    var lines = [Self.timeLine(frame.time ?? 0)]
    lines += picture.renderLines(width: width, height: height, styler: styler)
    let nameWidth = moving.map(\.count).max() ?? 0
    for path in moving {
      guard let view = frame.view(at: path) else { continue }
      let padding = String(repeating: " ", count: nameWidth - path.count)
      lines.append(
        "  \(path)\(padding)  ["
          + view.frameInRoot.values.map(FramesPrinter.points)
          .joined(separator: ", ") + "]")
    }
    return lines
  }

  /// The views of a snapshot inside the root view, as `show` draws them.
  static func picture(_ snapshot: Snapshot, container: ReportSize, highlighting: Set<String> = [])
    -> LayoutPicture
  {
    LayoutPicture(
      containerWidth: container.width, containerHeight: container.height,
      rects: snapshot.views.filter { $0.path != "view" && !$0.hidden }.map {
        NamedRect(
          name: $0.path, frame: $0.frameInRoot.cgRect, isHighlighted: highlighting.contains($0.path)
        )
      })
  }
}
