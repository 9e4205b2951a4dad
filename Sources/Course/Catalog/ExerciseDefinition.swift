import Devices

/// What `exercise.json` says, field by field; a field is `nil` when it was missing or wrong.
struct ExerciseDefinition {
  /// Where the instructions come from.
  enum Instructions {
    case text(String)
    /// A file inside the exercise folder, with the line of the reference.
    case file(String, line: Int)
  }

  /// A step's snapshot name and sample times, as written, for matching `expected.json`.
  struct SnapshotName {
    var name: String
    var sampleTimes: [JSONNumber]
  }

  var id: String?
  var idLine = 0
  var title: String?
  var entry: ExerciseEntry?
  var storyboard: String?
  var devices: [DeviceReference]?
  var checks: [ViewPath]?
  var steps: [ExerciseStep]?
  /// For each step in `steps`, where its change of the device is written (nil: none).
  var changePositions: [SourcePosition?] = []
  var rules: [ExerciseRule]?
  var hints: [String]?
  var cards: [(id: String, question: String, answer: String)]?
  var images: [ImageAsset]?
  var tolerance: Double?
  var instructions: Instructions?

  /// The device references as written (valid or not), to cross-check `expected.json`.
  var deviceNames: [String]?
  /// The checked view paths as written (valid or not).
  var checkNames: [String]?
  /// The steps' snapshot names as written (valid or not).
  var snapshotNames: [SnapshotName]?
}

/// The word every level of `expected.json` uses for the author's notes.
let noteKey = "why"
