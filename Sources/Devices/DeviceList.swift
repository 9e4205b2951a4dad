/// A comma-separated list of device references, as `--device` takes it.
///
/// A comma starts a new device only where one can start: the options of a custom screen
/// (`,safe=T:L:B:R`) contain `=` and stay with the screen before them, so
/// `375x812@3,safe=44:0:34:0,iphone-se:landscape` is two devices.
public enum DeviceList {
  /// The references in `text`, as written; an empty item (`a,,b`) stays an empty string, for
  /// the caller to refuse.
  public static func items(_ text: String) -> [String] {
    var items: [String] = []
    for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
      if piece.contains("="), let last = items.popLast() {
        items.append(last + "," + piece)
      } else {
        items.append(String(piece))
      }
    }
    return items
  }
}
