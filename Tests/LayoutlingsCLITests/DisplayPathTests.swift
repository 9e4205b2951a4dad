import Testing

@testable import LayoutlingsCLI

/// A verdict names the learner's file as briefly as it can be found again.
@Suite("Display paths")
struct DisplayPathTests {
  let paths = DisplayPath(currentDirectory: "/home/ana/course", home: "/home/ana")

  @Test("inside the current folder: relative to it")
  func insideCurrentFolder() {
    #expect(
      paths("/home/ana/course/Data/workspace/01/Exercise.swift")
        == "Data/workspace/01/Exercise.swift")
  }

  @Test("inside the home folder only: from ~")
  func insideHome() {
    #expect(paths("/home/ana/notes/Exercise.swift") == "~/notes/Exercise.swift")
  }

  @Test("elsewhere, relative or a folder that only shares a prefix: as it is")
  func elsewhere() {
    #expect(paths("/tmp/Exercise.swift") == "/tmp/Exercise.swift")
    #expect(paths("Exercise.swift") == "Exercise.swift")
    #expect(paths("/home/ana/course-old/Exercise.swift") == "~/course-old/Exercise.swift")
    #expect(paths("/home/anna/Exercise.swift") == "/home/anna/Exercise.swift")
    let root = DisplayPath(currentDirectory: "/", home: nil)
    #expect(root("/etc/passwd") == "/etc/passwd")
  }

  @Test("a frame check wider than the screen puts `got` under `expected`, numbers whole")
  func wrappedCheck() {
    let row =
      "  FAIL  iphone-x  initial  tableView.cells[0][0]  expected [0, 0, 375, 65], got [0, 0, 375, 44]"
    let lines = VerdictRenderer.wrapCheck(row, width: 80)
    #expect(
      lines == [
        "  FAIL  iphone-x  initial  tableView.cells[0][0]  expected [0, 0, 375, 65],",
        "                                                  got [0, 0, 375, 44]",
      ])
    #expect(VerdictRenderer.wrapCheck(row, width: 120) == [row])
    // Too wide even for `expected` alone: both go under the check's name.
    let wide =
      "  FAIL  iphone-x:landscape   keyboard         signInButton  expected [60, 100, 692, 50],"
      + " got [60, 288, 692, 50]"
    #expect(
      VerdictRenderer.wrapCheck(wide, width: 80) == [
        "  FAIL  iphone-x:landscape   keyboard         signInButton",
        "        expected [60, 100, 692, 50], got [60, 288, 692, 50]",
      ])
    #expect(
      VerdictRenderer.wrapCheck(wide, width: 40) == [
        "  FAIL  iphone-x:landscape   keyboard         signInButton",
        "        expected [60, 100, 692, 50],",
        "        got [60, 288, 692, 50]",
      ])
  }

  @Test("a passed check wider than the screen puts its frame under its name, numbers whole")
  func wrappedPassedCheck() {
    // 81 characters: one more than the screen.
    let row =
      "  ok    iphone-x            scrolled-to-end-again  saveButton  [16, 708, 343, 50]"
    #expect(row.count == 81)
    #expect(
      VerdictRenderer.wrapCheck(row, width: 80) == [
        "  ok    iphone-x            scrolled-to-end-again  saveButton",
        "        [16, 708, 343, 50]",
      ])
    #expect(VerdictRenderer.wrapCheck(row, width: 81) == [row])
  }
}
