import LayoutReport

/// A learner's program compared with the reference solution, constraint by constraint: on the
/// exercise's first device, and on every other device whose differences are not the same.
public struct SolutionComparison: Sendable, Hashable {
  /// Devices whose programs differ in the same way.
  public struct Group: Sendable, Hashable {
    /// The devices, in the exercise's order.
    public var devices: [String]
    /// The differences (the same on each of `devices`, lines apart).
    public var comparison: ConstraintComparison
    /// Whether both programs put every checked view at the same frame on these devices.
    public var sameFrames: Bool
    /// What the differences mean, where a rule says it.
    public var notes: [String]
  }

  /// The groups; the first holds the exercise's first device.
  public var groups: [Group]

  /// Compares `learner` with `reference` device by device, in the reference's device order.
  public init(learner: ProgramLayout, reference: ProgramLayout) {
    var groups: [Group] = []
    for device in reference.devices {
      let mine = learner.device(device.name)
      let comparison = ConstraintComparison(
        learner: mine?.constraints ?? [], reference: device.constraints)
      let sameFrames = mine.map { Self.sameFrames($0.frames, device.frames) } ?? false
      if let index = groups.firstIndex(where: {
        $0.comparison.signature == comparison.signature && $0.sameFrames == sameFrames
      }) {
        groups[index].devices.append(device.name)
      } else {
        groups.append(
          Group(
            devices: [device.name], comparison: comparison, sameFrames: sameFrames,
            notes: ConstraintDifferenceRules.notes(for: comparison)))
      }
    }
    self.groups = groups
  }

  /// Whether the programs make the same constraints on every device.
  public var isSame: Bool { groups.allSatisfy(\.comparison.isSame) }

  /// Frames within a hundredth of a point (frames that round to the same pixels on any screen).
  static func sameFrames(_ one: [String: ReportRect], _ other: [String: ReportRect]) -> Bool {
    guard Set(one.keys) == Set(other.keys) else { return false }
    return one.allSatisfy { key, rect in
      guard let theirs = other[key] else { return false }
      return zip(rect.values, theirs.values).allSatisfy { abs($0 - $1) < 0.01 }
    }
  }
}
