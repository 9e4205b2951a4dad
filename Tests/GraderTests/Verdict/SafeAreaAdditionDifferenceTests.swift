import LayoutReport
import Testing

@testable import Grader

/// Extra safe-area insets on another controller than the reference's, or margins set instead.
@Suite("Extra safe-area insets on the wrong controller")
struct SafeAreaAdditionDifferenceTests {
  private func state(_ insets: [String: [Double]]?) -> SnapshotState {
    SnapshotState(
      horizontalSizeClass: "compact", verticalSizeClass: "regular",
      contentSizeCategory: "UICTContentSizeCategoryL", screenHorizontalSizeClass: "compact",
      screenVerticalSizeClass: "regular", rootMargins: [0, 16, 0, 16], activeConstraints: [],
      additionalSafeAreaInsets: insets)
  }

  /// The reference gives the child list 64 points at the bottom.
  private var reference: SnapshotState { state(["TrackListViewController": [0, 0, 64, 0]]) }

  @Test("the container's own insets, 64 at the bottom: the child's were meant")
  func container() throws {
    let found = try #require(
      SafeAreaAdditionDifference.find(
        learner: state(["PlayerContainerViewController": [0, 0, 64, 0]]), reference: reference,
        source: "\n  additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 64, right: 0)"
      ))
    #expect(found.cause == .insetOnWrongController)
    #expect(found.line == 2)
    #expect(found.given == "PlayerContainerViewController")
  }

  @Test("no extra insets and the list's bottom margin set to 64")
  func margins() throws {
    let found = try #require(
      SafeAreaAdditionDifference.find(
        learner: state(nil), reference: reference,
        source:
          "let margins = view.layoutMarginsGuide\nlist.view.directionalLayoutMargins.bottom = 64"))
    #expect(found.cause == .marginsForSafeArea)
    #expect(found.line == 2)
  }

  @Test("the child's 64 given as the top, or the tab bar's 49 counted on top of it")
  func otherValuesOnTheChild() throws {
    let source =
      "let x = 1\n  tab.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)"
    let top = try #require(
      SafeAreaAdditionDifference.find(
        learner: state(["TrackListViewController": [64, 0, 0, 0]]), reference: reference,
        source: source))
    #expect(top.cause == .additionalInsetWrongEdge)
    #expect(top.line == 2)
    #expect(top.insets == [0, 0, 64, 0])
    // 49 + 64 = 113 at the bottom: the tab bar counted again.
    let counted = try #require(
      SafeAreaAdditionDifference.find(
        learner: state(["TrackListViewController": [0, 0, 113, 0]]), reference: reference,
        source: source))
    #expect(counted.cause == .additionalInsetCountsBar)
    // 64 + 10 is neither a bar nor another edge: not said.
    #expect(
      SafeAreaAdditionDifference.find(
        learner: state(["TrackListViewController": [0, 0, 74, 0]]), reference: reference,
        source: source) == nil)
  }

  @Test("other insets on the container, or the child's as the reference: not said")
  func otherwise() {
    let source = "additionalSafeAreaInsets = .zero"
    #expect(
      SafeAreaAdditionDifference.find(
        learner: state(["PlayerContainerViewController": [0, 0, 32, 0]]), reference: reference,
        source: source) == nil)
    #expect(
      SafeAreaAdditionDifference.find(learner: reference, reference: reference, source: source)
        == nil)
  }
}
