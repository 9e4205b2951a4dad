import Grader
import Testing

@Suite("Attributes that name symbols")
struct SymbolAttributeCheckTests {
  @Test("each refused attribute is found at its line")
  func found() {
    let source = "import UIKit\n\n@_silgen_name(\"write\")\nfunc write2() {}\n"
    #expect(SymbolAttributeCheck.firstRefused(in: source)?.attribute == "@_silgen_name")
    #expect(SymbolAttributeCheck.firstRefused(in: source)?.line == 3)
    let used = "let a = 1\n@_used @_section(\".init_array\") let start: Int = 0\n"
    #expect(SymbolAttributeCheck.firstRefused(in: used)?.attribute == "@_used")
    #expect(SymbolAttributeCheck.firstRefused(in: used)?.line == 2)
  }

  @Test("comments, strings and ordinary attributes do not count")
  func ignored() {
    let source = """
      // @_cdecl("getenv") would be refused
      let note = "@_silgen_name"
      /* @_section */
      @MainActor @objc @IBOutlet @available(iOS 13, *) @discardableResult
      func f() -> Int { 1 }
      """
    #expect(SymbolAttributeCheck.firstRefused(in: source) == nil)
  }
}
