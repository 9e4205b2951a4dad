import Foundation

/// The clock animations run on, shared by every view tree of the program (as the render server's
/// clock is on iOS).
///
/// Time stands still while program code runs: `UIView.animate` stamps its animations with the
/// current clock reading and changes the model at once. The clock moves only when the layout
/// stage asks (`presentedFrames(at:)`, `runToEnd()`); as it passes a completion handler's moment
/// the handler runs with the clock reading that moment, then the window of the stage that moves
/// the clock gets a layout pass outside any animation, as at the end of a run-loop turn.
@MainActor
final class AnimationTimeline {
  /// The program's one clock.
  static let main = AnimationTimeline()

  /// Times closer than this are the same moment (sums of decimal durations are not exact).
  nonisolated static let timeTolerance: TimeInterval = 1e-9
  /// At most this many events run in one `advance` or `runToEnd` (completion handlers that start
  /// animations that complete at once could otherwise loop for ever).
  static let maximumEvents = 1_000

  /// The clock reading, in seconds.
  private(set) var now: TimeInterval = 0
  /// Clock reading when the current step began.
  private(set) var stepStart: TimeInterval = 0

  private var nextSequence = 0
  private var active: [RunningAnimation] = []
  private var activeByView: [ObjectIdentifier: [RunningAnimation]] = [:]
  private var events: [TimelineEvent] = []
  /// The window of the stage moving the clock (each stage stands for one app).
  private weak var window: UIView?
  /// Every animation made since the step began, in the order made.
  private(set) var history: [RunningAnimation] = []

  private init() {}

  /// A number that orders things made on this timeline.
  func makeSequence() -> Int {
    nextSequence += 1
    return nextSequence
  }

  // MARK: Steps and windows

  /// Marks the current clock reading as the start of a step and forgets the animations of
  /// earlier steps that have ended.
  func beginStep() {
    stepStart = now
    history.removeAll { $0.phase(at: now) == .finished }
  }

  /// Makes `window` the one laid out after every completion handler: the window of the stage
  /// that is running its steps.
  func register(window: UIView) {
    self.window = window
  }

  // MARK: Animations and events

  /// Adds an animation made at the current clock reading.
  func add(_ animation: RunningAnimation) {
    active.append(animation)
    activeByView[ObjectIdentifier(animation.view), default: []].append(animation)
    history.append(animation)
  }

  /// Forgets an animation that turned out to change nothing.
  func discard(_ animation: RunningAnimation) {
    active.removeAll { $0 === animation }
    history.removeAll { $0 === animation }
    let key = ObjectIdentifier(animation.view)
    activeByView[key]?.removeAll { $0 === animation }
    if activeByView[key]?.isEmpty == true { activeByView[key] = nil }
  }

  /// Schedules an event (a block's completion, a running property animator).
  func schedule(_ event: TimelineEvent) {
    if !events.contains(where: { $0 === event }) { events.append(event) }
  }

  /// Removes a scheduled event.
  func unschedule(_ event: TimelineEvent) {
    events.removeAll { $0 === event }
  }

  /// The view's animations that have not been pruned, oldest first.
  func animations(of view: UIView) -> [RunningAnimation] {
    activeByView[ObjectIdentifier(view)] ?? []
  }

  // MARK: What is on screen

  /// The frame the view is drawn with at clock time `time`: its model frame plus what its frame
  /// animations still add (not rounded to pixels).
  func presentedFrame(of view: UIView, at time: TimeInterval) -> CGRect {
    var value = view.storedFrame.animationComponents
    for animation in animations(of: view) where animation.property == .frame {
      guard animation.createdAt <= time + Self.timeTolerance,
        let offset = animation.contribution(at: time)
      else { continue }
      for index in value.indices { value[index] += offset[index] }
    }
    return CGRect(animationComponents: value)
  }

  /// The opacity the view is drawn with at clock time `time`.
  func presentedAlpha(of view: UIView, at time: TimeInterval) -> CGFloat {
    presentedAlpha(of: view, at: time, model: view.alpha)
  }

