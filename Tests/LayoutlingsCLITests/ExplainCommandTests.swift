import Foundation
import Testing

/// `layoutlings explain`: a conflict log from the learner's own app, from a file or standard
/// input, as text and as JSON.
@Suite("layoutlings explain")
struct ExplainCommandTests {
  /// A cell whose chain of required heights fights the table's encapsulated height, among the
  /// app's own lines.
  static let log = """
    Feed: loaded 12 posts
    2024-05-02 10:11:12.131415+0200 Feed[811:2201] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x600001 UIImageView:0x7f01.height == 120   (active)>",
        "<NSLayoutConstraint:0x600002 V:|-(12)-[UIImageView:0x7f01]   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
        "<NSLayoutConstraint:0x600003 V:[UIImageView:0x7f01]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f00 )>",
        "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600001 UIImageView:0x7f01.height == 120   (active)>
    Feed: image cache warmed
    """

  @Test("a file: the block, the broken constraint and the cause with its lesson")
  func text() throws {
    let harness = try CommandHarness()
    let file = harness.scratch.url.appendingPathComponent("console.log")
    try Data(Self.log.utf8).write(to: file)
    let result = harness.run(["explain", "console.log"])
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.outputLines
    #expect(lines.first == "1 report of UIKit's layout engine in the log.")
    #expect(lines.contains("1. Line 2: unable to satisfy 4 constraints together, 2 views."))
    #expect(lines.contains("     1. UIImageView 0x7f01.height == 120  ← UIKit broke this one"))
    #expect(lines.contains("     UITableViewCellContentView 0x7f00"))
    let text = result.output.replacingOccurrences(of: "\n   ", with: " ")
    #expect(text.contains("Likely cause: The table or collection view gives"))
    #expect(text.contains("priority 999"))
    #expect(lines.contains("   Lesson: layoutlings show 13.4"))
    #expect(lines.contains("   Exercises: 13-lists/04-read-the-log"))
    // The column down the cell: 12 + 120 + 12 = 144 in a content view the table made 44 tall.
    #expect(lines.contains("     V: |-12-[UIImageView 0x7f01 120]-12-|  = 144, not 44"))
    #expect(
      text.contains(
        "The heights along the column in UITableViewCellContentView 0x7f00 add up to 144, and "
          + "it is 44 tall:"))
    #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("     ") })
  }

  @Test("an ambiguity report and a crash among the app's lines")
  func ambiguityAndCrash() throws {
    let log = """
      2018-02-08 23:37:39.171851-0500 Tiles[303:26335] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

      *UIView:0x125e60cb0- AMBIGUOUS LAYOUT for UIView:0x125e60cb0.minX{id: 35}, UIView:0x125e60cb0.Width{id: 36}

      Legend:
      \t* - is laid out with auto layout
      Tiles: tapped
      Thread 1: "Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x600002beeb00 \"UILabel:0x1270105c0.top\"> and <NSLayoutYAxisAnchor:0x600002beeb40 \"UIStackView:0x127010430.bottom\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      """
    let result = try CommandHarness().run(["explain"], input: Data(log.utf8))
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.outputLines
    #expect(lines.first == "2 reports of UIKit's layout engine in the log.")
    #expect(lines.contains("1. Line 1: an ambiguous layout, 1 view marked AMBIGUOUS LAYOUT."))
    #expect(lines.contains("     UIView 0x125e60cb0: minX, width"))
    #expect(lines.contains("   Lesson: layoutlings show 8.2"))
    #expect(lines.contains("2. Line 8: a constraint's views have no common ancestor (a crash)."))
    #expect(lines.contains("     UILabel 0x1270105c0"))
    #expect(lines.contains("     UIStackView 0x127010430"))
    let text = result.output.replacingOccurrences(of: "\n   ", with: " ")
    #expect(text.contains("lacks a horizontal position"))
    #expect(text.contains("and a width"))
    #expect(lines.contains("   Exercises: 01-constraints-in-code/01-half-height-panel"))
    #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("     ") })

    let json = try CommandHarness().run(["explain", "--json"], input: Data(log.utf8))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let blocks = try #require(root["blocks"] as? [[String: Any]])
    #expect(blocks.map { $0["kind"] as? String } == ["ambiguousLayout", "noCommonAncestor"])
    let ambiguities = try #require(blocks[0]["ambiguities"] as? [[String: Any]])
    #expect(ambiguities.first?["view"] as? Int == 0)
    #expect(ambiguities.first?["attributes"] as? [String] == ["minX", "width"])
    #expect(blocks[1]["subjects"] as? [Int] == [0, 1])
    #expect(blocks[1]["terminates"] as? Bool == false)
    let diagnoses = try #require(blocks[1]["diagnoses"] as? [[String: Any]])
    #expect(diagnoses.first?["cause"] as? String == "noCommonAncestor")
    #expect(
      diagnoses.first?["exercises"] as? [String] == ["01-constraints-in-code/01-half-height-panel"])
  }

  @Test("standard input, and --json with views and constraints by place")
  func json() throws {
    let result = try CommandHarness().run(["explain", "--json"], input: Data(Self.log.utf8))
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.outputLines.count == 2)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let blocks = try #require(root["blocks"] as? [[String: Any]])
    let block = try #require(blocks.first)
    #expect(block["kind"] as? String == "unsatisfiable")
    #expect(block["line"] as? Int == 2)
    #expect(block["broken"] as? Int == 0)
    #expect(block["unknown"] as? Int == 0)
    #expect(block["missing"] as? [String] == [])
    let views = try #require(block["views"] as? [[String: Any]])
    #expect(views.map { $0["address"] as? String } == ["0x7f01", "0x7f00"])
    #expect(views.first?["class"] as? String == "UIImageView")
    let constraints = try #require(block["constraints"] as? [[String: Any]])
    #expect(constraints.count == 4)
    let last = try #require(constraints.last)
    #expect(last["identifier"] as? String == "UIView-Encapsulated-Layout-Height")
    let relation = try #require(last["relation"] as? [String: Any])
    #expect((relation["first"] as? [String: Any])?["view"] as? Int == 1)
    #expect((relation["first"] as? [String: Any])?["attribute"] as? String == "height")
    #expect(relation["relation"] as? String == "==")
    #expect(relation["constant"] as? Double == 44)
    #expect(relation["priority"] as? Double == 1000)
    let diagnoses = try #require(block["diagnoses"] as? [[String: Any]])
    #expect(diagnoses.first?["cause"] as? String == "encapsulatedSize")
    #expect(diagnoses.first?["lesson"] as? String == "13.4")
    #expect(diagnoses.first?["exercises"] as? [String] == ["13-lists/04-read-the-log"])
    #expect(block["ambiguities"] as? [Any] != nil)
    #expect(block["query"] is NSNull)
    // The column of 12 + 120 + 12 in the content view (view 1) of height 44 (constraint 3).
    let chains = try #require(block["chains"] as? [[String: Any]])
    #expect(chains.count == 1)
    let chain = try #require(chains.first)
    #expect(chain["axis"] as? String == "vertical")
    #expect(chain["view"] as? Int == 1)
    #expect(chain["size"] as? Double == 44)
    #expect(chain["sizeConstraint"] as? Int == 3)
    #expect(chain["total"] as? Double == 144)
    #expect(chain["unknownLengths"] as? Int == 0)
    let steps = try #require(chain["steps"] as? [[String: Any]])
    #expect(steps.map { $0["length"] as? Double } == [12, 120, 12])
    #expect(steps.map { $0["constraint"] as? Int } == [1, 0, 2])
    #expect(steps.map { $0["size"] as? Bool } == [false, true, false])
    #expect((steps.first?["from"] as? [String: Any])?["attribute"] as? String == "top")
    #expect((steps.first?["to"] as? [String: Any])?["view"] as? Int == 0)
  }

  @Test("a log with no block says so and exits 65")
  func noBlock() throws {
    let result = try CommandHarness().run(["explain"], input: Data("just the app\n".utf8))
    #expect(result.status == .dataError)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("Standard input holds no \"Unable to simultaneously"))
  }

  @Test("binary bytes are refused with one line")
  func binary() throws {
    let result = try CommandHarness().run(["explain"], input: Data([0x7F, 0x45, 0x4C, 0x46, 0, 1]))
    #expect(result.status == .dataError)
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(result.errors.contains("binary"))
  }

  @Test("a missing file exits 66")
  func missingFile() throws {
    let result = try CommandHarness().run(["explain", "nowhere.log"])
    #expect(result.status == .noInput)
    #expect(result.errors.contains("nowhere.log does not exist"))
  }

  @Test("a cut block is explained as far as it goes and says what is missing")
  func cut() throws {
    let cut = Self.log.split(separator: "\n").prefix(6).joined(separator: "\n")
    let result = try CommandHarness().run(["explain"], input: Data(cut.utf8))
    #expect(result.status == .success, "\(result.errors)")
    let text = result.output.replacingOccurrences(of: "\n   ", with: " ")
    #expect(text.contains("unable to satisfy 2 constraints together"))
    #expect(text.contains("The block is cut short: the list of constraints has no closing ')'"))
    #expect(text.contains("no line says which constraint UIKit broke"))
  }
}
