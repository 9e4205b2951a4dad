#if os(Linux)
  import Glibc

  /// An inotify instance watching one folder for the events that matter when a file in it is saved.
  ///
  /// The folder rather than the file is watched: an editor that saves by renaming a new file over
  /// the old one replaces the inode, and a watch on the old inode would go quiet.
  final class DirectoryNotifier {
    /// Readable (for `poll`) when events are queued.
    let fileDescriptor: Int32
    /// The folder watched.
    let directory: String
    private let watchDescriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Events on names inside the folder that can mean a file there got new contents, was
    /// replaced, or went away. `IN_MODIFY` is left out on purpose: a save by truncate-and-write
    /// then shows up once, at `IN_CLOSE_WRITE`, rather than first as an empty file.
    static let fileEvents: UInt32 =
      UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
      | UInt32(IN_MOVED_FROM) | UInt32(IN_ATTRIB)
    /// Events that end the watch on the folder itself.
    static let watchEnded: UInt32 =
      UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_UNMOUNT) | UInt32(IN_IGNORED)

    /// Creates a non-blocking inotify instance and watches `directory`.
    /// - Throws: `WatchError.systemCall` when `inotify_init1` or `inotify_add_watch` fails (no
    ///   such folder, too many watches or instances).
    init(directory: String) throws {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { throw WatchError.lastSystemError("inotify_init1") }
      let mask =
        DirectoryNotifier.fileEvents | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        | UInt32(IN_ONLYDIR)
      let watch = inotify_add_watch(descriptor, directory, mask)
      guard watch >= 0 else {
        let error = WatchError.lastSystemError("inotify_add_watch", path: directory)
        close(descriptor)
        throw error
      }
      fileDescriptor = descriptor
      watchDescriptor = watch
      self.directory = directory
    }

    deinit {
      close(fileDescriptor)
    }

    /// Reads every queued record without blocking, keeping those of this folder's watch and
    /// queue overflows (whose watch descriptor is -1).
    /// - Throws: `WatchError.systemCall` when `read` fails for a reason other than an empty queue.
    func readRecords() throws -> [InotifyRecord] {
      var records: [InotifyRecord] = []
      while true {
        let count = buffer.withUnsafeMutableBytes { bytes in
          read(fileDescriptor, bytes.baseAddress, bytes.count)
        }
        if count < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN || errno == EWOULDBLOCK { break }
          throw WatchError.lastSystemError("read", path: directory)
        }
        if count == 0 { break }
        let batch = buffer.withUnsafeBytes { bytes in
          InotifyRecord.parse(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
        }
        records += batch.filter {
          $0.watchDescriptor == watchDescriptor || $0.mask & UInt32(IN_Q_OVERFLOW) != 0
        }
      }
      return records
    }
  }
#endif