  /// The opacity shown at `time` if the model value were `model`.
  func presentedAlpha(of view: UIView, at time: TimeInterval, model: CGFloat) -> CGFloat {
    for animation in animations(of: view).reversed() where animation.property == .alpha {
      guard animation.createdAt <= time + Self.timeTolerance,
        let shown = animation.contribution(at: time)
      else { continue }
      return CGFloat(shown[0])
    }
    return model
  }

  /// Whether an animation of a view under `root` is still moving at the current clock reading.
  func isAnimating(under root: UIView) -> Bool {
    active.contains { $0.phase(at: now) != .finished && $0.view.isDescendant(of: root) }
  }

  /// Clock time by which every animation known now has ended (now, if none is running); animations
  /// that repeat for ever or belong to a paused property animator are left out.
  var endOfKnownAnimations: TimeInterval {
    var latest = now
    for animation in active {
      if let end = animation.endTime { latest = max(latest, end) }
    }
    for event in events {
      if let due = event.dueTime { latest = max(latest, due) }
    }
    return latest
  }

  // MARK: Moving the clock

  /// Moves the clock forward to `time`, running the events due on the way in time order (ties in
  /// the order they were scheduled), each followed by a layout pass of the stage's window.
  /// A time earlier than the clock's reading runs nothing.
  func advance(to time: TimeInterval) {
    var budget = Self.maximumEvents
    advance(to: time, budget: &budget)
  }

  private func advance(to time: TimeInterval, budget: inout Int) {
    while budget > 0, let event = nextEvent(dueBy: time) {
      now = max(now, event.dueTime ?? now)
      unschedule(event)
      event.fire(in: self)
      layOutWindow()
      budget -= 1
    }
    now = max(now, time)
    prune()
  }

  /// Runs the clock until no animation is moving and no event is due, or for at most `limit`
  /// seconds (animations chained for ever stop there). Returns the clock reading.
  @discardableResult
  func runToEnd(limit: TimeInterval) -> TimeInterval {
    let horizon = now + max(limit, 0)
    var budget = Self.maximumEvents
    while budget > 0 {
      let due = events.compactMap(\.dueTime).min()
      let target = due ?? endOfKnownAnimations
      if target > horizon {
        advance(to: horizon, budget: &budget)
        break
      }
      advance(to: target, budget: &budget)
      if due == nil { break }
    }
    return now
  }

  private func nextEvent(dueBy time: TimeInterval) -> TimelineEvent? {
    var best: (event: TimelineEvent, due: TimeInterval)?
    for event in events {
      guard let due = event.dueTime, due <= time + Self.timeTolerance else { continue }
      if let current = best {
        if due < current.due - Self.timeTolerance
          || (abs(due - current.due) <= Self.timeTolerance
            && event.sequence < current.event.sequence)
        {
          best = (event, due)
        }
      } else {
        best = (event, due)
      }
    }
    return best?.event
  }

  private func layOutWindow() {
    window?.layoutTreeIfPending()
  }

  /// Drops ended animations from the per-view lists (the step's history keeps them).
  private func prune() {
    let ended = active.filter { $0.segment == nil && $0.phase(at: now) == .finished }
    guard !ended.isEmpty else { return }
    for animation in ended {
      let key = ObjectIdentifier(animation.view)
      activeByView[key]?.removeAll { $0 === animation }
      if activeByView[key]?.isEmpty == true { activeByView[key] = nil }
    }
    active.removeAll { animation in ended.contains { $0 === animation } }
  }

  /// Removes the animations a property animator ran once it is done with them.
  func removeAnimations(of segmentOwner: UIViewPropertyAnimator) {
    let owned = active.filter { $0.segment?.animator === segmentOwner }
    for animation in owned {
      let key = ObjectIdentifier(animation.view)
      activeByView[key]?.removeAll { $0 === animation }
      if activeByView[key]?.isEmpty == true { activeByView[key] = nil }
    }
    active.removeAll { $0.segment?.animator === segmentOwner }
  }
}
