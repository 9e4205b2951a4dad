import Devices

/// One step the harness runs after the layout pass: optional Swift, optional change of the
/// device, then a snapshot, and animation samples.
public struct ExerciseStep: Sendable, Hashable, Codable {
  /// Swift run before the snapshot, with the entry in scope as `vc` (or `view`).
  public var swift: String?
  /// What the user does to the device after the Swift: rotate it, resize the window, change the
  /// text size, show or hide the keyboard.
  public var change: DeviceChange?
  /// The snapshot's name; `expected.json` keys frames by it.
  public var snapshot: String
  /// Animation times, in seconds after the step, at which frames are also sampled (increasing).
  public var sampleAt: [Double]
  /// How often UIKit may call each layout callback during the step.
  public var callbacks: [CallbackCheck]

  /// Creates a step.
  public init(
    swift: String? = nil, change: DeviceChange? = nil, snapshot: String,
    sampleAt: [Double] = [], callbacks: [CallbackCheck] = []
  ) {
    self.swift = swift
    self.change = change
    self.snapshot = snapshot
    self.sampleAt = sampleAt
    self.callbacks = callbacks
  }

  private enum CodingKeys: String, CodingKey {
    case swift, change, snapshot, sampleAt, callbacks
  }

  /// Steps stored before changes and callback checks existed read back without them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    swift = try container.decodeIfPresent(String.self, forKey: .swift)
    change = try container.decodeIfPresent(DeviceChange.self, forKey: .change)
    snapshot = try container.decode(String.self, forKey: .snapshot)
    sampleAt = try container.decodeIfPresent([Double].self, forKey: .sampleAt) ?? []
    callbacks = try container.decodeIfPresent([CallbackCheck].self, forKey: .callbacks) ?? []
  }
}
