/// Reads an `expected.json` and matches it against its `exercise.json`.
///
/// Shape: `{ DEVICE: { SNAPSHOT: { VIEW: FRAME } } }`, where a FRAME is `[x, y, width, height]`
/// or `{"frame": [x, y, width, height], "why": "…"}`, SNAPSHOT is a step's snapshot name or
/// `NAME@TIME` for one of its `sampleAt` times, and a `"why"` member at the top, device or
/// snapshot level is the author's note. Devices, snapshots and views that `exercise.json` lists
/// but this file lacks are reported, and so are ones it has that `exercise.json` does not list.
/// A list that was itself wrong in `exercise.json` (`nil` here) is not matched.
struct ExpectedFramesReader {
  let file: SourceFile
  let deviceNames: [String]?
  let snapshotNames: [ExerciseDefinition.SnapshotName]?
  let checkNames: [String]?

  /// The expectations in `root`, or `nil` if anything in the file is wrong.
  func read(_ root: JSONValue) -> ExpectedFrames? {
    let problemsBefore = file.log.count
    guard let object = root.objectValue else {
      file.report(
        at: root.position,
        "expected.json must be an object keyed by device, found \(root.typeDescription)")
      return nil
    }
    var note: String?
    var devices: [ExpectedFrames.Device] = []
    for member in uniqueMembers(object) {
      if member.key == noteKey {
        note = file.nonBlankString(member.value, name: noteKey)
        continue
      }
      if let deviceNames, !deviceNames.contains(member.key) {
        file.report(
          at: member.keyPosition, "device \"\(member.key)\" is not in exercise.json \"devices\"")
        continue
      }
      if let device = readDevice(member) { devices.append(device) }
    }
    for name in deviceNames ?? [] where object[name] == nil {
      file.report(at: root.position, "no frames for device \"\(name)\"")
    }
    guard file.log.count == problemsBefore else { return nil }
    return ExpectedFrames(note: note, devices: devices)
  }

  private func readDevice(_ member: JSONMember) -> ExpectedFrames.Device? {
    let device = member.key
    guard let object = member.value.objectValue else {
      file.report(
        at: member.value.position,
        "device \"\(device)\" must map snapshot names to views, found \(member.value.typeDescription)"
      )
      return nil
    }
    var note: String?
    var snapshots: [ExpectedFrames.Snapshot] = []
    var written: [(name: String, time: Double?)] = []
    for snapshotMember in uniqueMembers(object) {
      if snapshotMember.key == noteKey {
        note = file.nonBlankString(snapshotMember.value, name: noteKey)
        continue
      }
      guard let key = snapshotKey(snapshotMember) else { continue }
      written.append(key)
      if let snapshot = readSnapshot(snapshotMember, key: key, device: device) {
        snapshots.append(snapshot)
      }
    }
    for step in snapshotNames ?? [] {
      let samples = step.sampleTimes.map { (Optional($0.value), "\(step.name)@\($0.literal)") }
      for (time, text) in [(nil, step.name)] + samples
      where !written.contains(where: { $0.name == step.name && $0.time == time }) {
        file.report(
          at: member.value.position, "no frames for snapshot \"\(text)\" on device \"\(device)\"")
      }
    }
    return ExpectedFrames.Device(device: device, note: note, snapshots: snapshots)
  }

  /// The step name and sample time a snapshot key stands for; reports keys that match no step.
  private func snapshotKey(_ member: JSONMember) -> (name: String, time: Double?)? {
    let key = member.key
    guard let at = key.lastIndex(of: "@") else {
      return isStepSnapshot(key, at: member.keyPosition) ? (key, nil) : nil
    }
    let name = String(key[..<at])
    let timeText = key[key.index(after: at)...]
    guard let time = sampleTime(timeText) else {
      file.report(
        at: member.keyPosition,
        "snapshot \"\(key)\" must be a step's snapshot name or NAME@TIME with a time in seconds")
      return nil
    }
    guard isStepSnapshot(name, at: member.keyPosition) else { return nil }
    if let step = snapshotNames?.first(where: { $0.name == name }),
      !step.sampleTimes.contains(where: { $0.value == time })
    {
      file.report(
        at: member.keyPosition,
        "snapshot \"\(key)\": step \"\(name)\" has no \"sampleAt\" time \(timeText)")
      return nil
    }
    return (name, time)
  }

