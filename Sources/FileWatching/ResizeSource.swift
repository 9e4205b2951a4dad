/// Terminal resizes a `WatchEventLoop` can wait for with `poll`.
///
/// Terminal's `ResizeWatcher` already has this shape: `extension ResizeWatcher: ResizeSource {}`.
public protocol ResizeSource: AnyObject {
  /// The descriptor that becomes readable after a resize.
  var fileDescriptor: Int32 { get }

  /// Drains the pending notices and reports whether at least one resize happened.
  func consumeResizes() -> Bool
}
