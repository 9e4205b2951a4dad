import Devices

/// Reads and checks an `exercise.json`, reporting every problem in it.
struct ExerciseDefinitionReader {
  static let fields = [
    "id", "title", "entry", "storyboard", "devices", "checks", "steps", "hints", "cards",
    "images", "tolerance", "instructions", "rules",
  ]

  /// The largest tolerance an exercise may give, in points.
  static let maximumTolerance = 4.0

  let file: SourceFile
  let expectedID: String
  let knownDevices: Set<String>
  /// The device table, to check that each device can go through the steps' changes (a resize to
  /// a width the device can give); nil: only what the references themselves say is checked.
  var deviceTable: DeviceTable? = nil

  /// The definition in `root`; fields that are wrong are reported and left `nil`.
  func read(_ root: JSONValue) -> ExerciseDefinition? {
    guard let fields = JSONFields(root, path: "", allowed: Self.fields, file: file) else {
      return nil
    }
    var definition = ExerciseDefinition()
    if let idValue = fields.value("id", required: true) {
      definition.idLine = idValue.position.line
      definition.id = readID(idValue)
    }
    definition.title = fields.string("title", required: true)
    definition.entry = fields.value("entry", required: true).flatMap(readEntry)
    definition.storyboard = fields.string("storyboard", required: false)
    readDevices(fields, into: &definition)
    readChecks(fields, into: &definition)
    readSteps(fields, into: &definition)
    checkChanges(definition)
    definition.rules = readRules(fields, checkNames: definition.checkNames)
    definition.hints = readHints(fields)
    definition.cards = readCards(fields)
    definition.images = readImages(fields)
    if let value = fields.value("tolerance", required: false),
      let number = file.number(value, name: "tolerance")
    {
      // More than a few points would let a visibly wrong layout pass.
      if number.value > 0 && number.value <= Self.maximumTolerance {
        definition.tolerance = number.value
      } else if number.value > 0 {
        file.report(
          at: value.position,
          "\"tolerance\" must be at most \(Int(Self.maximumTolerance)) points, found \(number.literal)"
        )
      } else {
        file.report(at: value.position, "\"tolerance\" must be more than 0")
      }
    }
    definition.instructions = fields.value("instructions", required: false).flatMap(
      readInstructions)
    return definition
  }

  private func readID(_ value: JSONValue) -> String? {
    guard let id = file.nonBlankString(value, name: "id") else { return nil }
    if id != expectedID {
      file.report(
        at: value.position,
        "\"id\" must be \"\(expectedID)\" (the module and exercise folder names), found \"\(id)\"")
    }
    return id
  }

  private func readEntry(_ value: JSONValue) -> ExerciseEntry? {
    guard
      let fields = JSONFields(
        value, path: "entry", allowed: ["viewController", "view", "size"], file: file)
    else { return nil }
    let controller = fields.value("viewController", required: false)
    let view = fields.value("view", required: false)
    switch (controller, view) {
    case (let controller?, nil):
      if let size = fields.object["size"] {
        file.report(at: size.position, "\"entry.size\" goes only with \"entry.view\"")
      }
      return className(controller, name: "entry.viewController").map { .viewController($0) }
    case (nil, let view?):
      let name = className(view, name: "entry.view")
      let size = fields.value("size", required: true).flatMap { file.size($0, name: "entry.size") }
      guard let name, let size else { return nil }
      return .view(name, size: size)
    default:
      file.report(at: value.position, "\"entry\" must have either \"viewController\" or \"view\"")
      return nil
    }
  }

  private func className(_ value: JSONValue, name: String) -> String? {
    guard let text = file.nonBlankString(value, name: name) else { return nil }
    guard ViewPath.isIdentifier(text) else {
      file.report(at: value.position, "\"\(name)\" must be a Swift class name, found \"\(text)\"")
      return nil
    }
    return text
  }

