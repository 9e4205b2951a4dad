/// Every layout callback UIKit made in this process, in order, so a harness can read what ran
/// between two marks (`LayoutStage.callbackMark`, `LayoutStage.callbacks(since:)`).
///
/// Only the calls UIKit itself makes are recorded (a program that calls `layoutSubviews()`
/// directly is not UIKit calling it). A new stage drops what earlier stages recorded, so a long
/// run keeps one stage's records.
@preconcurrency @MainActor
public final class LayoutCallbackLog {
  /// The process's log.
  public static let shared = LayoutCallbackLog()

  private var records: [LayoutCallbackRecord] = []
  /// Sequence number of `records[0]`.
  private var firstSequence = 0

  private init() {}

  /// The innermost `updateConstraints()`, `updateViewConstraints()`, `viewWillLayoutSubviews()`,
  /// `layoutSubviews()` or `viewDidLayoutSubviews()` UIKit is running now; nil outside them.
  public internal(set) var running: LayoutCallback?

  /// Runs `body` as `callback`, restoring the one running before.
  func run(_ callback: LayoutCallback, _ body: () -> Void) {
    let outer = running
    running = callback
    body()
    running = outer
  }

  /// The sequence number the next record gets: a mark to read from.
  public var mark: Int { firstSequence + records.count }

  /// The records made at or after `mark`, in order.
  public func records(since mark: Int) -> [LayoutCallbackRecord] {
    let start = Swift.max(0, Swift.min(records.count, mark - firstSequence))
    return Array(records[start...])
  }

  /// Forgets the records before `mark` (their views and controllers are released).
  func discard(before mark: Int) {
    let count = Swift.max(0, Swift.min(records.count, mark - firstSequence))
    records.removeFirst(count)
    firstSequence += count
  }

  func record(_ callback: LayoutCallback, view: UIView) {
    records.append(
      LayoutCallbackRecord(callback: callback, view: view, viewController: nil, sequence: mark))
  }

  func record(_ callback: LayoutCallback, controller: UIViewController) {
    records.append(
      LayoutCallbackRecord(
        callback: callback, view: nil, viewController: controller, sequence: mark))
  }

  func recordCoordinatorBlock(_ callback: LayoutCallback) {
    records.append(
      LayoutCallbackRecord(callback: callback, view: nil, viewController: nil, sequence: mark))
  }
}
