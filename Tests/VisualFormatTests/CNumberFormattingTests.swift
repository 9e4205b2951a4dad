import Testing
import VisualFormat

/// `%g` as C prints it; expected texts follow C's rules by hand (6 significant digits, ties to
/// even on the exact binary value, exponent form below 1e-4 or from 1e6, trailing zeros dropped).
@Suite("C %g formatting")
struct CNumberFormattingTests {
  @Test(
    "Typical values in UIKit's priority messages",
    arguments: [
      (0.0, "0"), (-0.0, "-0"), (-5.0, "-5"), (1001.0, "1001"), (1000.5, "1000.5"),
      (1e6, "1e+06"), (750.0, "750"), (0.5, "0.5"),
    ])
  func typicalValues(value: Double, expected: String) {
    #expect(CNumberFormatting.percentG(value) == expected)
  }

  @Test(
    "Switching between plain and exponent form",
    arguments: [
      (100000.0, "100000"), (123456.0, "123456"), (1234567.0, "1.23457e+06"),
      (0.0001, "0.0001"), (0.00012345, "0.00012345"), (1e-5, "1e-05"),
      (1e100, "1e+100"), (1e-100, "1e-100"), (-2.5e-7, "-2.5e-07"),
    ])
  func forms(value: Double, expected: String) {
    #expect(CNumberFormatting.percentG(value) == expected)
  }

  @Test(
    "Rounding to six significant digits",
    arguments: [
      (1.0 / 3.0, "0.333333"), (2.0 / 3.0, "0.666667"),
      // 999999.5 is a tie; the kept 9 is odd, so it rounds up into the next power of ten.
      (999999.5, "1e+06"),
      // Ties go to the even digit.
      (123456.5, "123456"), (123457.5, "123458"),
      // 1.000005 is stored as 1.00000500000000003…, above the tie.
      (1.000005, "1.00001"),
      // Rounding up to 0.0001 moves the exponent from -5 to -4, which is plain form.
      (0.000099999995, "0.0001"),
    ])
  func rounding(value: Double, expected: String) {
    #expect(CNumberFormatting.percentG(value) == expected)
  }

  @Test("Rounding uses the exact binary value, not the shortest decimal")
  func exactValue() {
    // 0.15 is stored as 0.1499999999…, 2.675 as 2.67499999…: both round down.
    #expect(CNumberFormatting.percentG(0.15, precision: 1) == "0.1")
    #expect(CNumberFormatting.percentG(2.675, precision: 3) == "2.67")
    // Exact ties: 2.5 → 2, 3.5 → 4, 0.125 → 0.12.
    #expect(CNumberFormatting.percentG(2.5, precision: 1) == "2")
    #expect(CNumberFormatting.percentG(3.5, precision: 1) == "4")
    #expect(CNumberFormatting.percentG(0.125, precision: 2) == "0.12")
    // Precision 0 means 1.
    #expect(CNumberFormatting.percentG(7.5, precision: 0) == "8")
  }

  @Test("Extremes and special values")
  func extremes() {
    #expect(CNumberFormatting.percentG(Double.leastNonzeroMagnitude) == "4.94066e-324")
    #expect(CNumberFormatting.percentG(Double.greatestFiniteMagnitude) == "1.79769e+308")
    #expect(CNumberFormatting.percentG(.infinity) == "inf")
    #expect(CNumberFormatting.percentG(-.infinity) == "-inf")
    #expect(CNumberFormatting.percentG(.nan) == "nan")
  }
}
