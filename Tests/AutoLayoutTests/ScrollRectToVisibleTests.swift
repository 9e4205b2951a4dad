import Testing

@testable import AutoLayout

/// `scrollRectToVisible(_:animated:)` scrolls the least distance that shows the rectangle, within
/// the content and its inset (docs/UIKitFacts.md §9).
@MainActor
@Suite struct ScrollRectToVisibleTests {
  /// A 300 × 400 scroll view over 300 × 1000 of content, at rest at its top.
  private func scrollView() -> UIScrollView {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scroll.contentSize = CGSize(width: 300, height: 1000)
    return scroll
  }

  @Test func aRectangleAlreadyShownDoesNotScroll() {
    let scroll = scrollView()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 350, width: 300, height: 50), animated: false)
    #expect(scroll.contentOffset == .zero)
  }

  @Test func aRectangleBelowIsBroughtUpToTheBottomEdge() {
    let scroll = scrollView()
    // Its bottom 600 + 44 = 644 meets the visible bottom: offset 644 - 400 = 244.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 300, height: 44), animated: true)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 244))
  }

  @Test func aRectangleAboveIsBroughtDownToTheTopEdge() {
    let scroll = scrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 500)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 300, height: 44), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test func theScrollStopsAtTheEndOfTheContent() {
    let scroll = scrollView()
    // Past the content's end (1000 + 100 - 400 = 700 at most).
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1050, width: 300, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
    scroll.contentInset.bottom = 100
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1050, width: 300, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 700))
  }

  @Test func theBottomInsetIsNotVisible() {
    let scroll = scrollView()
    scroll.contentInset.bottom = 150
    // Visible 400 - 150 = 250 tall: the bottom 300 + 44 = 344 is shown at offset 344 - 250 = 94.
    scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 300, height: 44), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 94))
  }

  @Test func aRectangleTallerThanTheScrollViewShowsItsTop() {
    let scroll = scrollView()
    scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 300, height: 500), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test func theLastRectangleAndTheOffsetBeforeItAreKeptForTheGrader() throws {
    let scroll = scrollView()
    let stage = LayoutStage.host(
      UIViewController(), on: try Device.named("iphone-se"))
    #expect(stage.rectMadeVisible(in: scroll) == nil)
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 300, height: 44), animated: false)
    let made = stage.rectMadeVisible(in: scroll)
    #expect(made?.rect == CGRect(x: 0, y: 600, width: 300, height: 44))
    #expect(made?.offsetBefore == CGPoint(x: 0, y: 30))
  }

  @Test func theIndicatorInsetsAreStored() {
    let scroll = scrollView()
    #expect(scroll.verticalScrollIndicatorInsets == .zero)
    #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
    scroll.verticalScrollIndicatorInsets.bottom = 301
    #expect(scroll.horizontalScrollIndicatorInsets == .zero)
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    #expect(scroll.verticalScrollIndicatorInsets.bottom == 20)
    #expect(scroll.horizontalScrollIndicatorInsets.bottom == 20)
  }
}
