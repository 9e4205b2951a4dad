import Basics
import Testing

@Suite struct MarkupTextTests {
  @Test func eachSpecialCharacterIsAReference() {
    #expect(
      MarkupText.escape("<a href=\"x\">'&'</a>")
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }

  @Test func controlCharactersBecomeVisibleAndTextStaysAsIs() {
    #expect(MarkupText.escape("nul\u{0}del\u{7F}") == "nul\u{2400}del\u{2421}")
    #expect(MarkupText.escape("cr\r") == "cr\u{240D}")
    #expect(MarkupText.escape("c1\u{85}") == "c1[U+0085]")
    #expect(MarkupText.escape("\u{FFFE}") == "\u{FFFD}")
    #expect(MarkupText.escape("line\nand\ttab") == "line\nand\ttab")
    #expect(MarkupText.escape("é ✓") == "é ✓")
  }
}

@Suite struct JSONTextTests {
  @Test func stringsEscapeQuotesBackslashesAndControls() {
    #expect(JSONText.string("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONText.string("\n\r\t\u{1}") == #""\n\r\t\u0001""#)
    #expect(JSONText.string("é ✓") == "\"é ✓\"")
  }

  @Test func objectsKeepTheirOrderAndNumbersTheirValue() {
    #expect(JSONText.object([("b", "1"), ("a", JSONText.string("x"))]) == #"{"b":1,"a":"x"}"#)
    #expect(JSONText.array(["1", "2"]) == "[1,2]")
    #expect(JSONText.number(3) == "3")
    #expect(JSONText.number(-0.5) == "-0.5")
    #expect(JSONText.number(2.0 / 3) == "0.6666666666666666")
  }
}

@Suite struct SplitMix64Tests {
  @Test func fromSeedZeroItGivesTheReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func uniformValuesStayBelowOne() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<1_000 {
      let value = generator.uniform()
      #expect(value >= 0 && value < 1)
      #expect((0..<3).contains(generator.below(3)))
    }
  }
}
