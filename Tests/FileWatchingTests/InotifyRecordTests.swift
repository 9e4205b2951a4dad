import Testing

@testable import FileWatching

@Suite("inotify records")
struct InotifyRecordTests {
  /// Lays out one record as the kernel does: header in native byte order, then the name padded
  /// with NULs to `paddedLength` bytes.
  private func record(
    watch: Int32, mask: UInt32, cookie: UInt32, name: String, paddedLength: Int
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    withUnsafeBytes(of: watch) { bytes += $0 }
    withUnsafeBytes(of: mask) { bytes += $0 }
    withUnsafeBytes(of: cookie) { bytes += $0 }
    withUnsafeBytes(of: UInt32(paddedLength)) { bytes += $0 }
    let nameBytes = Array(name.utf8)
    bytes += nameBytes + [UInt8](repeating: 0, count: paddedLength - nameBytes.count)
    return bytes
  }

  @Test func readsRecordsWithPaddedNamesOneAfterAnother() {
    // "Exercise.swift" is 14 bytes; with its NUL and padding to 16 the record is 32 bytes long.
    let bytes =
      record(watch: 1, mask: 0x80, cookie: 7, name: "Exercise.swift", paddedLength: 16)
      + record(watch: 1, mask: 0x400, cookie: 0, name: "", paddedLength: 0)
      + record(watch: 2, mask: 0x100, cookie: 0, name: "a", paddedLength: 16)
    #expect(bytes.count == 32 + 16 + 32)
    let records = bytes.withUnsafeBytes { InotifyRecord.parse($0) }
    #expect(
      records == [
        InotifyRecord(
          watchDescriptor: 1, mask: 0x80, cookie: 7, name: Array("Exercise.swift".utf8)),
        InotifyRecord(watchDescriptor: 1, mask: 0x400, cookie: 0, name: []),
        InotifyRecord(watchDescriptor: 2, mask: 0x100, cookie: 0, name: [UInt8(ascii: "a")]),
      ])
  }

  @Test func aRecordCutShortIsDropped() {
    let whole = record(watch: 3, mask: 0x8, cookie: 0, name: "x", paddedLength: 16)
    let cut = Array(record(watch: 3, mask: 0x8, cookie: 0, name: "y", paddedLength: 16)[0..<20])
    let records = (whole + cut).withUnsafeBytes { InotifyRecord.parse($0) }
    #expect(records == [InotifyRecord(watchDescriptor: 3, mask: 0x8, cookie: 0, name: [0x78])])
    let headerOnly = Array(whole[0..<10])
    #expect(headerOnly.withUnsafeBytes { InotifyRecord.parse($0) } == [])
  }

  @Test func aRecordNeedNotStartAligned() {
    // The parser reads the header without assuming alignment: start at an odd offset.
    let bytes = [0xAA] + record(watch: 9, mask: 0x200, cookie: 0, name: "b", paddedLength: 4)
    let records = bytes.withUnsafeBytes {
      InotifyRecord.parse(UnsafeRawBufferPointer(rebasing: $0[1...]))
    }
    #expect(records == [InotifyRecord(watchDescriptor: 9, mask: 0x200, cookie: 0, name: [0x62])])
  }
}
