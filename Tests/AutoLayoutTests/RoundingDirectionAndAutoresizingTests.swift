import Testing

@testable import AutoLayout

@MainActor
@Suite struct RoundingDirectionAndAutoresizingTests {
  /// Three equal-width views filling a 100-point-wide window of a custom device.
  private func thirds(scale: Int) throws -> [CGRect] {
    let vc = UIViewController()
    vc.loadViewIfNeeded()
    let views = (0..<3).map { _ in constrainedView(in: vc.view) }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
      views[2].trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
    ]
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: vc.view.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
    }
    NSLayoutConstraint.activate(constraints)
    _ = LayoutStage.host(vc, on: try Device.named("100x200@\(scale)"))
    return views.map(\.frame)
  }

  @Test func thirdsOnTwoXRoundEachEdgeToHalfPoints() throws {
    let frames = try thirds(scale: 2)
    // Ideal edges 0, 33.333, 66.667, 100. On @2x: 66.667 px → 67 px = 33.5; 133.333 px → 133 px = 66.5.
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 33.5, height: 10))
    #expect(frames[1] == CGRect(x: 33.5, y: 0, width: 33, height: 10))
    #expect(frames[2] == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
  }

  @Test func thirdsOnThreeXLandOnPixels() throws {
    let frames = try thirds(scale: 3)
    // On @3x the ideal edges are whole pixels: 100 px and 200 px → 33.3333 and 66.6667.
    #expect(approx(frames[0]) == approx(CGRect(x: 0, y: 0, width: 100.0 / 3, height: 10)))
    #expect(approx(frames[1]) == approx(CGRect(x: 100.0 / 3, y: 0, width: 100.0 / 3, height: 10)))
    #expect(approx(frames[2]) == approx(CGRect(x: 200.0 / 3, y: 0, width: 100.0 / 3, height: 10)))
  }

  @Test func halfPixelsRoundUp() throws {
    let vc = UIViewController()
    vc.loadViewIfNeeded()
    let box = constrainedView(in: vc.view)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor),
      box.widthAnchor.constraint(equalToConstant: 19.5),
      box.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 0.25),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = LayoutStage.host(vc, on: try Device.named("100x200@2"))
    // x = (100 − 19.5) / 2 = 40.25 → 80.5 px → 81 px = 40.5; right 59.75 → 119.5 px → 120 px = 60.
    // y = 0.25 → 0.5 px → 1 px = 0.5; bottom 10.25 → 20.5 px → 21 px = 10.5.
    #expect(box.frame == CGRect(x: 40.5, y: 0.5, width: 19.5, height: 10))
  }

  @Test func leadingAndTrailingFlipInRightToLeftLayouts() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute = .forceRightToLeft
    let leading = constrainedView(in: root)
    let left = constrainedView(in: root)
    NSLayoutConstraint.activate([
      leading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      leading.widthAnchor.constraint(equalToConstant: 100),
      leading.topAnchor.constraint(equalTo: root.topAnchor),
      leading.heightAnchor.constraint(equalToConstant: 10),
      left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      left.widthAnchor.constraint(equalToConstant: 100),
      left.topAnchor.constraint(equalTo: root.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // RTL: leading is the right edge: right = 300 − 20 = 280 → x = 180. Left never flips: x = 20.
    #expect(leading.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(leading.frame == CGRect(x: 180, y: 0, width: 100, height: 10))
    #expect(left.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    root.semanticContentAttribute = .forceLeftToRight
    root.layoutIfNeeded()
    #expect(leading.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
  }

  @Test func directionalMarginsFollowTheLayoutDirection() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.semanticContentAttribute = .forceRightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    // Leading is on the right in RTL.
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
  }

  @Test func autoresizingMaskBecomesConstraints() throws {
    // Views outside a window round to the main screen's pixels: make it a @2x screen.
    UIScreen.setMain(try Device.named("iphone-se"))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let panel = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    panel.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleHeight]
    root.addSubview(panel)
    root.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
    root.layoutIfNeeded()
    // Right margin R = 400 − 120 = 280 stays; left margin and width share 600 − 280 = 320 in the
    // ratio 20 : 100 → x 53.333, width 266.667; on @2x: 106.667 px → 107 px = 53.5, right edge 320.
    // Vertically only the height flexes: y 30, bottom margin 300 − 80 = 220 → height 400 − 250 = 150.
    #expect(panel.frame == CGRect(x: 53.5, y: 30, width: 266.5, height: 150))
    let engine = try #require(root.layoutEngineIfPresent)
    let descriptions = engine.systemConstraints(of: panel).map {
      normalizingAddresses($0.description)
    }
    #expect(
      descriptions.contains(
        "<NSAutoresizingMaskLayoutConstraint:0xADDR h=&&- v=-&- UIView:0xADDR.width == 0.833333*UIView:0xADDR.width - 233.333   (active)>"
      ))
    #expect(
      descriptions.contains(
        "<NSAutoresizingMaskLayoutConstraint:0xADDR h=&&- v=-&- UIView:0xADDR.minY == 30   (active, names: '|':UIView:0xADDR )>"
      ))
  }

  @Test func flexibleMarginsCentreAView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    box.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    root.addSubview(box)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    root.layoutIfNeeded()
    // m = L / (S − W) = 50 / 100 = 0.5 → x = 0.5 × (400 − 100) = 150; y = 0.5 × (300 − 100) = 100.
    #expect(box.frame == CGRect(x: 150, y: 100, width: 100, height: 100))
  }

  @Test func rightToLeftAppOnAStage() throws {
    let vc = UIViewController()
    vc.loadViewIfNeeded()
    let box = constrainedView(in: vc.view)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
      box.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
    _ = LayoutStage.host(vc, on: try Device.named("iphone-se"), layoutDirection: .rightToLeft)
    // Leading margin is on the right: right edge 375 − 16 = 359 → x = 259; y = 20 (status bar).
    #expect(box.frame == CGRect(x: 259, y: 20, width: 100, height: 40))
  }
}
