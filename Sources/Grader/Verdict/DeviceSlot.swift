import LayoutReport

/// A device the verdict talks about: its name as the exercise spells it, and its result.
struct DeviceSlot {
  /// `iphone-x:landscape`, as in `expected.json`; the report's key for devices it does not name.
  let name: String
  /// The report's result for the device, if it has one.
  let result: DeviceResult?

  /// The exercise's devices in order of first appearance, then any other devices the report
  /// has, in the report's order.
  static func slots(expected: ExpectedFrames, report: LayoutReport) -> [DeviceSlot] {
    var slots = expected.devices.map { name in
      DeviceSlot(name: name, result: report.result(for: DeviceKey(parsing: name)))
    }
    let named = slots.map { DeviceKey(parsing: $0.name) }
    for result in report.results where !named.contains(result.key) {
      slots.append(DeviceSlot(name: result.key.description, result: result))
    }
    return slots
  }
}