  private func readDevices(_ fields: JSONFields, into definition: inout ExerciseDefinition) {
    guard let elements = nonEmptyArray(fields, "devices") else { return }
    var devices: [DeviceReference] = []
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = file.nonBlankString(element, name: "devices[\(index)]") else { continue }
      guard !names.contains(text) else {
        file.report(at: element.position, "device \"\(text)\" is listed twice")
        continue
      }
      names.append(text)
      do {
        let device = try DeviceReference(parsing: text)
        if case .named(let id) = device.screen, !knownDevices.contains(id) {
          file.report(at: element.position, "unknown device \"\(id)\"")
        } else {
          devices.append(device)
        }
      } catch {
        file.report(at: element.position, error.description)
      }
    }
    definition.deviceNames = names
    definition.devices = devices
  }

  private func readChecks(_ fields: JSONFields, into definition: inout ExerciseDefinition) {
    guard let elements = nonEmptyArray(fields, "checks") else { return }
    var checks: [ViewPath] = []
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      guard let text = file.nonBlankString(element, name: "checks[\(index)]") else { continue }
      guard !names.contains(text) else {
        file.report(at: element.position, "view \"\(text)\" is checked twice")
        continue
      }
      names.append(text)
      if text == noteKey {
        file.report(
          at: element.position, "\"\(noteKey)\" is kept for notes in expected.json; rename the view"
        )
        continue
      }
      do {
        checks.append(try ViewPath(parsing: text))
      } catch {
        file.report(at: element.position, error.description)
      }
    }
    definition.checkNames = names
    definition.checks = checks
  }

  private func readSteps(_ fields: JSONFields, into definition: inout ExerciseDefinition) {
    guard let elements = nonEmptyArray(fields, "steps") else { return }
    var steps: [ExerciseStep] = []
    var names: [ExerciseDefinition.SnapshotName] = []
    for (index, element) in elements.enumerated() {
      let path = "steps[\(index)]"
      guard
        let step = JSONFields(
          element, path: path,
          allowed: ["swift", "snapshot", "sampleAt", "callbacks"] + DeviceChange.fieldNames,
          file: file)
      else { continue }
      let (change, changeIsValid) = readChange(step, path: path, entry: definition.entry)
      let (callbacks, callbacksAreValid) = readCallbackChecks(
        step, path: path, entry: definition.entry, checkNames: definition.checkNames)
      let swift = step.string("swift", required: false)
      let swiftIsValid = step.object["swift"] == nil || swift != nil
      var times: [JSONNumber] = []
      var timesAreValid = true
      if let samples = step.value("sampleAt", required: false) {
        (times, timesAreValid) = readSampleTimes(samples, path: "\(path).sampleAt")
      }
      guard let snapshotValue = step.value("snapshot", required: true),
        let snapshot = file.nonBlankString(snapshotValue, name: "\(path).snapshot")
      else { continue }
      if names.contains(where: { $0.name == snapshot }) {
        file.report(at: snapshotValue.position, "snapshot \"\(snapshot)\" is taken by two steps")
        continue
      }
      names.append(.init(name: snapshot, sampleTimes: times))
      guard isValidSnapshotName(snapshot, at: snapshotValue.position), swiftIsValid, timesAreValid,
        changeIsValid, callbacksAreValid
      else {
        continue
      }
      steps.append(
        ExerciseStep(
          swift: swift, change: change?.change, snapshot: snapshot, sampleAt: times.map(\.value),
          callbacks: callbacks))
      definition.changePositions.append(change?.position)
    }
    definition.snapshotNames = names
    definition.steps = steps
  }

  private func isValidSnapshotName(_ name: String, at position: SourcePosition) -> Bool {
    if name == noteKey {
      file.report(
        at: position, "\"\(noteKey)\" is kept for notes in expected.json; rename the snapshot")
      return false
    }
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      scalar == "-" || scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    if !allowed {
      file.report(
        at: position, "snapshot name \"\(name)\" may only use letters, digits, '-' and '_'")
    }
    return allowed
  }

  /// The sample times (each at least 0, strictly increasing) and whether all were valid.
  private func readSampleTimes(_ value: JSONValue, path: String) -> ([JSONNumber], Bool) {
    guard let elements = file.array(value, name: path) else { return ([], false) }
    guard !elements.isEmpty else {
      file.report(at: value.position, "\"\(path)\" must not be empty")
      return ([], false)
    }
    var times: [JSONNumber] = []
    var isValid = true
    for (index, element) in elements.enumerated() {
      guard let number = element.numberValue else {
        file.report(
          at: element.position,
          "\"\(path)[\(index)]\" must be a number, found \(element.typeDescription)")
        isValid = false
        continue
      }
      if number.value < 0 {
        file.report(at: element.position, "\"\(path)[\(index)]\" must not be negative")
        isValid = false
      } else if let previous = times.last, number.value <= previous.value {
        file.report(
          at: element.position,
          "\"\(path)\" must increase: \(number.literal) comes after \(previous.literal)")
        isValid = false
      }
      times.append(number)
    }
    return (times, isValid)
  }

  private func readHints(_ fields: JSONFields) -> [String]? {
    guard let value = fields.value("hints", required: true),
      let elements = file.array(value, name: "hints")
    else { return nil }
    var hints: [String] = []
    var isValid = true
    if elements.count < 2 {
      file.report(at: value.position, "an exercise needs at least 2 hints, found \(elements.count)")
      isValid = false
    }
    for (index, element) in elements.enumerated() {
      if let hint = file.nonBlankString(element, name: "hints[\(index)]") {
        hints.append(hint)
      } else {
        isValid = false
      }
    }
    return isValid ? hints : nil
  }

  private func readCards(_ fields: JSONFields) -> [(id: String, question: String, answer: String)]?
  {
    guard let value = fields.value("cards", required: true),
      let elements = file.array(value, name: "cards")
    else { return nil }
    var cards: [(id: String, question: String, answer: String)] = []
    var usedIDs: [String] = []
    var isValid = true
    if elements.isEmpty {
      file.report(at: value.position, "an exercise needs at least 1 card")
      isValid = false
    }
    for (index, element) in elements.enumerated() {
      let path = "cards[\(index)]"
      guard
        let card = JSONFields(
          element, path: path, allowed: ["id", "question", "answer"], file: file)
      else {
        isValid = false
        continue
      }
      let question = card.string("question", required: true)
      let answer = card.string("answer", required: true)
      var id = String(index + 1)
      if let idValue = card.value("id", required: false) {
        guard let written = file.nonBlankString(idValue, name: "\(path).id") else {
          isValid = false
          continue
        }
        guard DeviceReference.isDeviceID(Substring(written)) else {
          file.report(
            at: idValue.position, "\"\(path).id\" may only use lower-case letters, digits and '-'")
          isValid = false
          continue
        }
        id = written
      }
      if usedIDs.contains(id) {
        file.report(at: element.position, "card id \"\(id)\" is used twice")
        isValid = false
      }
      usedIDs.append(id)
      guard let question, let answer else {
        isValid = false
        continue
      }
      cards.append((id, question, answer))
    }
    return isValid ? cards : nil
  }

  private func readImages(_ fields: JSONFields) -> [ImageAsset]? {
    guard let value = fields.value("images", required: false) else { return [] }
    guard let object = value.objectValue else {
      file.report(
        at: value.position, "\"images\" must be an object, found \(value.typeDescription)")
      return nil
    }
    var images: [ImageAsset] = []
    var isValid = true
    for member in object.members where !images.contains(where: { $0.name == member.key }) {
      guard !member.key.isBlank else {
        file.report(at: member.keyPosition, "an image name must not be empty")
        isValid = false
        continue
      }
      if let size = file.size(member.value, name: "images.\(member.key)") {
        images.append(ImageAsset(name: member.key, size: size))
      } else {
        isValid = false
      }
    }
    return isValid ? images : nil
  }

  private func readInstructions(_ value: JSONValue) -> ExerciseDefinition.Instructions? {
    if value.stringValue != nil {
      return file.nonBlankString(value, name: "instructions").map { .text($0) }
    }
    guard let object = value.objectValue, object.keys == ["file"],
      let name = object["file"]?.stringValue
    else {
      file.report(
        at: value.position, "\"instructions\" must be Markdown text or {\"file\": \"NAME.md\"}")
      return nil
    }
    let components = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.hasPrefix("/"), components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else {
      file.report(
        at: value.position,
        "instructions file \"\(name)\" must be a path inside the exercise folder")
      return nil
    }
    return .file(name, line: value.position.line)
  }

  /// The array at `key`, which must be present and hold something.
  private func nonEmptyArray(_ fields: JSONFields, _ key: String) -> [JSONValue]? {
    guard let value = fields.value(key, required: true), let elements = file.array(value, name: key)
    else { return nil }
    guard !elements.isEmpty else {
      file.report(at: value.position, "\"\(key)\" must not be empty")
      return nil
    }
    return elements
  }
}
