import Foundation
import Testing

@testable import ConstraintLog

/// Logs real apps printed, as they were pasted in public (`Fixtures/RealLogs`, each with its
/// source here and in `SOURCES.md`): the set's size, the constraint UIKit broke, the views, and
/// the likely cause.
@Suite struct RealLogTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var source: String
    var count: Int
    /// Nil where the page lacks the line naming it.
    var broken: String?
    var views: [String]
    var cause: Diagnosis.Cause
    /// What the page lacks of the block.
    var missing: [ConflictBlock.Missing] = []
    var kind = ConflictBlock.Kind.unsatisfiable
    /// How many reports the page holds; the first is checked.
    var blocks = 1
    /// For an ambiguity report: the attributes the trace names, view by view.
    var ambiguous: [[String]] = []
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "folding-cell-63", source: "https://github.com/Ramotion/folding-cell/issues/63",
      count: 2, broken: "0x7fca0bd54cc0", views: ["0x7fca0bd50f70"],
      cause: .twoConstraintsOnOneAttribute),
    Case(
      file: "apptentive-ios-178", source: "https://github.com/apptentive/apptentive-ios/issues/178",
      count: 5, broken: "0x15e9988e0", views: ["0x15ed4cf40", "0x15ecf6160", "0x15e85a630"],
      cause: .autoresizingMask),
    Case(
      file: "swift2byexample-7", source: "https://github.com/gscalzo/Swift2ByExample/issues/7",
      count: 4, broken: "0x7fd94ccb0ff0",
      views: ["0x7fd94ccacfa0", "0x7fd94ccb3030", "0x7fd94ccb1800"], cause: .encapsulatedSize),
    Case(
      file: "displayswitcher-20", source: "https://github.com/Yalantis/DisplaySwitcher/issues/20",
      count: 4, broken: "0x618000092750",
      views: ["0x7fa01200b390", "0x7fa012015410", "0x7fa01201c080"],
      cause: .twoConstraintsOnOneAttribute),
    Case(
      file: "datetimepicker-17", source: "https://github.com/itsmeichigo/DateTimePicker/issues/17",
      count: 4, broken: "0x610000095c20",
      views: ["0x7fa16b406020", "0x7fa16b60e4d0", "0x7fa16b607d40"],
      cause: .guideAgainstFixedEdge),
    Case(
      file: "whats-new-13", source: "https://github.com/mdznr/What-s-New/issues/13",
      count: 4, broken: "0xcfa98c0", views: ["0xcfa8220", "0xcfa7ed0"], cause: .encapsulatedSize),
    Case(
      file: "trust-wallet-ios-279",
      source: "https://github.com/trustwallet/trust-wallet-ios/issues/279",
      count: 3, broken: "0x60800029e8c0", views: ["0x7fbcc643ac60", "0x7fbcc64374b0"],
      cause: .encapsulatedSize),
    Case(
      file: "tasty-imitation-keyboard-85",
      source: "https://github.com/archagon/tasty-imitation-keyboard/issues/85",
      count: 2, broken: "0x600000088110", views: ["0x7ff78350d460"], cause: .encapsulatedSize),
    Case(
      file: "lchapp-scroll-view",
      source:
        "https://ios-ruby-on-rails.developreference.com/article/27555138/"
        + "UIScrollView+with+autolayout+pure+approach+duplicate",
      count: 5, broken: "0x1d8ea080",
      views: ["0x1d8413b0", "0x1d892110", "0x1d853630", "0x1d8efc30"], cause: .autoresizingMask),
    Case(
      file: "braintree-ios-237", source: "https://github.com/braintree/braintree_ios/issues/237",
      count: 2, broken: "0x12dd33150", views: ["0x12dd119b0", "0x12dd16b80"],
      cause: .stackViewSpacing),
    Case(
      file: "cvcalendar-147", source: "https://github.com/CVCalendar/CVCalendar/issues/147",
      count: 3, broken: "0x146e67060", views: ["0x146e60e50", "0x146e61a60"],
      cause: .encapsulatedSize),
    Case(
      file: "prox-242", source: "https://github.com/mozilla-mobile/prox/issues/242",
      count: 3, broken: "0x6100002920c0", views: ["0x7f9c12566050", "0x7f9c12565bb0"],
      cause: .stackViewSpacing),
    Case(
      file: "tableviewcellwithautolayoutios8-38",
      source: "https://github.com/smileyborg/TableViewCellWithAutoLayoutiOS8/issues/38",
      count: 4, broken: "0x17da1a80", views: ["0x17e96600", "0x17d9b1c0", "0x17d99fc0"],
      cause: .encapsulatedSize),
    Case(
      file: "align-2", source: "https://github.com/kean/Align/issues/2",
      count: 4, broken: "0x6080000944b0",
      views: ["0x7f87650162c0", "0x7f8765010b70", "0x7f8763865400"], cause: .unlisted,
      missing: [.endOfConstraint]),
    Case(
      file: "tableviewcellwithautolayout-21",
      source: "https://github.com/smileyborg/TableViewCellWithAutoLayout/issues/21",
      count: 3, broken: "0x7fa5e1db41d0", views: ["0x7fa5e1f51930", "0x7fa5e1f52600"],
      cause: .encapsulatedSize, missing: [.endOfConstraint]),
    Case(
      file: "luen-tistory-187", source: "https://luen.tistory.com/187",
      count: 4, broken: "0x6000023de9e0",
      views: ["0x13fd292b0", "0x140f76c30", "0x600003e14d20"], cause: .encapsulatedSize),
    Case(
      file: "muyexi-auto-layout-warnings",
      source: "https://muyexi.im/fix-mysterious-auto-layout-warnings",
      count: 4, broken: "0x60400028d980", views: ["0x7f94ec58a840", "0x7f94ec58a640"],
      cause: .encapsulatedSize),
    Case(
      file: "coderlyn-hashnode",
      source:
        "https://coderlyn.hashnode.dev/"
        + "layoutconstraints-unable-to-simultaneously-satisfy-constraints-clfggjn7m000w0amhciizc8hm",
      count: 8, broken: "0x600000071d10",
      views: ["0x1555f3420", "0x1555f30f0", "0x1555f2f40", "0x1555f35d0", "0x1555ed190"],
      cause: .encapsulatedSize),
    Case(
      file: "vathanakmao-technotes",
      source: "http://vathanakmao-technotes.blogspot.com/2017/09/layoutconstraints-unable-to.html",
      count: 7, broken: "0x6000000909a0",
      views: ["0x7ff359716960", "0x7ff359715f40", "0x7ff359716b20", "0x7ff359716370"],
      cause: .encapsulatedSize),
    Case(
      file: "kvnprogress-6", source: "https://github.com/AssistoLab/KVNProgress/issues/6",
      count: 5, broken: nil, views: ["0x7fd978f7ff60", "0x7fd978f7fe20", "0x7fd978f7eb30"],
      cause: .fixedSizeAgainstEdges, missing: [.brokenConstraint]),
    Case(
      file: "csnotificationview-72",
      source: "https://github.com/problame/CSNotificationView/issues/72",
      count: 6, broken: "0x1f5244d0",
      views: ["0x141d72c0", "0x15944d40", "0x1d836340", "0x1d8364c0"], cause: .autoresizingMask,
      missing: [.endOfConstraint]),
    Case(
      file: "antidote-87", source: "https://github.com/Antidote-for-Tox/Antidote/issues/87",
      count: 7, broken: nil,
      views: ["0x7f9fe97aaee0", "0x7f9fe97aad50", "0x7f9fe97a5f60", "0x7f9fe97ae0f0"],
      cause: .fixedSizeAgainstEdges, missing: [.brokenConstraint]),
    Case(
      file: "unstoppable-wallet-ios-707",
      source: "https://github.com/horizontalsystems/unstoppable-wallet-ios/issues/707",
      count: 3, broken: "0x281a989c0", views: ["0x1035172e0", "0x103517f60"],
      cause: .encapsulatedSize),
    Case(
      file: "purelayout-187", source: "https://github.com/PureLayout/PureLayout/issues/187",
      count: 2, broken: "0x608000494500", views: ["0x7fa648c16990"], cause: .encapsulatedSize),
    Case(
      file: "fdtemplatelayoutcell-326",
      source: "https://github.com/forkingdog/UITableView-FDTemplateLayoutCell/issues/326",
      count: 2, broken: "0x17428b130", views: ["0x137ef04a0"], cause: .encapsulatedSize),
    Case(
      file: "tagflowexample-8", source: "https://github.com/moonlsd/TagFlowExample/issues/8",
      count: 3, broken: "0x60000286f610", views: ["0x7fe4bee22240", "0x7fe4bee22420"],
      cause: .autoresizingMask, missing: [.endOfConstraint]),
    Case(
      file: "ioscollectionintabledemo-2",
      source: "https://github.com/Nemocdz/iOSCollectionInTableDemo/issues/2",
      count: 4, broken: "0x1c02ab940", views: ["0x100835600", "0x10055dec0"],
      cause: .encapsulatedSize),
    Case(
      file: "colo-12", source: "https://github.com/wongzigii/Colo/issues/12",
      count: 4, broken: "0x7fb022ec6d50", views: ["0x7fb022ec6020", "0x7fb021f7a140"],
      cause: .encapsulatedSize),
    Case(
      file: "masonry-447", source: "https://github.com/SnapKit/Masonry/issues/447",
      count: 2, broken: nil, views: [], cause: .encapsulatedSize, missing: [.brokenConstraint]),
    Case(
      file: "tabman-249", source: "https://github.com/uias/Tabman/issues/249",
      count: 0, broken: nil, views: ["0x125e848a0"], cause: .ambiguousLayout,
      kind: .ambiguousLayout, blocks: 2, ambiguous: [["height"]]),
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/RealLogs", isDirectory: true)

  @Test(arguments: cases)
  func theBlockOfARealLog(_ example: Case) throws {
    let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(example.file + ".log"))
    let log = try ConstraintLog.read([UInt8](bytes))
    #expect(log.blocks.count == example.blocks)
    #expect(log.blocks.allSatisfy { $0.kind == example.kind })
    let block = try #require(log.blocks.first)
    #expect(block.ambiguities.map { $0.attributes.map(\.name) } == example.ambiguous)
    #expect(block.constraints.count == example.count)
    #expect(
      block.unknownCount == 0, "\(block.constraints.filter { $0.relation == nil }.map(\.text))")
    #expect(block.broken?.address == example.broken)
    #expect((block.brokenIndex != nil) == (example.broken != nil))
    #expect(block.missing == example.missing)
    #expect(Set(block.views.compactMap(\.address)) == Set(example.views))
    #expect(
      block.views.allSatisfy { $0.className != nil || $0.identifier != nil }, "\(block.views)")
    #expect(DiagnosisCatalogue.diagnoses(of: block).first?.cause == example.cause)
  }

  @Test func everyFixtureIsTestedAndHasItsSource() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) }
    #expect(Set(files) == Set(Self.cases.map(\.file)))
    #expect(Self.cases.count >= 30)
    let sources = try String(
      contentsOf: Self.folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    for example in Self.cases {
      #expect(sources.contains("`\(example.file).log`: \(example.source)"), "\(example.file)")
    }
  }
}
