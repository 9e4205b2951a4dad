import Testing

@testable import AutoLayout

/// A plain scroll view takes the safe area into its content inset on the axes its content scrolls
/// along and starts scrolled to the inset's top-left (docs/UIKitFacts.md §9).
@MainActor
@Suite struct ScrollViewInsetAdjustmentTests {
  /// A full-screen scroll view with one content view as wide as the frame and `contentHeight`
  /// tall, pinned to the content guide.
  final class PageController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    var contentHeight: CGFloat = 1200
    var contentWidth: CGFloat?
    var configure: (UIScrollView) -> Void = { _ in }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      contentView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(contentView)
      let content = scrollView.contentLayoutGuide
      let width =
        contentWidth.map { contentView.widthAnchor.constraint(equalToConstant: $0) }
        ?? contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        contentView.topAnchor.constraint(equalTo: content.topAnchor),
        contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        width,
        contentView.heightAnchor.constraint(equalToConstant: contentHeight),
      ])
      configure(scrollView)
    }
  }

  private func host(
    _ device: String, height: CGFloat = 1200, width: CGFloat? = nil,
    configure: @escaping (UIScrollView) -> Void = { _ in }
  ) throws -> (PageController, LayoutStage) {
    let vc = PageController()
    vc.contentHeight = height
    vc.contentWidth = width
    vc.configure = configure
    let stage = LayoutStage.host(vc, on: try Device.named(device))
    return (vc, stage)
  }

  @Test func automaticTakesInTheVerticalSafeAreaOfTallContent() throws {
    let (vc, stage) = try host("iphone-x")
    // iPhone X portrait, safe area (44, 0, 34, 0); content 1200 > 812 tall scrolls vertically.
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -44))
    #expect(vc.scrollView.contentSize == CGSize(width: 375, height: 1200))
    // The content starts below the sensor housing, and the safe area taken into the inset no
    // longer reaches it.
    #expect(
      stage.frameInWindow(of: vc.contentView) == CGRect(x: 0, y: 44, width: 375, height: 1200))
    #expect(vc.contentView.safeAreaInsets == .zero)
  }

  @Test func neverLeavesTheContentUnderTheSensorHousing() throws {
    let (vc, stage) = try host("iphone-x") { $0.contentInsetAdjustmentBehavior = .never }
    #expect(vc.scrollView.adjustedContentInset == .zero)
    #expect(vc.scrollView.contentOffset == .zero)
    #expect(stage.frameInWindow(of: vc.contentView) == CGRect(x: 0, y: 0, width: 375, height: 1200))
    // The content overlaps the unsafe top and bottom itself: 44 at the top, and 34 at the bottom
    // of the 812-point screen, which the 1200-point content runs past.
    #expect(vc.contentView.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  @Test func contentThatFitsIsNotAdjusted() throws {
    let (vc, stage) = try host("iphone-x", height: 300)
    // 300 < 812: nothing scrolls, so `.automatic` takes in nothing.
    #expect(vc.scrollView.adjustedContentInset == .zero)
    #expect(vc.scrollView.contentOffset == .zero)
    #expect(stage.frameInWindow(of: vc.contentView).origin == .zero)
  }

  @Test func alwaysBounceVerticalCountsAsScrollable() throws {
    let (vc, _) = try host("iphone-x", height: 300) { $0.alwaysBounceVertical = true }
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -44))
  }

  @Test func landscapeKeepsTheSideSafeAreaForTheContent() throws {
    let (vc, _) = try host("iphone-x:landscape")
    // Landscape safe area (0, 44, 21, 44): only the vertical axis scrolls, so only the bottom 21
    // is taken in; the 44 at each side still reaches the full-width content.
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(vc.scrollView.contentOffset == .zero)
    #expect(vc.contentView.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
  }

  @Test func horizontallyScrollingContentTakesInTheSides() throws {
    // 2000 wide, 300 tall in an 812 × 375 scroll view: only the horizontal axis scrolls.
    let (vc, _) = try host("iphone-x:landscape", height: 300, width: 2000)
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(vc.scrollView.contentOffset == CGPoint(x: -44, y: 0))
  }

  @Test func alwaysTakesInEveryEdge() throws {
    let (vc, _) = try host("iphone-x:landscape", height: 300) {
      $0.contentInsetAdjustmentBehavior = .always
    }
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(vc.scrollView.contentOffset == CGPoint(x: -44, y: 0))
  }

  @Test func contentInsetAddsToTheSafeArea() throws {
    let (vc, _) = try host("iphone-x") {
      $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    }
    // 10 + 44 = 54 at the top, 20 + 34 = 54 at the bottom.
    #expect(
      vc.scrollView.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 54, right: 0))
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: -54))
  }

  @Test func anOffsetTheProgramSetIsKept() throws {
    let (vc, stage) = try host("iphone-x") { $0.contentOffset = CGPoint(x: 0, y: 100) }
    #expect(vc.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    // Scrolled 100 down: the content's top is 100 above the screen's.
    #expect(stage.frameInWindow(of: vc.contentView).minY == -100)
  }
}
