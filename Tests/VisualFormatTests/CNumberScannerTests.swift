import Testing

@testable import VisualFormat

/// How much of a string C's `strtod` consumes, worked out from the C standard's grammar.
@Suite("strtod-compatible number scanning")
struct CNumberScannerTests {
  private func scan(_ text: String) -> (value: Double, length: Int)? {
    CNumberScanner.scan(Array(text.utf8), from: 0)
  }

  @Test(
    "Decimal numbers and where they stop",
    arguments: [
      ("5", 5.0, 1), ("20-", 20, 2), ("-5)", -5, 2), ("1.5", 1.5, 3), ("5.", 5, 2),
      ("-.5", -0.5, 3), ("1e3", 1000, 3), ("1E+06", 1e6, 5), ("2.5e-1]", 0.25, 6),
      ("5.e3", 5000, 4), ("007", 7, 3), ("1.5.5", 1.5, 3),
    ])
  func decimals(text: String, value: Double, length: Int) throws {
    let result = try #require(scan(text))
    #expect(result.value == value)
    #expect(result.length == length)
  }

  @Test(
    "An incomplete exponent is not consumed",
    arguments: [("5e", 1), ("5e+", 1), ("5E-x", 1), ("5e@7", 1), ("1.5e]", 3)])
  func incompleteExponent(text: String, length: Int) throws {
    #expect(try #require(scan(text)).length == length)
  }

  @Test(
    "Hexadecimal floats",
    arguments: [
      ("0x10", 16.0, 4), ("0X1P3", 8, 5), ("0x1.8", 1.5, 5), ("-0x.8p1", -1, 7),
      ("0x1p", 1, 3), ("0xg", 0, 1), ("0x", 0, 1), ("0x.", 0, 1),
    ])
  func hexadecimal(text: String, value: Double, length: Int) throws {
    let result = try #require(scan(text))
    #expect(result.value == value)
    #expect(result.length == length)
  }

  @Test("Infinities and NaN after a sign")
  func specialValues() throws {
    let infinity = try #require(scan("-inf-"))
    #expect(infinity.value == -.infinity)
    #expect(infinity.length == 4)
    #expect(try #require(scan("-INFINITY")).length == 9)
    #expect(try #require(scan("-infinit")).length == 4)
    let nan = try #require(scan("-nan(x_1)-"))
    #expect(nan.value.isNaN)
    #expect(nan.length == 9)
    #expect(try #require(scan("-nan(x")).length == 4)
  }

  @Test("No conversion", arguments: ["-", "-x", "-.", "--5", "-+5", "- 5", "-)"])
  func nothing(text: String) {
    #expect(scan(text) == nil)
  }

  @Test("Scanning starts at the given offset")
  func offset() throws {
    let bytes = Array("[a]-20-[b]".utf8)
    let result = try #require(CNumberScanner.scan(bytes, from: 4))
    #expect(result.value == 20)
    #expect(result.length == 2)
  }
}