  /// Whether `name` is a step's snapshot (always, when the steps could not be read).
  private func isStepSnapshot(_ name: String, at position: SourcePosition) -> Bool {
    guard let snapshotNames, !snapshotNames.contains(where: { $0.name == name }) else {
      return true
    }
    file.report(at: position, "snapshot \"\(name)\" is not a snapshot in exercise.json \"steps\"")
    return false
  }

  /// Digits with an optional fractional part, as seconds.
  private func sampleTime(_ text: Substring) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }

  private func readSnapshot(
    _ member: JSONMember, key: (name: String, time: Double?), device: String
  )
    -> ExpectedFrames.Snapshot?
  {
    let place = "in snapshot \"\(member.key)\" on device \"\(device)\""
    guard let object = member.value.objectValue else {
      file.report(
        at: member.value.position,
        "snapshot \"\(member.key)\" on device \"\(device)\" must map view paths to frames, "
          + "found \(member.value.typeDescription)")
      return nil
    }
    var note: String?
    var frames: [ExpectedFrames.Frame] = []
    for viewMember in uniqueMembers(object) {
      if viewMember.key == noteKey {
        note = file.nonBlankString(viewMember.value, name: noteKey)
        continue
      }
      if let checkNames, !checkNames.contains(viewMember.key) {
        file.report(
          at: viewMember.keyPosition,
          "view \"\(viewMember.key)\" is not in exercise.json \"checks\"")
        continue
      }
      if let frame = readFrame(viewMember) { frames.append(frame) }
    }
    for view in checkNames ?? [] where object[view] == nil {
      file.report(at: member.value.position, "no frame for view \"\(view)\" \(place)")
    }
    return ExpectedFrames.Snapshot(snapshot: key.name, time: key.time, note: note, frames: frames)
  }

  private func readFrame(_ member: JSONMember) -> ExpectedFrames.Frame? {
    let shape =
      "the frame of \"\(member.key)\" must be [x, y, width, height] or "
      + "{\"frame\": [x, y, width, height], \"why\": \"…\"}"
    var rectValue = member.value
    var why: String?
    if let object = member.value.objectValue {
      for extra in object.members where extra.key != "frame" && extra.key != noteKey {
        file.report(
          at: extra.keyPosition, "unknown field \"\(extra.key)\" in the frame of \"\(member.key)\"")
      }
      guard let frame = object["frame"] else {
        file.report(at: member.value.position, shape)
        return nil
      }
      rectValue = frame
      if let whyValue = object[noteKey] { why = file.nonBlankString(whyValue, name: noteKey) }
    }
    guard let elements = rectValue.arrayValue, elements.count == 4 else {
      file.report(at: rectValue.position, shape)
      return nil
    }
    let numbers = elements.compactMap(\.numberValue?.value)
    guard numbers.count == 4 else {
      file.report(at: rectValue.position, shape)
      return nil
    }
    if numbers[2] < 0 || numbers[3] < 0 {
      file.report(
        at: rectValue.position, "the frame of \"\(member.key)\" has a negative width or height")
      return nil
    }
    return ExpectedFrames.Frame(
      view: member.key,
      rect: FrameRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
      why: why)
  }

  /// The members of `object` without repeats (the parser's duplicate list reports those).
  private func uniqueMembers(_ object: JSONObject) -> [JSONMember] {
    var seen: Set<String> = []
    return object.members.filter { seen.insert($0.key).inserted }
  }
}
