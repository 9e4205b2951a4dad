import Devices
import LayoutReport

/// Everything the grader knows about one view's wrong frames: its checks on every device and
/// snapshot, and what the report and the device table say around them. The misconception rules
/// (`MismatchCauseRules`) read only this.
struct MismatchEvidence {
  /// A failed check with what surrounds it in the report.
  struct Failure {
    let check: Check
    /// The frame the program produced (the check's `actual`, which a failure here always has).
    let actual: ReportRect
    /// The root view's width on the check's device, the width a mirrored layout flips across.
    let rootWidth: Double
    /// The device's safe area and root margin, when the device table knows them.
    let geometry: DeviceGeometry?
    /// The same view's frame in the snapshot recorded just before this one, and that
    /// snapshot's name as the exercise writes it (`initial`, `after-skip@0.25`).
    let previous: (name: String, frame: ReportRect)?
    /// For an animation sample, the same view's frame once the step has settled.
    let settled: ReportRect?
    /// For an animation sample, the same view's frame in the last settled snapshot before it:
    /// where the step started from.
    var beforeStep: ReportRect? = nil
    /// Whether the view still turns its autoresizing mask into constraints in that snapshot.
    let translates: Bool
    /// What holds the view's frame there, when the report says.
    let blame: FrameBlame?
    /// For a table's cell, how the table sized its row there, as the engine recorded it
    /// (`ViewRecord.rowSizing`).
    let rowSizing: String?
    /// When layout still uses an intrinsic size the view no longer answers.
    let staleIntrinsicSize: StaleIntrinsicSizeRecord?
    /// For a collection view's cell, a size its flow layout kept from another collection-view
    /// size.
    let staleItemSize: StaleItemSizeRecord?
    /// For a label, the lines it shows and its text takes, when it shows fewer.
    let textLines: TextLinesRecord?
    /// The learner's constraints on the view that UIKit broke in a conflict on that device.
    let broken: [ConstraintRecord]
    /// What decides the frame there, when recorded (`ViewRecord.placement`): `constraints` when
    /// it is the frame the view's constraints give now.
    let placement: String?
    /// When its frame was last set by hand there, its superview's size then and in the
    /// snapshot (`ViewRecord.frameSetting`).
    var frameSetting: FrameSettingRecord? = nil
    /// The view's class as the report names it (`UINavigationBar`), when it was found.
    var viewClass: String? = nil
    /// For a cell, the views the program added to the cell itself rather than its content view
    /// (`ViewRecord.addedToCell`).
    var addedToCell: [String]? = nil
    /// When the rectangle last made visible in the scroll view around it was the view's own in
    /// other coordinates than the scroll view's (`ViewRecord.madeVisible`).
    var madeVisible: MadeVisibleRecord? = nil
    /// For a label or text view, its font and text size there (`ViewRecord.textState`).
    var textState: TextStateRecord? = nil
    /// The insets of the checked scroll view the view lies in there (the view's own, for a
    /// scroll view), and the keyboard over it (`ViewRecord.scrollState`).
    var scroll: (path: String, state: ScrollStateRecord)? = nil
    /// Whether an earlier snapshot on the device had the keyboard over that scroll view.
    var keyboardShownBefore = false
    /// The root view's height on the check's device (0 when not known).
    var rootHeight = 0.0
    /// Whether that scroll view (when not the view itself) is checked and has its expected frame
    /// in the snapshot: its insets, not its constraints, are then what is wrong.
    var scrollFrameRight = false
    /// For a collection view's cell in a flow layout, how the layout sized it and lined it up
    /// (`ViewRecord.flowItem`).
    var flowItem: FlowItemRecord? = nil
    /// For a collection view's self-sizing cell, whether its constraints decide no height
    /// (`ViewRecord.heightUndetermined`).
    var heightUndetermined: Bool = false
    /// Whether UIKit found the view's layout ambiguous there: its frame is one of several the
    /// constraints allow, picked arbitrarily.
    var ambiguous = false
    /// Whether constraints UIKit made from the view's autoresizing mask conflicted with the
    /// learner's own constraints on the view: the view was constrained, and the mask it still
    /// translates fights those constraints.
    var maskConflicts = false
  }

  /// The view's property path.
  let view: String
  /// Its checks that failed with a frame, in the exercise's order.
  let failures: [Failure]
  /// Its checks that passed.
  let passed: [Check]
  /// The root view's size on every device with a result, by the exercise's device name.
  let rootSizes: [String: ReportSize]

