import Foundation

/// The folders an ELF executable asks the dynamic loader to search for its libraries: its
/// `DT_RUNPATH` (or the older `DT_RPATH`), with `$ORIGIN` replaced by the executable's folder.
///
/// A program under a private root sees only what the runner binds in, so the runner reads these
/// to bind the folders of the program's own libraries (the Swift runtime, the engine's): a
/// program the grader builds names them there (`-rpath`). Anything that is not a little-endian
/// 64-bit ELF file, or has no such entry, has none.
enum ExecutableSearchPaths {
  private static let loadSegment: UInt32 = 1
  private static let dynamicSegment: UInt32 = 2
  private static let stringTableTag: UInt64 = 5
  private static let runPathTags: Set<UInt64> = [15, 29]  // DT_RPATH, DT_RUNPATH

  /// The search folders of the executable at `path`, in the order it gives them.
  static func of(executableAt path: String) -> [String] {
    guard let file = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? file.close() }
    let origin = (path as NSString).deletingLastPathComponent
    return (try? paths(in: ELFReader(file: file), origin: origin)) ?? []
  }

  static func paths(in reader: ELFReader, origin: String) throws -> [String] {
    let header = try reader.bytes(at: 0, count: 64)
    // "\x7fELF", 64-bit, little-endian.
    guard header.count == 64, header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
      header[4] == 2, header[5] == 1
    else { return [] }
    let headerTableOffset = ELFReader.integer(header, at: 0x20, size: 8)
    let headerSize = ELFReader.integer(header, at: 0x36, size: 2)
    let headerCount = ELFReader.integer(header, at: 0x38, size: 2)
    guard headerSize >= 56, headerCount < 4096 else { return [] }

    var loads: [(address: UInt64, offset: UInt64, size: UInt64)] = []
    var dynamic: (offset: UInt64, size: UInt64)?
    for index in 0..<headerCount {
      let entry = try reader.bytes(at: headerTableOffset + index * headerSize, count: 56)
      guard entry.count == 56 else { return [] }
      let type = UInt32(ELFReader.integer(entry, at: 0, size: 4))
      let offset = ELFReader.integer(entry, at: 8, size: 8)
      let address = ELFReader.integer(entry, at: 16, size: 8)
      let fileSize = ELFReader.integer(entry, at: 32, size: 8)
      if type == loadSegment { loads.append((address, offset, fileSize)) }
      if type == dynamicSegment { dynamic = (offset, fileSize) }
    }
    guard let dynamic, dynamic.size <= 1 << 20 else { return [] }

    let entries = try reader.bytes(at: dynamic.offset, count: Int(dynamic.size))
    var stringTable: UInt64?
    var runPaths: [UInt64] = []
    for start in stride(from: 0, to: entries.count - 15, by: 16) {
      let tag = ELFReader.integer(entries, at: start, size: 8)
      let value = ELFReader.integer(entries, at: start + 8, size: 8)
      if tag == 0 { break }
      if tag == stringTableTag { stringTable = value }
      if runPathTags.contains(tag) { runPaths.append(value) }
    }
    // The string table is named by its address in memory; the load segments map it to the file.
    guard let stringTable,
      let segment = loads.first(where: {
        $0.address <= stringTable && stringTable < $0.address + $0.size
      })
    else { return [] }
    let tableOffset = stringTable - segment.address + segment.offset

    var folders: [String] = []
    for position in runPaths {
      let text = try reader.string(at: tableOffset + position)
      for folder in text.split(separator: ":") where !folder.isEmpty {
        folders.append(
          String(folder).replacingOccurrences(of: "${ORIGIN}", with: origin)
            .replacingOccurrences(of: "$ORIGIN", with: origin))
      }
    }
    return folders
  }
}

/// Reads parts of a file by offset.
struct ELFReader {
  let read: (_ offset: UInt64, _ count: Int) throws -> [UInt8]

  init(file: FileHandle) {
    read = { offset, count in
      try file.seek(toOffset: offset)
      return [UInt8](try file.read(upToCount: count) ?? Data())
    }
  }

  init(bytes: [UInt8]) {
    read = { offset, count in
      guard offset < UInt64(bytes.count) else { return [] }
      let start = Int(offset)
      return Array(bytes[start..<min(bytes.count, start + count)])
    }
  }

  func bytes(at offset: UInt64, count: Int) throws -> [UInt8] {
    try read(offset, count)
  }

  /// The NUL-terminated string at `offset` (at most 64 KiB).
  func string(at offset: UInt64) throws -> String {
    var collected: [UInt8] = []
    var next = offset
    while collected.count < 65536 {
      let chunk = try read(next, 256)
      if chunk.isEmpty { break }
      if let end = chunk.firstIndex(of: 0) {
        collected += chunk[..<end]
        break
      }
      collected += chunk
      next += UInt64(chunk.count)
    }
    return String(decoding: collected, as: UTF8.self)
  }

  /// The little-endian unsigned integer of `size` bytes at `offset` of `bytes`.
  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in (0..<size).reversed() {
      value = value << 8 | UInt64(bytes[offset + index])
    }
    return value
  }
}
