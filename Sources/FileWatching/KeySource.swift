/// Key presses a `WatchEventLoop` can wait for with `poll`.
///
/// Terminal's `KeyReader` fits with a few lines, reading until nothing is left:
///
///     extension KeyReader: KeySource {
///       public func readAvailableKeys() throws -> [Key] {
///         var keys: [Key] = []
///         while case .key(let key) = try next(timeoutMilliseconds: 0) { keys.append(key) }
///         return keys
///       }
///     }
public protocol KeySource<Key>: AnyObject {
  /// What one key press is.
  associatedtype Key

  /// The descriptor that becomes readable when key input arrives (standard input).
  var fileDescriptor: Int32 { get }

  /// Returns the keys that can be had without waiting for more input, oldest first.
  ///
  /// Called after `poll` reported `fileDescriptor` readable. An empty result while the
  /// descriptor reports a hang-up means the input is gone, and the loop stops asking.
  func readAvailableKeys() throws -> [Key]
}
