import Testing

@testable import AutoLayout

/// `scrollViewDidScroll(_:)` follows every change of `contentOffset` (docs/UIKitFacts.md §9).
@MainActor
@Suite struct ScrollViewDelegateTests {
  final class Listener: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsets.append(scrollView.contentOffset)
    }
  }

  @Test func settingTheOffsetTellsTheDelegate() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let listener = Listener()
    scroll.delegate = listener
    scroll.contentOffset = CGPoint(x: 0, y: 80)
    scroll.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    // The same offset again is no scroll.
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(listener.offsets == [CGPoint(x: 0, y: 80), CGPoint(x: 0, y: 120)])
  }

  @Test func aTableViewControllersHandlerIsCalled() throws {
    final class Feed: UITableViewController {
      var seen: [CGFloat] = []
      override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        seen.append(scrollView.contentOffset.y)
      }
    }
    let feed = Feed()
    let stage = LayoutStage.host(feed, on: try Device.named("iphone-se"))
    feed.seen = []
    feed.tableView.contentOffset = CGPoint(x: 0, y: 40)
    stage.layout()
    #expect(feed.seen == [40])
  }
}