  /// The evidence for every view with a wrong frame, views in the order of their first failed
  /// check.
  static func collect(checks: [Check], slots: [DeviceSlot], devices: DeviceTable?)
    -> [MismatchEvidence]
  {
    var order: [String] = []
    var failures: [String: [Failure]] = [:]
    var rootSizes: [String: ReportSize] = [:]
    for slot in slots {
      if let result = slot.result { rootSizes[slot.name] = result.size }
    }
    for check in checks where !check.ok {
      guard let actual = check.actual,
        let result = slots.first(where: { $0.name == check.device })?.result
      else { continue }
      if failures[check.view] == nil { order.append(check.view) }
      var found = failure(check, actual: actual, result: result, devices: devices)
      // Whether the scroll view around it is where it should be in the same snapshot.
      if let path = found.scroll?.path, path != check.view {
        found.scrollFrameRight = checks.contains {
          $0.view == path && $0.device == check.device && $0.snapshot == check.snapshot && $0.ok
        }
      }
      failures[check.view, default: []].append(found)
    }
    return order.map { view in
      MismatchEvidence(
        view: view, failures: failures[view] ?? [],
        passed: checks.filter { $0.ok && $0.view == view }, rootSizes: rootSizes)
    }
  }

  private static func failure(
    _ check: Check, actual: ReportRect, result: DeviceResult, devices: DeviceTable?
  ) -> Failure {
    let key = SnapshotKey(parsing: check.snapshot)
    let index = result.snapshots.firstIndex { $0.key.matches(key) }
    let record = index.flatMap { result.snapshots[$0].view(at: check.view) }
    var previous: (name: String, frame: ReportRect)?
    if let index, index > 0 {
      let earlier = result.snapshots[index - 1]
      if let frame = earlier.view(at: check.view)?.frameInRoot {
        previous = (earlier.key.description, frame)
      }
    }
    var settled: ReportRect?
    var beforeStep: ReportRect?
    if let index, result.snapshots[index].time != nil {
      let name = result.snapshots[index].name
      settled =
        result.snapshots.first { $0.name == name && $0.time == nil }?
        .view(at: check.view)?.frameInRoot
      beforeStep =
        result.snapshots[..<index].last { $0.time == nil && $0.name != name }?
        .view(at: check.view)?.frameInRoot
    }
    let scroll = index.flatMap { scrollState(around: check, in: result.snapshots[$0]) }
    let keyboardShownBefore =
      index.map { index in
        result.snapshots[..<index].contains { snapshot in
          snapshot.views.contains { ($0.scrollState?.keyboardOverlap ?? 0) > 0 }
        }
      } ?? false
    return Failure(
      check: check, actual: actual, rootWidth: result.size.width,
      geometry: DeviceGeometry.of(check.device, in: devices), previous: previous,
      settled: settled, beforeStep: beforeStep,
      translates: record?.translatesAutoresizingMaskIntoConstraints ?? false,
      blame: record?.blame, rowSizing: record?.rowSizing,
      staleIntrinsicSize: record?.staleIntrinsicSize, staleItemSize: record?.staleItemSize,
      textLines: record?.textLines, broken: brokenConstraints(on: check.view, in: result),
      placement: record?.placement, frameSetting: record?.frameSetting,
      viewClass: record?.className, addedToCell: record?.addedToCell,
      madeVisible: record?.madeVisible, textState: record?.textState, scroll: scroll,
      keyboardShownBefore: keyboardShownBefore, rootHeight: result.size.height,
      flowItem: record?.flowItem, heightUndetermined: record?.heightUndetermined ?? false,
      ambiguous: record?.ambiguous ?? false,
      maskConflicts: maskConflicts(of: check.view, in: result))
  }

  /// Whether a conflict the log records sets the view's mask against the learner's constraints
  /// on it.
  private static func maskConflicts(of view: String, in result: DeviceResult) -> Bool {
    result.log.contains { entry in
      (entry.kind == .unsatisfiable || entry.kind == .autoresizingConflict)
        && entry.constraints.contains { $0.origin == .autoresizing && $0.views.first == view }
        && entry.constraints.contains { $0.origin == .code && $0.views.contains(view) }
    }
  }

  /// The scroll state of the view itself, or of the first recorded scroll view whose frame holds
  /// the middle of the view's expected frame (or, for content taller than the scroll view, its
  /// top left corner).
  private static func scrollState(around check: Check, in snapshot: Snapshot)
    -> (path: String, state: ScrollStateRecord)?
  {
    if let own = snapshot.view(at: check.view)?.scrollState { return (check.view, own) }
    let expected = check.expected
    let scrollViews = snapshot.views.filter { $0.scrollState != nil && $0.path != check.view }
    for (x, y) in [
      (expected.x + expected.width / 2, expected.y + expected.height / 2), (expected.x, expected.y),
    ] {
      let around = scrollViews.first { record in
        let frame = record.frameInRoot
        return x >= frame.x && x <= frame.x + frame.width && y >= frame.y
          && y <= frame.y + frame.height
      }
      if let around, let state = around.scrollState { return (around.path, state) }
    }
    return nil
  }

  /// The learner's constraints naming `view` first that UIKit broke to resolve a conflict.
  private static func brokenConstraints(on view: String, in result: DeviceResult)
    -> [ConstraintRecord]
  {
    result.log.filter { $0.kind == .unsatisfiable }.flatMap(\.constraints).filter {
      $0.broken && $0.origin == .code && $0.views.first == view
    }
  }
}
