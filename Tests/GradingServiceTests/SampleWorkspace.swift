import Checkout
import Course
import Devices
import Foundation
import TestSupport

/// The sample course (`SampleCourse`) written into a scratch folder and imported into a fresh
/// workspace's store.
final class SampleWorkspace {
  let scratch: ScratchFolder
  let course: URL
  let workspace: Workspace
  let store: CourseStore
  /// 2025-01-01T09:00:00Z.
  let now = Date(timeIntervalSince1970: 1_735_722_000)

  init() throws {
    scratch = try ScratchFolder(prefix: "layoutlings-service")
    course = try SampleCourse.write(in: scratch.url)
    workspace = Workspace(home: scratch.url.appendingPathComponent("home", isDirectory: true))
    store = try CourseStore(workspace: workspace, now: now)
    let devices = try DeviceTable.load(dataFolder: Checkout.dataFolder(of: try Self.checkout()))
    try store.synchronize(
      courseDirectory: course, knownDevices: { Set(devices.names) }, now: now)
  }

  static func checkout() throws -> URL {
    guard let root = Checkout.root else { throw CocoaError(.fileNoSuchFile) }
    return root
  }
}
