import Foundation
import Testing

@testable import ConstraintLog

/// The rows and columns a block's constraints lay across a view of fixed size, with the gaps and
/// sizes that cannot add up to it.
@Suite struct ConstraintChainTests {
  func block(_ constraints: [String]) throws -> ConflictBlock {
    let text =
      "Unable to simultaneously satisfy constraints.\n(\n"
      + constraints.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
    return try #require(ConstraintLog(text: text).blocks.first)
  }

  @Test func aRowWiderThanItsView() throws {
    // 8 + 300 + 8 = 316 in a view the table made 320 wide.
    let block = try block([
      "<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0xb]   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x2 UILabel:0xb.width == 300   (active)>",
      "<NSLayoutConstraint:0x3 H:[UILabel:0xb]-(8)-|   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 320   (active)>",
    ])
    let chains = ChainFinder.chains(in: block)
    #expect(chains.count == 1)
    let chain = try #require(chains.first)
    #expect(chain.axis == .horizontal)
    #expect(chain.view.address == "0xa")
    #expect(chain.size == 320)
    #expect(chain.sizeConstraint == 3)
    #expect(chain.steps.map(\.length) == [8, 300, 8])
    #expect(chain.steps.map(\.constraint) == [0, 1, 2])
    #expect(chain.steps.map(\.isSize) == [false, true, false])
    #expect(chain.steps.map(\.from.view.address) == ["0xa", "0xb", "0xb"])
    #expect(chain.steps.map(\.to.attribute.name) == ["leading", "trailing", "trailing"])
    #expect(chain.total == 316)
    #expect(chain.cannotAddUp)
  }

  @Test func marginsHaveNoLength() throws {
    let block = try block([
      "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xa.leadingMargin   (active)>",
      "<NSLayoutConstraint:0x2 UILabel:0xb.width == 300   (active)>",
      "<NSLayoutConstraint:0x3 UIView:0xa.trailingMargin == UILabel:0xb.trailing   (active)>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 0   (active)>",
    ])
    let chain = try #require(ChainFinder.chains(in: block).first)
    #expect(chain.steps.map(\.length) == [nil, 0, 300, 0, nil])
    #expect(chain.total == 300)
    #expect(chain.unknownCount == 2)
    #expect(!chain.cannotAddUp)
  }

  @Test func aColumnThatAddsUpIsNotDrawn() throws {
    // 8 + 28 + 8 = 44: the cell's height agrees, the conflict is elsewhere.
    let block = try block([
      "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xb]   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x2 UILabel:0xb.height == 28   (active)>",
      "<NSLayoutConstraint:0x3 V:[UILabel:0xb]-(8)-|   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0xa.height == 44   (active)>",
      "<NSLayoutConstraint:0x5 UILabel:0xb.height == 30   (active)>",
    ])
    let chains = ChainFinder.chains(in: block)
    // Through the label's other height, 30: 8 + 30 + 8 = 46, not 44.
    #expect(chains.count == 1)
    #expect(chains.first?.total == 46)
    #expect(chains.first?.steps.map(\.constraint) == [0, 4, 2])
  }

  @Test func twoViewsInARowAndNoFixedSizeNoChain() throws {
    let row = try block([
      "<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0xb]   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x2 UILabel:0xb.width == 200   (active)>",
      "<NSLayoutConstraint:0x3 H:[UILabel:0xb]-(8)-[UIButton:0xc]   (active)>",
      "<NSLayoutConstraint:0x4 UIButton:0xc.width == 120   (active)>",
      "<NSLayoutConstraint:0x5 H:[UIButton:0xc]-(16)-|   (active, names: '|':UIView:0xa )>",
      "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 320   (active)>",
    ])
    // 16 + 200 + 8 + 120 + 16 = 360.
    let chain = try #require(ChainFinder.chains(in: row).first)
    #expect(chain.total == 360)
    #expect(chain.steps.count == 5)
    let loose = try block([
      "<NSLayoutConstraint:0x1 UIView:0xb.width >= 2*UIView:0xc.width   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0xc.width >= UIView:0xb.width + 10   (active)>",
    ])
    #expect(ChainFinder.chains(in: loose).isEmpty)
  }

  @Test func aRealCellsColumn() throws {
    // The collection view is pinned to the top and bottom of the cell's content view with no
    // gap and wants 200 points; the table gave the content view 100.
    let url = RealLogTests.folder.appendingPathComponent("ioscollectionintabledemo-2.log")
    let log = try ConstraintLog.read([UInt8](Data(contentsOf: url)))
    let block = try #require(log.blocks.first)
    let chain = try #require(ChainFinder.chains(in: block).first)
    #expect(chain.axis == .vertical)
    #expect(chain.view.address == "0x10055dec0")
    #expect(chain.size == 100)
    #expect(chain.steps.map(\.length) == [0, 200, 0])
    #expect(chain.steps.map(\.isSize) == [false, true, false])
    #expect(chain.steps[1].from.view.address == "0x100835600")
  }

  @Test func aChainThroughTwoViewsNamesTheEdgesItPasses() throws {
    // The guide's top is the view's top, so is the bar's, and the guide's bottom is 20 below
    // the bar's top: 0 + 0 + 20 = 20 for a guide 0 tall.
    let url = RealLogTests.folder.appendingPathComponent("datetimepicker-17.log")
    let block = try #require(try ConstraintLog.read([UInt8](Data(contentsOf: url))).blocks.first)
    let chain = try #require(ChainFinder.chains(in: block).first)
    #expect(chain.view.className == "_UILayoutGuide")
    #expect(chain.steps.map(\.length) == [0, 0, 20])
    #expect(
      chain.steps.map(\.to.view.className) == ["UIView", "UINavigationBar", "_UILayoutGuide"])
    #expect(chain.cannotAddUp)
  }
}
