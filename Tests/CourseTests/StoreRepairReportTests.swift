import Course
import Testing

@Suite("Store repair tallies")
struct StoreRepairReportTests {
  @Test("a tally reads as a sentence, singular for one record")
  func tallyText() {
    #expect(
      StoreRepairReport.Table(name: "attempts", recovered: 12, lost: 3).description
        == "12 attempts recovered, 3 lost")
    #expect(
      StoreRepairReport.Table(name: "attempts", recovered: 1, lost: 0).description
        == "1 attempt recovered, 0 lost")
    #expect(
      StoreRepairReport.Table(name: "hint reveals", recovered: 1, lost: nil).description
        == "1 hint reveal recovered, an unknown number lost")
    #expect(
      StoreRepairReport.Table(name: "ratings", recovered: 0, lost: 2).description
        == "0 ratings recovered, 2 lost")
  }
}
