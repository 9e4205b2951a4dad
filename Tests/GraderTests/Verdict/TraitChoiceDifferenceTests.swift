import LayoutReport
import Testing

@testable import Grader

/// A layout chosen by the traits another way than the reference solution chooses it, from the
/// states both recorded at each snapshot. The layouts are two sets of one constraint each: the
/// photo 200 tall (the tall set) or 200 wide (the wide set).
@Suite("Layouts chosen by the wrong trait")
struct TraitChoiceDifferenceTests {
  private static func constraint(_ attribute: String, line: Int) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: line,
      origin: .code,
      equation: ConstraintEquation(
        first: .init(item: "photo", attribute: attribute), relation: "==", second: nil,
        constant: 200))
  }

  private let tall = [Self.constraint("height", line: 20)]
  private let wide = [Self.constraint("width", line: 21)]

  /// A state with the controller's size classes `h`/`v`, the screen's `screenH`/`screenV`.
  private func state(
    _ h: String, _ v: String, screenH: String? = nil, screenV: String? = nil,
    margins: Double = 16, content: String = "UICTContentSizeCategoryL",
    _ constraints: [ConstraintRecord]
  ) -> SnapshotState {
    SnapshotState(
      horizontalSizeClass: h, verticalSizeClass: v, contentSizeCategory: content,
      screenHorizontalSizeClass: screenH ?? h, screenVerticalSizeClass: screenV ?? v,
      rootMargins: [0, margins, 0, margins], activeConstraints: constraints)
  }

  private func layout(_ device: String, _ states: [(String, SnapshotState)]) -> ProgramLayout {
    ProgramLayout(devices: [
      .init(
        name: device, constraints: [], frames: [:],
        states: states.map { .init(snapshot: $0.0, state: $0.1) })
    ])
  }

  /// A phone upright, turned, upright again: compact width throughout, the height regular,
  /// compact, regular. The reference follows the height: tall, wide, tall.
  private var turnedPhone: ProgramLayout {
    layout(
      "iphone-x",
      [
        ("portrait", state("compact", "regular", tall)),
        ("landscape", state("compact", "compact", wide)),
        ("portrait-again", state("compact", "regular", tall)),
      ])
  }

  @Test("the same layout as the reference in every snapshot: nothing to say")
  func same() {
    #expect(
      TraitChoiceDifference.find(learner: turnedPhone, reference: turnedPhone, source: "") == nil)
  }

  @Test("wide throughout on a phone: the horizontal size class, compact either way, was read")
  func otherAxis() throws {
    let learner = layout(
      "iphone-x",
      [
        ("portrait", state("compact", "regular", wide)),
        ("landscape", state("compact", "compact", wide)),
        ("portrait-again", state("compact", "regular", wide)),
      ])
    let source = """
      import UIKit
      if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
      if traits.horizontalSizeClass == .compact {
      """
    let found = try #require(
      TraitChoiceDifference.find(learner: learner, reference: turnedPhone, source: source))
    #expect(found.cause == .wrongSizeClassAxis)
    #expect(found.line == 3)
    #expect(found.trait == .horizontal)
    #expect(found.snapshot == "portrait")
    // Without a line that reads the horizontal size class nothing settles it: the layout never
    // changes, as for a handler never run, and that is said only with its line.
    let unsettled = TraitChoiceDifference.find(
      learner: learner, reference: turnedPhone, source: "import UIKit")
    #expect(unsettled == nil)
  }

  /// An iPad in full screen, half of Split View, full screen again: the window's width class
  /// regular, compact, regular; the screen's regular throughout. The reference follows the
  /// window's: wide, tall, wide.
  private var splitView: ProgramLayout {
    layout(
      "ipad-pro-11:landscape",
      [
        ("full-screen", state("regular", "regular", wide)),
        ("half", state("compact", "regular", screenH: "regular", tall)),
        ("full-screen-again", state("regular", "regular", wide)),
      ])
  }

  private var wideThroughout: ProgramLayout {
    layout(
      "ipad-pro-11:landscape",
      [
        ("full-screen", state("regular", "regular", wide)),
        ("half", state("compact", "regular", screenH: "regular", wide)),
        ("full-screen-again", state("regular", "regular", wide)),
      ])
  }

  @Test("wide in half of Split View: the screen's width class, or the vertical, by the line")
  func screenOrVertical() throws {
    let screen = try #require(
      TraitChoiceDifference.find(
        learner: wideThroughout, reference: splitView,
        source: "let isWide = UIScreen.main.traitCollection.horizontalSizeClass == .regular"))
    #expect(screen.cause == .screenForWindow)
    #expect(screen.line == 1)
    #expect(screen.snapshot == "half")
    let vertical = try #require(
      TraitChoiceDifference.find(
        learner: wideThroughout, reference: splitView,
        source: "\nlet isWide = traitCollection.verticalSizeClass == .regular"))
    #expect(vertical.cause == .wrongSizeClassAxis)
    #expect(vertical.line == 2)
  }

  @Test("the first layout kept while the handler compares the vertical size class")
  func notHandled() throws {
    let found = try #require(
      TraitChoiceDifference.find(
        learner: wideThroughout, reference: splitView,
        source:
          "\n\nif traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {"
      ))
    #expect(found.cause == .traitChangeNotHandled)
    #expect(found.line == 3)
  }

  /// Each snapshot shows the layout of the one before: wide, wide, tall.
  private var lagging: ProgramLayout {
    layout(
      "ipad-pro-11:landscape",
      [
        ("full-screen", state("regular", "regular", wide)),
        ("half", state("compact", "regular", screenH: "regular", wide)),
        ("full-screen-again", state("regular", "regular", tall)),
      ])
  }

  @Test("the layout of the step before: a size read, or the previous traits read")
  func stepBehind() throws {
    let size = try #require(
      TraitChoiceDifference.find(
        learner: lagging, reference: splitView, source: "let isWide = view.bounds.width >= 678"))
    #expect(size.cause == .staleSizeInTraitChange)
    #expect(size.line == 1)
    let previous = try #require(
      TraitChoiceDifference.find(
        learner: lagging, reference: splitView,
        source: "\nlet isWide = previousTraitCollection.horizontalSizeClass == .regular"))
    #expect(previous.cause == .previousTraitsRead)
    #expect(previous.line == 2)
  }

  @Test("margins count on one device only: the system minimum differs between devices")
  func margins() {
    let a = TraitChoiceDifference.Moment(
      device: "iphone-x", snapshot: "a", state: state("compact", "regular", margins: 16, tall),
      stacks: [:])
    var b = a
    b.state.rootMargins = [0, 64, 0, 64]
    #expect(!TraitChoiceDifference.sameLayout(a, b))
    b.device = "ipad-pro-11"
    #expect(TraitChoiceDifference.sameLayout(a, b))
  }

  /// A phone upright and one on its side, one step each: the reference tall upright, wide on
  /// its side.
  private var twoPhones: ProgramLayout {
    ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "regular", tall))]),
      .init(
        name: "iphone-x:landscape", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "compact", wide))]),
    ])
  }

  @Test("wide upright and tall on its side: the condition the wrong way round, at its `if`")
  func inverted() throws {
    let learner = ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "regular", wide))]),
      .init(
        name: "iphone-x:landscape", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "compact", tall))]),
    ])
    let found = try #require(
      TraitChoiceDifference.find(
        learner: learner, reference: twoPhones, source: "\n    if size.width < size.height {"))
    #expect(found.cause == .wrongCondition)
    #expect(found.line == 2)
    #expect(found.device == "iphone-x")
  }

  @Test("no constraint of the code active where the reference has its set, each made")
  func neverApplied() throws {
    let learner = ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "regular", []))]),
      .init(
        name: "iphone-x:landscape", constraints: [], frames: [:],
        states: [.init(snapshot: "initial", state: state("compact", "compact", []))]),
    ])
    let found = try #require(
      TraitChoiceDifference.find(
        learner: learner, reference: twoPhones, source: "", inactive: tall + wide))
    #expect(found.cause == .layoutNotApplied)
    #expect(found.device == "iphone-x")
    // Constraints the learner never made are another mistake.
    #expect(
      TraitChoiceDifference.find(learner: learner, reference: twoPhones, source: "", inactive: [])
        == nil)
  }

  @Test("a layout that changes with a scroll, no trait changing: no trait chose it")
  func noTraitChanges() {
    // The reference's cover shrinks as the table scrolls (tall, then wide); the learner's
    // stays tall, as a handler never run would, but the traits are the same in both snapshots.
    let reference = layout(
      "iphone-se",
      [
        ("initial", state("compact", "regular", tall)),
        ("scrolled", state("compact", "regular", wide)),
      ])
    let learner = layout(
      "iphone-se",
      [
        ("initial", state("compact", "regular", tall)),
        ("scrolled", state("compact", "regular", tall)),
      ])
    #expect(
      TraitChoiceDifference.find(
        learner: learner, reference: reference,
        source:
          "if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {")
        == nil)
  }
}
