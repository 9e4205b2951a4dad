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
    #expect(lines.allSatisfy { $0.count <= 80 || $0.hasPrefix("     ") })
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
