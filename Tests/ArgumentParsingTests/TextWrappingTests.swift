import Testing

@testable import ArgumentParsing

@Suite("Text wrapping")
struct TextWrappingTests {
  @Test func wrapsGreedilyWithAHangingIndent() {
    #expect(
      TextWrapping.lines(of: ["aaa", "bb", "cccc"], prefix: "", indent: 2, width: 7) == [
        "aaa bb", "  cccc",
      ])
  }

  @Test func lineMayBeExactlyTheWidth() {
    #expect(TextWrapping.lines(of: ["abc", "def"], prefix: "", indent: 0, width: 7) == ["abc def"])
  }

  @Test func wordLongerThanTheLineStaysWhole() {
    #expect(
      TextWrapping.lines(of: ["abcdefghij", "x"], prefix: "> ", indent: 2, width: 5) == [
        "> abcdefghij", "  x",
      ])
  }

  @Test func prefixWithoutWordsLosesItsTrailingSpaces() {
    #expect(TextWrapping.lines(of: [], prefix: "  label   ", indent: 10, width: 80) == ["  label"])
    #expect(TextWrapping.lines(of: [], prefix: "", indent: 0, width: 80) == [])
  }

  @Test func synopsisGroupsKeepBracketedPartsTogether() {
    #expect(
      TextWrapping.synopsisGroups(of: "tool copy <source> [-m <mode>] [--tag <tag> ...]")
        == ["tool", "copy", "<source>", "[-m <mode>]", "[--tag <tag> ...]"])
  }
}
