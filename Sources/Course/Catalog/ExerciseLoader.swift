import Devices

/// Reads one exercise folder: `exercise.json`, `Exercise.swift`, `Solution.swift`,
/// `expected.json` and an optional instructions file.
struct ExerciseLoader {
  /// What reading an exercise folder produced.
  struct Outcome {
    /// The exercise, if nothing in its folder was wrong.
    var exercise: ExerciseSpec?
    /// The `id` as written and the line it is on, for the course-wide duplicate check.
    var writtenID: (id: String, line: Int)?
  }

  let files: CourseFiles
  let knownDevices: Set<String>
  /// The device table, to check the steps' changes against each device; nil: not checked.
  var deviceTable: DeviceTable?
  let hasher: ContentHasher

  /// Reads the exercise in `moduleID/folder`.
  func load(moduleID: String, folder: String) -> Outcome {
    let log = files.log
    let problemsBefore = log.count
    let directory = "\(moduleID)/\(folder)"
    let id = directory
    let jsonPath = "\(directory)/exercise.json"
    let jsonFile = SourceFile(jsonPath, log: log)

    var definition: ExerciseDefinition?
    let exerciseJSON = files.json(jsonPath)
    if let exerciseJSON {
      let reader = ExerciseDefinitionReader(
        file: jsonFile, expectedID: id, knownDevices: knownDevices, deviceTable: deviceTable)
      definition = reader.read(exerciseJSON.document.root)
    }
    let starter = files.text("\(directory)/Exercise.swift")
    let solution = files.text("\(directory)/Solution.swift")
    if let starter, let solution, starter.bytes == solution.bytes {
      SourceFile("\(directory)/Solution.swift", log: log)
        .report("the solution is the same as the starter (Exercise.swift)")
    }
    let instructions = readInstructions(
      definition?.instructions, directory: directory, jsonFile: jsonFile)

    let expectedPath = "\(directory)/expected.json"
    var expected: ExpectedFrames?
    let expectedJSON = files.json(expectedPath)
    if let expectedJSON {
      // Without a readable exercise.json there is nothing to match the frames against.
      let reader = ExpectedFramesReader(
        file: SourceFile(expectedPath, log: log),
        deviceNames: exerciseJSON == nil ? nil : definition?.deviceNames,
        snapshotNames: exerciseJSON == nil ? nil : definition?.snapshotNames,
        checkNames: exerciseJSON == nil ? nil : definition?.checkNames)
      expected = reader.read(expectedJSON.document.root)
    }

    let writtenID = definition?.id.map { ($0, definition?.idLine ?? 0) }
    guard log.count == problemsBefore, let definition, let exerciseJSON, let expectedJSON,
      let expected,
      let starter, let solution, let title = definition.title, let entry = definition.entry,
      let devices = definition.devices, let checks = definition.checks,
      let steps = definition.steps, let rules = definition.rules,
      let hints = definition.hints, let cards = definition.cards, let images = definition.images
    else { return Outcome(exercise: nil, writtenID: writtenID) }

    var hashed = [
      (name: "exercise.json", contents: exerciseJSON.bytes), ("Exercise.swift", starter.bytes),
      ("Solution.swift", solution.bytes), ("expected.json", expectedJSON.bytes),
    ]
    if let instructions, let name = instructions.fileName {
      hashed.append((name, instructions.bytes))
    }
    let exercise = ExerciseSpec(
      id: id, moduleID: moduleID, title: title, entry: entry, storyboard: definition.storyboard,
      devices: devices, checks: checks, steps: steps, rules: rules, hints: hints,
      cards: cards.map {
        ReviewCard(id: "\(id)#\($0.id)", question: $0.question, answer: $0.answer)
      },
      images: images, tolerance: definition.tolerance, instructions: instructions?.text,
      starter: starter.text, solution: solution.text, expected: expected,
      contentHash: hasher.hash(files: hashed))
    return Outcome(exercise: exercise, writtenID: writtenID)
  }

  /// Instructions text, and the file it came from when it came from one.
  private struct InstructionsText {
    var text: String
    var fileName: String?
    var bytes: [UInt8]
  }

  private func readInstructions(
    _ source: ExerciseDefinition.Instructions?, directory: String, jsonFile: SourceFile
  ) -> InstructionsText? {
    switch source {
    case nil:
      return nil
    case .text(let text)?:
      return InstructionsText(text: text, fileName: nil, bytes: [])
    case .file(let name, let line)?:
      let path = "\(directory)/\(name)"
      guard files.kind(path) != .missing else {
        jsonFile.report(line: line, "instructions file \"\(name)\" does not exist")
        return nil
      }
      return files.text(path).map {
        InstructionsText(text: $0.text, fileName: name, bytes: $0.bytes)
      }
    }
  }
}
