import Course
import Foundation
import Testing

@Suite("exercise.json: every problem, with its line")
struct ExerciseValidationTests {
  private let folder = "Lessons/01-anchors/03-broken"

  @Test(
    "a thoroughly broken exercise.json reports each problem, and the rest of the course still loads"
  )
  func everythingWrong() throws {
    let sandbox = try CourseSandbox()
    let json = """
      {
        "id": "01-anchors/wrong",
        "title": "  ",
        "entry": { "viewController": "My Controller", "size": [1, 2] },
        "storyboard": 42,
        "devices": [
          "iphone-se",
          "iphone-xx",
          "iphone-se",
          "320x@2",
          "390x844@4",
          "iphone-x:portrait",
          "0x10@1"
        ],
        "checks": [
          "box",
          "stack.arrangedSubviews[x]",
          "why",
          "box"
        ],
        "steps": [
          { "snapshot": "initial" },
          { "snapshot": "initial" },
          { "swift": "", "snapshot": "after tap", "sampleAt": [0.5, 0.25, -1] },
          { "swift": "vc.go()" },
          { "snapshot": "why", "extra": true }
        ],
        "hints": ["Only one"],
        "cards": [
          { "question": "Q?", "answer": "" },
          { "id": "Bad Id", "question": "Q?", "answer": "A." },
          { "id": "1", "question": "Q?", "answer": "A." }
        ],
        "images": { "icon": [30], "": [1, 1] },
        "tolerance": 0,
        "instructions": { "file": "../outside.md" },
        "colour": "blue"
      }
      """
    try sandbox.addExercise(
      json: json, expected: nil, starter: "\n  \n", solution: nil, folder: "01-anchors/03-broken")
    let result = sandbox.load()
    let json1 = "\(folder)/exercise.json"
    #expect(
      result.problems.map(\.description) == [
        #"\#(json1):2: "id" must be "01-anchors/03-broken" (the module and exercise folder names), found "01-anchors/wrong""#,
        #"\#(json1):3: "title" must not be empty"#,
        #"\#(json1):4: "entry.size" goes only with "entry.view""#,
        #"\#(json1):4: "entry.viewController" must be a Swift class name, found "My Controller""#,
        #"\#(json1):5: "storyboard" must be a string, found a number"#,
        #"\#(json1):8: unknown device "iphone-xx""#,
        #"\#(json1):9: device "iphone-se" is listed twice"#,
        #"\#(json1):10: invalid device "320x@2": the width and height must be plain numbers of points, such as 390x844@3"#,
        #"\#(json1):11: invalid device "390x844@4": the scale must be 1, 2 or 3"#,
        // Line 12, "iphone-x:portrait", names a device: either orientation may be written.
        #"\#(json1):13: invalid device "0x10@1": the width and height must be at least 1 and at most 10000 points"#,
        #"\#(json1):17: invalid view path "stack.arrangedSubviews[x]": expected a number after '[' at character 24"#,
        #"\#(json1):18: "why" is kept for notes in expected.json; rename the view"#,
        #"\#(json1):19: view "box" is checked twice"#,
        #"\#(json1):23: snapshot "initial" is taken by two steps"#,
        #"\#(json1):24: "steps[2].swift" must not be empty"#,
        #"\#(json1):24: "steps[2].sampleAt" must increase: 0.25 comes after 0.5"#,
        #"\#(json1):24: "steps[2].sampleAt[2]" must not be negative"#,
        #"\#(json1):24: snapshot name "after tap" may only use letters, digits, '-' and '_'"#,
        #"\#(json1):25: missing field "steps[3].snapshot""#,
        #"\#(json1):26: unknown field "steps[4].extra""#,
        #"\#(json1):26: "why" is kept for notes in expected.json; rename the snapshot"#,
        #"\#(json1):28: an exercise needs at least 2 hints, found 1"#,
        #"\#(json1):30: "cards[0].answer" must not be empty"#,
        #"\#(json1):31: "cards[1].id" may only use lower-case letters, digits and '-'"#,
        #"\#(json1):32: card id "1" is used twice"#,
        #"\#(json1):34: "images.icon" must be [width, height] with two positive numbers"#,
        #"\#(json1):34: an image name must not be empty"#,
        #"\#(json1):35: "tolerance" must be more than 0"#,
        #"\#(json1):36: instructions file "../outside.md" must be a path inside the exercise folder"#,
        #"\#(json1):37: unknown field "colour""#,
        "\(folder)/Exercise.swift: the file is empty",
        "\(folder)/Solution.swift: missing file",
        "\(folder)/expected.json: missing file",
      ])
    #expect(result.catalog?.exercises.count == 3)
  }

  @Test("missing required fields are reported at the object that lacks them")
  func missingFields() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(json: "{\n  \"title\": \"Only a title\"\n}\n", expected: "{}")
    let path = "Lessons/01-anchors/03-extra/exercise.json"
    #expect(
      sandbox.problems() == [
        #"\#(path):1: missing field "id""#,
        #"\#(path):1: missing field "entry""#,
        #"\#(path):1: missing field "devices""#,
        #"\#(path):1: missing field "checks""#,
        #"\#(path):1: missing field "steps""#,
        #"\#(path):1: missing field "hints""#,
        #"\#(path):1: missing field "cards""#,
      ])
  }

  @Test(
    "entry must name a view controller, or a view with a size",
    arguments: [
      (#"  "entry": { "view": "BoxView" },"#, [#":4: missing field "entry.size""#]),
      (#"  "entry": {},"#, [#":4: "entry" must have either "viewController" or "view""#]),
      (
        #"  "entry": { "view": "V", "viewController": "C", "size": [0, 5] },"#,
        [#":4: "entry" must have either "viewController" or "view""#]
      ),
      (#"  "entry": "ExtraViewController","#, [#":4: "entry" must be an object, found a string"#]),
      (
        #"  "entry": { "view": "BoxView", "size": [0, 5] },"#,
        [#":4: "entry.size" must be [width, height] with two positive numbers"#]
      ),
      (
        #"  "entry": { "view": "2Box", "size": [10, 5], "sise": 1 },"#,
        [
          #":4: unknown field "entry.sise""#,
          #":4: "entry.view" must be a Swift class name, found "2Box""#,
        ]
      ),
    ])
  func entries(line: String, expected: [String]) throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(
      json: extraExerciseJSON(replacing: [4: line]), expected: extraExpectedJSON)
    let path = "Lessons/01-anchors/03-extra/exercise.json"
    #expect(sandbox.problems() == expected.map { path + $0 })
  }

  @Test("empty lists and wrong types")
  func emptyLists() throws {
    let sandbox = try CourseSandbox()
    let json = extraExerciseJSON(replacing: [
      5: #"  "devices": [],"#, 6: #"  "checks": "box","#, 7: #"  "steps": [{ "snapshot": 1 }],"#,
      8: #"  "hints": ["One.", ""],"#, 9: #"  "cards": []"#,
    ])
    try sandbox.addExercise(json: json, expected: "{}")
    let path = "Lessons/01-anchors/03-extra/exercise.json"
    #expect(
      sandbox.problems() == [
        #"\#(path):5: "devices" must not be empty"#,
        #"\#(path):6: "checks" must be an array, found a string"#,
        #"\#(path):7: "steps[0].snapshot" must be a string, found a number"#,
        #"\#(path):8: "hints[1]" must not be empty"#,
        #"\#(path):9: an exercise needs at least 1 card"#,
      ])
  }

  @Test("custom devices and landscape suffixes are accepted; unknown names are not")
  func devices() throws {
    let sandbox = try CourseSandbox()
    let json = extraExerciseJSON(replacing: [
      5: #"  "devices": ["iphone-x:landscape", "390x844@3", "1024x1366@2:landscape", "ipad"],"#
    ])
    try sandbox.addExercise(json: json, expected: extraExpectedJSON)
    let path = "Lessons/01-anchors/03-extra"
    #expect(
      sandbox.problems() == [
        #"\#(path)/exercise.json:5: unknown device "ipad""#,
        #"\#(path)/expected.json:1: no frames for device "iphone-x:landscape""#,
        #"\#(path)/expected.json:1: no frames for device "390x844@3""#,
        #"\#(path)/expected.json:1: no frames for device "1024x1366@2:landscape""#,
        #"\#(path)/expected.json:1: no frames for device "ipad""#,
        #"\#(path)/expected.json:2: device "iphone-se" is not in exercise.json "devices""#,
      ])
  }

  @Test("an instructions file that does not exist, or is empty")
  func instructionsFile() throws {
    let sandbox = try CourseSandbox()
    let missing = extraExerciseJSON(replacing: [
      9:
        #"  "cards": [{ "question": "Q?", "answer": "A." }], "instructions": { "file": "notes/intro.md" }"#
    ])
    try sandbox.addExercise(json: missing, expected: extraExpectedJSON)
    #expect(
      sandbox.problems() == [
        #"Lessons/01-anchors/03-extra/exercise.json:9: instructions file "notes/intro.md" does not exist"#
      ])
    try sandbox.write("01-anchors/03-extra/notes/intro.md", "\n")
    #expect(sandbox.problems() == ["Lessons/01-anchors/03-extra/notes/intro.md: the file is empty"])
    try sandbox.write("01-anchors/03-extra/notes/intro.md", "Read me.\n")
    let result = sandbox.load()
    #expect(result.problems == [])
    #expect(result.catalog?.exercise(id: "01-anchors/03-extra")?.instructions == "Read me.\n")
  }

  @Test("instructions must be text or a file reference")
  func instructionsShape() throws {
    let sandbox = try CourseSandbox()
    let json = extraExerciseJSON(replacing: [
      9: #"  "cards": [{ "question": "Q?", "answer": "A." }], "instructions": ["a"]"#
    ])
    try sandbox.addExercise(json: json, expected: extraExpectedJSON)
    #expect(
      sandbox.problems() == [
        #"Lessons/01-anchors/03-extra/exercise.json:9: "instructions" must be Markdown text or {"file": "NAME.md"}"#
      ])
  }

  @Test("a repeated key is reported where it repeats")
  func duplicateKey() throws {
    let sandbox = try CourseSandbox()
    let json = extraExerciseJSON(replacing: [
      4: #"  "title": "Again", "entry": { "viewController": "X" },"#
    ])
    try sandbox.addExercise(json: json, expected: extraExpectedJSON)
    #expect(
      sandbox.problems() == [
        #"Lessons/01-anchors/03-extra/exercise.json:4: duplicate key "title" (first at line 3)"#
      ])
  }

  @Test(
    "malformed exercise.json gives line and column, and expected.json is not matched against it")
  func syntaxError() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(
      json: extraExerciseJSON(replacing: [3: #"  "title": "Extra""#]), expected: "{}")
    #expect(
      sandbox.problems() == [
        "Lessons/01-anchors/03-extra/exercise.json:4:3: unexpected '\"'; expected ',' or '}'"
      ])
  }

  @Test("a valid extra exercise loads with a card id from its position")
  func validExtra() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(json: extraExerciseJSON(), expected: extraExpectedJSON)
    let result = sandbox.load()
    #expect(result.problems == [])
    let extra = try #require(result.catalog?.exercise(id: "01-anchors/03-extra"))
    #expect(extra.cards == [ReviewCard(id: "01-anchors/03-extra#1", question: "Q?", answer: "A.")])
    #expect(extra.starter == "let starter = 1\n")
  }
}
