import Course
import Devices
import Foundation

/// The device a due exercise is reviewed on this time (`ReviewDevice`), as the review says it:
/// "this time on iPad Pro 11-inch, landscape: you have not passed it on this device yet".
struct ReviewDeviceNote: Sendable, Equatable {
  /// The device reference the review grades on (`ipad-pro-11:landscape`).
  var reference: String
  /// The device's name and orientation: `iPad Pro 11-inch, landscape`.
  var name: String
  /// Why this device.
  var reason: String

  /// `This time on iPad Pro 11-inch, landscape: …`.
  var sentence: String { "This time on \(name): \(reason)." }

  /// The device `exerciseID` is reviewed on at `now`, or nil when it keeps its full list. The
  /// passes counted are those up to the item's last rating, so the choice holds while it is due.
  static func forReview(
    of spec: ExerciseSpec, lastRated: Date?, store: CourseStore, now: Date, devices: DeviceTable?
  ) throws -> ReviewDeviceNote? {
    let references = spec.devices.map(\.text)
    let passes = try store.passCounts(
      exerciseID: spec.id, devices: references, upTo: lastRated ?? now)
    guard let chosen = ReviewDevice.choose(for: spec, passes: passes) else { return nil }
    let reason =
      chosen.passes == 0
      ? "you have not passed it on this device yet"
      : "a review grades one of its devices, the one you have passed it on least"
    return ReviewDeviceNote(
      reference: chosen.reference, name: name(of: chosen.reference, in: devices), reason: reason)
  }

  /// `iPad Pro 11-inch, landscape`; a custom screen by its numbers (`414x896@2, portrait`).
  static func name(of reference: String, in devices: DeviceTable?) -> String {
    guard let parsed = try? DeviceReference(parsing: reference) else { return reference }
    let screen =
      parsed.deviceID.flatMap { devices?.entry(named: $0)?.name } ?? parsed.screenText
    return "\(screen), \(parsed.orientation.rawValue)"
  }
}

extension ReviewDeviceNote {
  /// The note for the review copy `file` of exercise `exerciseID`, when `file` is one and the
  /// exercise is reviewed on one device: `grade` of a review copy grades on that device.
  static func forReviewCopy(
    _ file: URL, exerciseID: String, session: LearnerSession, devices: DeviceTable?
  ) throws -> ReviewDeviceNote? {
    let copy = ReviewFolder(home: session.workspace.home).url(forExerciseID: exerciseID)
    guard
      copy.resolvingSymlinksInPath().standardizedFileURL.path
        == file.resolvingSymlinksInPath().standardizedFileURL.path,
      let stored = try session.store.exercise(id: exerciseID)
    else { return nil }
    let lastRated = try session.store.ratingLog(for: exerciseID).last?.reviewDate
    return try forReview(
      of: stored.spec, lastRated: lastRated, store: session.store, now: session.now,
      devices: devices)
  }
}
