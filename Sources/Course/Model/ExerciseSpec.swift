import Devices

/// Everything an exercise folder defines, checked and ready for the store and the grader.
public struct ExerciseSpec: Sendable, Codable, Equatable, Identifiable {
  /// `"<module folder>/<exercise folder>"`, for example `04-visual-format/02-top-row`.
  public var id: String
  /// The module folder the exercise lives in.
  public var moduleID: String
  /// The exercise's title.
  public var title: String
  /// The class the grader installs in each device's window.
  public var entry: ExerciseEntry
  /// Swift that builds what Interface Builder would have (views, constraints, outlets).
  public var storyboard: String?
  /// The devices the layout is checked on, in the order written.
  public var devices: [DeviceReference]
  /// The views whose frames are compared, as property paths from the entry.
  public var checks: [ViewPath]
  /// What the harness does and when it snapshots, in order.
  public var steps: [ExerciseStep]
  /// How the layout must be made, beyond its frames.
  public var rules: [ExerciseRule]
  /// Hints from gentle to explicit (at least two).
  public var hints: [String]
  /// Review cards for spaced repetition (at least one).
  public var cards: [ReviewCard]
  /// Named images and their sizes in points, in the order written.
  public var images: [ImageAsset]
  /// How far a frame may be off, in points; `nil` means half a pixel of each device.
  public var tolerance: Double?
  /// Markdown shown with the exercise, from `exercise.json` or the file it names.
  public var instructions: String?
  /// The starter, `Exercise.swift`.
  public var starter: String
  /// The reference solution, `Solution.swift`.
  public var solution: String
  /// The frames the solution must produce, from `expected.json`.
  public var expected: ExpectedFrames
  /// A hash of the exercise's files (see `ContentHasher`), to notice when an exercise changes.
  public var contentHash: String

  /// Creates an exercise.
  public init(
    id: String, moduleID: String, title: String, entry: ExerciseEntry, storyboard: String?,
    devices: [DeviceReference], checks: [ViewPath], steps: [ExerciseStep],
    rules: [ExerciseRule] = [], hints: [String], cards: [ReviewCard], images: [ImageAsset],
    tolerance: Double?, instructions: String?, starter: String, solution: String,
    expected: ExpectedFrames, contentHash: String
  ) {
    self.id = id
    self.moduleID = moduleID
    self.title = title
    self.entry = entry
    self.storyboard = storyboard
    self.devices = devices
    self.checks = checks
    self.steps = steps
    self.rules = rules
    self.hints = hints
    self.cards = cards
    self.images = images
    self.tolerance = tolerance
    self.instructions = instructions
    self.starter = starter
    self.solution = solution
    self.expected = expected
    self.contentHash = contentHash
  }
}
