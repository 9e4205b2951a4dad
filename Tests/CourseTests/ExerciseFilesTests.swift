import Course
import Testing

@Suite("Exercise folders: files, names and ids")
struct ExerciseFilesTests {
  private let folder = "Lessons/01-anchors/03-extra"

  @Test("missing files are each reported")
  func missingFiles() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(json: nil, expected: nil, starter: nil, solution: nil)
    #expect(
      sandbox.problems() == [
        "\(folder)/exercise.json: missing file",
        "\(folder)/Exercise.swift: missing file",
        "\(folder)/Solution.swift: missing file",
        "\(folder)/expected.json: missing file",
      ])
  }

  @Test(
    "a folder where a file should be, text that is not UTF-8, and a solution equal to the starter")
  func unreadableFiles() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(
      json: extraExerciseJSON(), expected: extraExpectedJSON, starter: nil, solution: nil)
    try sandbox.makeFolder("01-anchors/03-extra/Exercise.swift")
    try sandbox.write(
      "01-anchors/03-extra/Solution.swift",
      bytes: Array("import UIKit\n\nlet s = \"".utf8) + [0xFF, 0x22])
    #expect(
      sandbox.problems() == [
        "\(folder)/Exercise.swift: cannot read the file: Is a directory",
        "\(folder)/Solution.swift:3: not valid UTF-8",
      ])

    try sandbox.remove("01-anchors/03-extra/Exercise.swift")
    try sandbox.write("01-anchors/03-extra/Exercise.swift", "import UIKit\n")
    try sandbox.write("01-anchors/03-extra/Solution.swift", "import UIKit\n")
    #expect(
      sandbox.problems() == [
        "\(folder)/Solution.swift: the solution is the same as the starter (Exercise.swift)"
      ])
  }

  @Test("a byte-order mark in a Swift file is dropped from the text")
  func byteOrderMark() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(json: extraExerciseJSON(), expected: extraExpectedJSON)
    try sandbox.write(
      "01-anchors/03-extra/Exercise.swift", bytes: [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8))
    let result = sandbox.load()
    #expect(result.problems == [])
    #expect(result.catalog?.exercise(id: "01-anchors/03-extra")?.starter == "let a = 1\n")
  }

  @Test("an id used by two exercises is reported at the second, naming the first")
  func duplicateID() throws {
    let sandbox = try CourseSandbox()
    let json = extraExerciseJSON(replacing: [2: #"  "id": "01-anchors/01-center-a-box","#])
    try sandbox.addExercise(json: json, expected: extraExpectedJSON)
    let path = "\(folder)/exercise.json"
    #expect(
      sandbox.problems() == [
        #"\#(path):2: "id" must be "01-anchors/03-extra" (the module and exercise folder names), found "01-anchors/01-center-a-box""#,
        #"\#(path):2: exercise id "01-anchors/01-center-a-box" is also used at Lessons/01-anchors/01-center-a-box/exercise.json:2"#,
      ])
  }

  @Test("exercise folders must be named NN-name and numbered once")
  func folderNames() throws {
    let sandbox = try CourseSandbox()
    try sandbox.makeFolder("01-anchors/3-extra")
    try sandbox.makeFolder("01-anchors/02-Upper")
    try sandbox.addExercise(
      json: extraExerciseJSON(), expected: extraExpectedJSON, folder: "01-anchors/02-again")
    try sandbox.write("01-anchors/notes.txt", "Files next to lesson.md are ignored.")
    // Folders are listed (sorted by Unicode scalars: "02-Upper" < "02-again" < "02-pin-…") and
    // their names checked before any exercise in them is read.
    #expect(
      sandbox.problems() == [
        #"Lessons/01-anchors/02-Upper: an exercise folder must be named like "01-short-name""#,
        #"Lessons/01-anchors/02-pin-to-margins: exercise number 02 is also used by "02-again""#,
        #"Lessons/01-anchors/3-extra: an exercise folder must be named like "01-short-name""#,
        #"Lessons/01-anchors/02-again/exercise.json:2: "id" must be "01-anchors/02-again" (the module and exercise folder names), found "01-anchors/03-extra""#,
      ])
  }

  @Test("problems from several files come file by file in reading order")
  func ordering() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write("02-animation/lesson.md", "# T\n")
    try sandbox.write(
      "course.json",
      "{\"formatVersion\": 1, \"title\": \"T\", \"modules\": [\"01-anchors\", \"02-animation\"], \"x\": 1}"
    )
    try sandbox.remove("01-anchors/01-center-a-box/Solution.swift")
    #expect(
      sandbox.problems() == [
        #"Lessons/course.json:1: unknown field "x""#,
        "Lessons/01-anchors/01-center-a-box/Solution.swift: missing file",
        "Lessons/02-animation/lesson.md:1: the lesson has no '## ' steps",
      ])
  }
}
