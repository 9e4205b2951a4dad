import LayoutReport
import Testing

@testable import Grader

/// The program's standard output, split where the harness marked each device.
@Suite("Program output per device")
struct ProgramOutputTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
  private let se = ProgramOutputMarker.line(device: "iphone-se")
  private let x = ProgramOutputMarker.line(device: "iphone-x:landscape")

  @Test("each device's part, a line left open before a marker included; silent devices left out")
  func sections() {
    let text = "global\n" + se + "a\nb\n" + x + "open" + ProgramOutputMarker.line(device: "ipad-9")
    #expect(
      ProgramOutput.sections(of: bytes(text), isCut: false) == [
        ProgramOutput(device: nil, text: "global", truncated: false),
        ProgramOutput(device: "iphone-se", text: "a\nb", truncated: false),
        ProgramOutput(device: "iphone-x:landscape", text: "open", truncated: false),
      ])
    #expect(ProgramOutput.sections(of: bytes(se + x), isCut: false) == [])
    #expect(ProgramOutput.sections(of: [], isCut: false) == [])
  }

  @Test("a stream cut short marks its last part; long parts are capped by lines")
  func caps() {
    let many = (1...250).map(String.init).joined(separator: "\n")
    let sections = ProgramOutput.sections(of: bytes(se + many), isCut: false)
    #expect(sections.count == 1)
    #expect(sections[0].truncated)
    // 200 lines kept: "1" … "200".
    #expect(sections[0].text.split(separator: "\n").count == ProgramOutput.keptLines)
    #expect(sections[0].text.hasSuffix("\n200"))
    let cut = ProgramOutput.sections(of: bytes(se + "x\n" + x + "partial"), isCut: true)
    #expect(cut.map(\.truncated) == [false, true])
  }
}
