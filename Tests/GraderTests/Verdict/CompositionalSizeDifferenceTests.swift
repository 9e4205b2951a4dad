import LayoutReport
import Testing

@testable import Grader

/// A compositional layout's cell the wrong size because its item or group size differs from the
/// reference solution's: two square photos a row, each item half its group's width and all its
/// height, each group the section's width and half of it tall.
@Suite("Compositional sizes against the solution's")
struct CompositionalSizeDifferenceTests {
  private static func dimension(_ kind: String, _ value: Double, line: Int? = nil)
    -> LayoutDimensionRecord
  {
    LayoutDimensionRecord(kind: kind, value: value, line: line)
  }

  /// The solution's sizes: item `.fractionalWidth(0.5)` × `.fractionalHeight(1)`, group
  /// `.fractionalWidth(1)` × `.fractionalWidth(0.5)`.
  private static let solution = CompositionalItemRecord(
    item: LayoutSizeRecord(
      width: dimension("fractionalWidth", 0.5), height: dimension("fractionalHeight", 1)),
    group: LayoutSizeRecord(
      width: dimension("fractionalWidth", 1), height: dimension("fractionalWidth", 0.5)))

  private func layout(_ record: CompositionalItemRecord) -> ProgramLayout {
    var device = ProgramLayout.Device(
      name: "iphone-se", constraints: [],
      frames: ["initial/collectionView.cells[0][0]": Fixture.rect(2, 2, 183.5, 183.5)])
    device.compositionalItems = ["initial/collectionView.cells[0][0]": record]
    return ProgramLayout(devices: [device])
  }

  /// On an iPhone SE (375 wide) the solution's cell is 375 × 0.5 = 187.5 square, less 2 of
  /// content insets on each side: [2, 2, 183.5, 183.5].
  private func verdict(actual: ReportRect) -> Verdict {
    let check = Check(
      device: "iphone-se", snapshot: "initial", view: "collectionView.cells[0][0]",
      expected: Fixture.rect(2, 2, 183.5, 183.5), actual: actual, tolerance: 0.25, ok: false)
    return Verdict(
      status: .failed, score: 0, checks: [check],
      diagnostics: [
        Diagnostic(
          kind: .frameMismatch, message: "`collectionView.cells[0][0]` is too tall.",
          device: "iphone-se", view: "collectionView.cells[0][0]")
      ])
  }

  private func explained(_ record: CompositionalItemRecord, actual: ReportRect) throws
    -> Diagnostic
  {
    let explained = CompositionalSizeDifference.explaining(
      verdict(actual: actual), learner: layout(record), reference: layout(Self.solution),
      file: "Photos.swift")
    #expect(explained.diagnostics.count == 1)
    return try #require(explained.diagnostics.first)
  }

  @Test("the group's height a fraction of the height: the wrong dimension, at its line")
  func wrongDimension() throws {
    var record = Self.solution
    record.group.height = Self.dimension("fractionalHeight", 0.5, line: 34)
    // Half of the SE's 667-point height, 333.5, less 2 + 2: 329.5 tall.
    let lead = try explained(record, actual: Fixture.rect(2, 2, 183.5, 329.5))
    #expect(lead.cause == .fractionOfWrongDimension)
    #expect(lead.line == 34)
    #expect(lead.file == "Photos.swift")
    #expect(lead.message.contains("`.fractionalHeight(0.5)`"))
  }

  @Test("the group's height in points: an absolute size for a fraction")
  func absolute() throws {
    var record = Self.solution
    record.group.height = Self.dimension("absolute", 187.5, line: 34)
    let lead = try explained(record, actual: Fixture.rect(2, 2, 183.5, 183.5))
    #expect(lead.cause == .absoluteSizeForFraction)
    #expect(lead.line == 34)
  }

  @Test("the half given to the group and the whole to the item: the wrong container")
  func wrongContainer() throws {
    var record = Self.solution
    record.item.width = Self.dimension("fractionalWidth", 1, line: 29)
    record.group.width = Self.dimension("fractionalWidth", 0.5, line: 34)
    let lead = try explained(record, actual: Fixture.rect(2, 191.5, 183.5, 183.5))
    #expect(lead.cause == .fractionOfWrongContainer)
    #expect(lead.line == 34)
  }

  @Test("the solution's own sizes, or two unrelated differences, name no cause")
  func noCause() throws {
    let same = try explained(Self.solution, actual: Fixture.rect(2, 2, 183.5, 180))
    #expect(same.cause == nil)
    var record = Self.solution
    record.item.height = Self.dimension("absolute", 100)
    record.group.width = Self.dimension("fractionalWidth", 0.9)
    let two = try explained(record, actual: Fixture.rect(2, 2, 150, 96))
    #expect(two.cause == nil)
  }
}
