import Foundation

/// The device a due exercise is reviewed on, so that a review asks for the idea on a device the
/// learner has passed it on least, not for a memory of the file that passed.
///
/// The rule: an exercise is reviewed on one device of its own `exercise.json` list, the one its
/// passed attempts covered least (an attempt graded on every device counts for each; a device
/// never passed on comes first). Ties go to the device latest in the list: lists start with the
/// device the lesson is written for, so the later ones are the other orientation or the other
/// idiom. The expected frames are the exercise's own, written for exactly those devices, so the
/// verdict is as trustworthy as on the full list.
///
/// An exercise keeps its full list when it has a single device (there is no other) or when a
/// step changes the device (rotates it, resizes its window, changes the text size or shows the
/// keyboard): such an exercise already tests the layout across the change, and its snapshots
/// follow one device through the steps.
public struct ReviewDevice: Sendable, Equatable {
  /// The device reference as the exercise writes it (`ipad-pro-11:landscape`).
  public var reference: String
  /// How many passed attempts were graded on it.
  public var passes: Int

  /// Creates a choice.
  public init(reference: String, passes: Int) {
    self.reference = reference
    self.passes = passes
  }

  /// The device to review `spec` on, given how many passed attempts each of its devices has
  /// (`passes`, by reference text); nil when the exercise keeps its full list.
  public static func choose(for spec: ExerciseSpec, passes: [String: Int]) -> ReviewDevice? {
    guard spec.devices.count > 1, !spec.steps.contains(where: { $0.change != nil }) else {
      return nil
    }
    var best: ReviewDevice?
    for device in spec.devices {
      let count = passes[device.text] ?? 0
      // `<=`: a later device wins a tie.
      if best == nil || count <= best!.passes {
        best = ReviewDevice(reference: device.text, passes: count)
      }
    }
    return best
  }
}
