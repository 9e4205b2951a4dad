import Testing

@testable import AutoLayout

/// Width and height may be related to each other (aspect ratios); UIKit accepts both the anchor
/// and the item/attribute forms. Sizes and locations still may not be mixed.
@MainActor
@Suite struct AspectRatioTests {
  @Test func widthEqualToHeightTimesAMultiplierFromAnchors() {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let photo = constrainedView(in: root)
    let ratio = photo.widthAnchor.constraint(equalTo: photo.heightAnchor, multiplier: 1.5)
    NSLayoutConstraint.activate([
      ratio, photo.heightAnchor.constraint(equalToConstant: 40),
      photo.topAnchor.constraint(equalTo: root.topAnchor),
      photo.leftAnchor.constraint(equalTo: root.leftAnchor),
    ])
    root.layoutIfNeeded()
    #expect(LayoutLog.shared.entries(since: before).isEmpty)
    #expect(ratio.isActive)
    // width = 1.5 × 40
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func heightRelatedToAnotherViewsWidthWithTheInitializer() {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let banner = constrainedView(in: root)
    let badge = constrainedView(in: root)
    let ratio = NSLayoutConstraint(
      item: badge, attribute: .height, relatedBy: .equal, toItem: banner,
      attribute: .width, multiplier: 0.25, constant: 10)
    NSLayoutConstraint.activate([
      ratio, banner.widthAnchor.constraint(equalToConstant: 200),
      banner.heightAnchor.constraint(equalToConstant: 20),
      badge.widthAnchor.constraint(equalToConstant: 30),
      banner.topAnchor.constraint(equalTo: root.topAnchor),
      banner.leftAnchor.constraint(equalTo: root.leftAnchor),
      badge.topAnchor.constraint(equalTo: banner.bottomAnchor),
      badge.leftAnchor.constraint(equalTo: root.leftAnchor),
    ])
    root.layoutIfNeeded()
    #expect(LayoutLog.shared.entries(since: before).isEmpty)
    // height = 0.25 × 200 + 10 = 60, below the 20-tall banner
    #expect(badge.frame == CGRect(x: 0, y: 20, width: 30, height: 60))
  }

  @Test func aSizeWithALocationIsStillAnInvalidPairing() throws {
    let before = LayoutLog.shared.mark
    let root = UIView()
    let box = constrainedView(in: root)
    let mixed = NSLayoutConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: root,
      attribute: .centerX, multiplier: 1, constant: 0)
    let error = try #require(LayoutLog.shared.entries(since: before).first?.error)
    #expect(error.kind == .invalidAttributePairing)
    #expect(error.message.hasSuffix("Invalid pairing of layout attributes."))
    mixed.isActive = true
    #expect(!mixed.isActive)
  }
}
