import Foundation

/// The 100-byte header at the start of an SQLite file (sqlite.org/fileformat2.html, 1.3), as
/// far as a damaged file's recovery needs it: to tell whether it is there and to write a
/// plausible one over a header that was wiped, so the pages after it can be read again.
enum DatabaseHeader {
  /// The header's length.
  static let length = 100
  /// "SQLite format 3" and a NUL: the first 16 bytes of every database file.
  static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]
  /// Page sizes to try, the default (4096) first.
  static let pageSizes = [4096, 1024, 2048, 8192, 16384, 32768, 65536, 512]

  /// Whether `bytes` start with the magic string.
  static func isPresent(in bytes: [UInt8]) -> Bool {
    bytes.count >= length && Array(bytes.prefix(magic.count)) == magic
  }

  /// A header for a file of `fileSize` bytes in pages of `pageSize`, in write-ahead-log mode,
  /// UTF-8, with no free list (free pages are only lost space when reading).
  static func make(pageSize: Int, fileSize: Int) -> [UInt8] {
    var header = [UInt8](repeating: 0, count: length)
    header.replaceSubrange(0..<16, with: magic)
    // 65536 is stored as 1 (it does not fit in two bytes).
    let storedSize = pageSize == 65536 ? 1 : pageSize
    header[16] = UInt8(storedSize >> 8)
    header[17] = UInt8(storedSize & 0xFF)
    header[18] = 2  // write version: WAL
    header[19] = 2  // read version: WAL
    header[20] = 0  // reserved bytes per page
    header[21] = 64  // maximum embedded payload fraction (must be 64)
    header[22] = 32  // minimum embedded payload fraction (must be 32)
    header[23] = 32  // leaf payload fraction (must be 32)
    put(1, at: 24, in: &header)  // file change counter
    put(UInt32(clamping: fileSize / pageSize), at: 28, in: &header)  // size in pages
    put(1, at: 40, in: &header)  // schema cookie
    put(4, at: 44, in: &header)  // schema format number
    put(1, at: 56, in: &header)  // text encoding: UTF-8
    put(1, at: 92, in: &header)  // version-valid-for: equals the change counter
    put(3_045_000, at: 96, in: &header)  // the SQLite version that wrote it
    return header
  }

  /// The page size the header gives, if it is a valid one (a power of two, 512 to 65536).
  static func pageSize(in header: [UInt8]) -> Int? {
    guard header.count >= length else { return nil }
    let stored = Int(header[16]) << 8 | Int(header[17])
    let size = stored == 1 ? 65536 : stored
    guard size >= 512, size & (size - 1) == 0 else { return nil }
    return size
  }

  /// The size of the database in pages, as the header gives it.
  static func pageCount(in header: [UInt8]) -> Int {
    guard header.count >= length else { return 0 }
    return header[28..<32].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func put(_ value: UInt32, at offset: Int, in header: inout [UInt8]) {
    header[offset] = UInt8(value >> 24)
    header[offset + 1] = UInt8((value >> 16) & 0xFF)
    header[offset + 2] = UInt8((value >> 8) & 0xFF)
    header[offset + 3] = UInt8(value & 0xFF)
  }
}
