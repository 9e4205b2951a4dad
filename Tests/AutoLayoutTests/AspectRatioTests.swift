import Testing
@testable import AutoLayout

/// Width related to height (aspect ratios), which UIKit allows across the two size attributes.
@MainActor
@Suite struct AspectRatioTests {
  @Test func widthFollowsHeightThroughAnchors() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = constrainedView(in: root)
    let mark = LayoutLog.shared.mark
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 90),
      card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 16.0 / 9.0),
    ])
    root.layoutIfNeeded()
    // Width = 90 × 16 / 9 = 160.
    #expect(card.frame == CGRect(x: 20, y: 10, width: 160, height: 90))
    #expect(LayoutLog.shared.entries(since: mark).isEmpty)
  }

  @Test func heightFollowsAnotherViewsWidthThroughTheInitializer() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let square = constrainedView(in: root)
    let mark = LayoutLog.shared.mark
    NSLayoutConstraint.activate([
      square.topAnchor.constraint(equalTo: root.topAnchor),
      square.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      square.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      NSLayoutConstraint(item: square, attribute: .height, relatedBy: .equal, toItem: square,
                         attribute: .width, multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    // Width = 300 / 2 = 150; height = width = 150.
    #expect(square.frame == CGRect(x: 0, y: 0, width: 150, height: 150))
    #expect(LayoutLog.shared.entries(since: mark).isEmpty)
  }
}
