import Testing

@testable import Terminal

@Suite("Progress bar")
struct ProgressBarTests {
  @Test(
    "12 of 48 in 8 cells fills 2 of them",
    arguments: [
      (12, 48, "[##------] 12/48"),
      (47, 48, "[#######-] 47/48"),  // 7.83 cells round down: full only when done
      (48, 48, "[########] 48/48"),
      (0, 0, "[--------] 0/0"),
      (60, 48, "[########] 60/48"),
      (-3, 48, "[--------] -3/48"),
    ])
  func plain(completed: Int, total: Int, expected: String) {
    #expect(
      ProgressBar(completed: completed, total: total, width: 8).render(styler: .plain) == expected)
  }

  @Test("in colour the bar is green blocks and dim shade")
  func styled() {
    #expect(
      ProgressBar(completed: 12, total: 48, width: 8).render(styler: .ansi)
        == "[\u{1B}[32m██\u{1B}[0m\u{1B}[2m░░░░░░\u{1B}[0m] 12/48")
    #expect(
      ProgressBar(completed: 0, total: 10, width: 3).render(styler: .ansi)
        == "[\u{1B}[2m░░░\u{1B}[0m] 0/10")
  }
}

@Suite("Table formatter")
struct TableFormatterTests {
  @Test("columns aligned by visible width, right alignment, short rows")
  func plain() {
    let table = TableFormatter(
      headers: ["exercise", "status", "score"],
      rows: [
        ["01-first", "done", "100"],
        ["02-second-longer", "pending", "5"],
        ["日本", "\u{1B}[32mok\u{1B}[0m"],
      ],
      alignments: [.left, .left, .right])
    let expected = [
      "exercise          status   score",
      "----------------  -------  -----",
      "01-first          done       100",
      "02-second-longer  pending      5",
      "日本              \u{1B}[32mok\u{1B}[0m",
    ]
    #expect(table.renderLines(styler: .plain) == expected)
  }

  @Test("in colour the headers are bold and the rule is a line")
  func styled() {
    let table = TableFormatter(headers: ["a", "bb"], rows: [["1", "2"]])
    #expect(table.render(styler: .ansi) == "\u{1B}[1ma\u{1B}[0m  \u{1B}[1mbb\u{1B}[0m\n─  ──\n1  2")
  }

  @Test("no headers, no rows")
  func empty() {
    #expect(TableFormatter(rows: []).renderLines(styler: .plain).isEmpty)
    #expect(TableFormatter(rows: [["x", "y"]]).render(styler: .plain) == "x  y")
  }
}
