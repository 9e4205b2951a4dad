import Foundation
import Testing

@testable import Grader

/// The run path read from ELF files built by hand from the format's layout (64-bit,
/// little-endian): a header, a load segment, a dynamic segment and a string table.
@Suite("Executable search paths")
struct ExecutableSearchPathsTests {
  /// An ELF file whose dynamic section has `tags` (tag, string) entries and a string table,
  /// mapped at address 0x400000 by one load segment that covers the whole file.
  private func elf(_ entries: [(tag: UInt64, text: String)]) -> [UInt8] {
    func little(_ value: UInt64, _ size: Int) -> [UInt8] {
      (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
    let base: UInt64 = 0x40_0000
    let headerTable: UInt64 = 64
    let dynamicOffset = headerTable + 2 * 56
    let dynamicSize = UInt64(entries.count + 2) * 16
    let stringsOffset = dynamicOffset + dynamicSize
    var strings: [UInt8] = [0]
    var positions: [UInt64] = []
    for entry in entries {
      positions.append(UInt64(strings.count))
      strings += Array(entry.text.utf8) + [0]
    }
    let total = stringsOffset + UInt64(strings.count)

    var file: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + Array(repeating: 0, count: 9)
    file += little(3, 2) + little(62, 2) + little(1, 4)  // type, machine, version
    file += little(0, 8) + little(headerTable, 8) + little(0, 8)  // entry, phoff, shoff
    file += little(0, 4) + little(64, 2) + little(56, 2) + little(2, 2)  // flags, sizes, phnum
    file += little(64, 2) + little(0, 2) + little(0, 2)
    // PT_LOAD over the whole file, then PT_DYNAMIC.
    for (type, offset, size) in [(UInt64(1), UInt64(0), total), (2, dynamicOffset, dynamicSize)] {
      file += little(type, 4) + little(4, 4) + little(offset, 8) + little(base + offset, 8)
      file += little(base + offset, 8) + little(size, 8) + little(size, 8) + little(0x1000, 8)
    }
    file += little(5, 8) + little(base + stringsOffset, 8)  // DT_STRTAB
    for (index, entry) in entries.enumerated() {
      file += little(entry.tag, 8) + little(positions[index], 8)
    }
    file += little(0, 8) + little(0, 8)  // DT_NULL
    return file + strings
  }

  @Test("the run path's folders, in order, with $ORIGIN as the executable's folder")
  func runPath() throws {
    let bytes = elf([(29, "/opt/swift/usr/lib/swift/linux:$ORIGIN/lib::${ORIGIN}")])
    let paths = try ExecutableSearchPaths.paths(in: ELFReader(bytes: bytes), origin: "/tmp/grade")
    #expect(paths == ["/opt/swift/usr/lib/swift/linux", "/tmp/grade/lib", "/tmp/grade"])
  }

  @Test("an older DT_RPATH counts too; a file without one has none")
  func olderAndNone() throws {
    let older = elf([(15, "/usr/local/lib")])
    #expect(
      try ExecutableSearchPaths.paths(in: ELFReader(bytes: older), origin: "/x") == [
        "/usr/local/lib"
      ])
    let none = elf([(1, "libswiftCore.so")])  // DT_NEEDED only
    #expect(try ExecutableSearchPaths.paths(in: ELFReader(bytes: none), origin: "/x").isEmpty)
  }

  @Test("what is not a 64-bit little-endian ELF file has none")
  func notELF() throws {
    #expect(ExecutableSearchPaths.of(executableAt: "/bin/nonexistent").isEmpty)
    let script = Array("#!/bin/sh\necho hi\n".utf8)
    #expect(try ExecutableSearchPaths.paths(in: ELFReader(bytes: script), origin: "/").isEmpty)
    var truncated = elf([(29, "/a")])
    truncated.removeLast(truncated.count - 80)
    #expect(try ExecutableSearchPaths.paths(in: ELFReader(bytes: truncated), origin: "/").isEmpty)
  }
}
