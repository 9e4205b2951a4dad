/// Collects diagnostics that may repeat on several devices and says each once, naming the
/// devices it happened on unless it happened on all of them.
struct DiagnosticGroups {
  /// Builds a diagnostic from the device phrase (`""` or ` on iphone-se and iphone-x`) and the
  /// first device it happened on.
  typealias Make = (_ devicePhrase: String, _ firstDevice: String) -> Diagnostic

  // Keys are looked up through a dictionary; the arrays keep the order they were added in.
  private var indexByKey: [String: Int] = [:]
  private var devices: [[String]] = []
  private var makers: [Make] = []

  /// Records that the diagnostic identified by `key` happened on `device`; the first `make`
  /// given for a key is the one used.
  mutating func add(key: String, device: String, make: @escaping Make) {
    if let index = indexByKey[key] {
      if !devices[index].contains(device) { devices[index].append(device) }
      return
    }
    indexByKey[key] = devices.count
    devices.append([device])
    makers.append(make)
  }

  /// The keys in the order they were first added (the order of `diagnostics(allDevices:)`).
  var keys: [String] {
    indexByKey.sorted { $0.value < $1.value }.map(\.key)
  }

  /// The diagnostics in the order their keys were first added.
  ///
  /// - Parameter allDevices: the devices that could have shown them (those with results).
  func diagnostics(allDevices: [String]) -> [Diagnostic] {
    zip(devices, makers).map { places, make in
      let everywhere = allDevices.allSatisfy(places.contains)
      let phrase = everywhere ? "" : " on " + MessageText.list(places)
      var diagnostic = make(phrase, places[0])
      diagnostic.devices = places
      return diagnostic
    }
  }
}
