/// One `struct inotify_event` as the kernel writes it: a 16-byte header in native byte order
/// (`int wd; uint32_t mask; uint32_t cookie; uint32_t len;`) followed by `len` bytes of name,
/// NUL-terminated and padded with further NULs so the next record starts aligned.
struct InotifyRecord: Equatable, Sendable {
  /// The watch the event belongs to (-1 for a queue overflow).
  var watchDescriptor: Int32
  /// The `IN_*` bits.
  var mask: UInt32
  /// Links the two halves of a rename (`IN_MOVED_FROM` and `IN_MOVED_TO`).
  var cookie: UInt32
  /// The name inside the watched folder, without its padding; empty for the folder itself.
  var name: [UInt8]

  /// The size of the fixed part of a record.
  static let headerSize = 16

  /// Splits bytes returned by `read` on an inotify descriptor into records.
  ///
  /// The kernel only returns whole records; a record cut short at the end (which would mean the
  /// buffer was misread) is dropped rather than read past the end.
  static func parse(_ bytes: UnsafeRawBufferPointer) -> [InotifyRecord] {
    var records: [InotifyRecord] = []
    var offset = 0
    while bytes.count - offset >= headerSize {
      let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
      let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
      let cookie = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
      let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
      let nameStart = offset + headerSize
      guard nameLength <= bytes.count - nameStart else { break }
      let padded = bytes[nameStart..<(nameStart + nameLength)]
      let name = padded.prefix { $0 != 0 }
      records.append(
        InotifyRecord(watchDescriptor: watch, mask: mask, cookie: cookie, name: Array(name)))
      offset = nameStart + nameLength
    }
    return records
  }
}
