import Devices
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
    let references = expected.devices.map { try? DeviceReference(parsing: $0) }
    var slots = zip(expected.devices, references).map { name, reference in
      DeviceSlot(name: name, result: reference.flatMap(report.result(for:)))
    }
    for result in report.results where !references.contains(result.reference) {
      slots.append(DeviceSlot(name: result.reference?.description ?? result.device, result: result))
    }
    return slots
  }
}
