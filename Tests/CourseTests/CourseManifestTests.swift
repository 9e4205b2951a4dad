import Course
import Foundation
import Testing

@Suite("course.json and the format version gate")
struct CourseManifestTests {
  @Test("a newer format version is refused with one clear problem and nothing else is read")
  func newerFormatRefused() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "course.json",
      """
      {
        "formatVersion": 2,
        "title": "From the future",
        "modules": ["01-anchors"],
        "glossary": "a field version 1 does not know"
      }
      """)
    try sandbox.remove("01-anchors/lesson.md")
    let result = sandbox.load()
    #expect(result.catalog == nil)
    #expect(
      result.problems.map(\.description) == [
        "Lessons/course.json:2: this course is written in format version 2, but this Layoutlings reads "
          + "versions up to 1; update Layoutlings to use it"
      ])
  }

  @Test("the current format version is accepted")
  func currentVersion() throws {
    #expect(LessonCatalog.currentFormatVersion == 1)
    let sandbox = try CourseSandbox()
    #expect(sandbox.load().catalog?.course.formatVersion == 1)
  }

  @Test(
    "a format version that is missing or not a whole number of at least 1 stops the import",
    arguments: [
      (
        #"{ "title": "T", "modules": [] }"#,
        #"Lessons/course.json:1: missing field "formatVersion""#
      ),
      (
        "{\n  \"formatVersion\": \"1\"\n}",
        #"Lessons/course.json:2: "formatVersion" must be a whole number, found a string"#
      ),
      (
        "{\n  \"formatVersion\": 1.5\n}",
        #"Lessons/course.json:2: "formatVersion" must be a whole number, found the number 1.5"#
      ),
      (
        "{\n  \"formatVersion\": 0\n}",
        #"Lessons/course.json:2: "formatVersion" must be 1 or more, found 0"#
      ),
      ("[1]", "Lessons/course.json:1: the top level must be an object, found an array"),
    ])
  func badVersion(courseJSON: String, expected: String) throws {
    let sandbox = try CourseSandbox()
    try sandbox.write("course.json", courseJSON)
    let result = sandbox.load()
    #expect(result.catalog == nil)
    #expect(result.problems.map(\.description) == [expected])
  }

  @Test("malformed JSON is reported with line and column")
  func syntaxError() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write("course.json", "{\n  \"formatVersion\": 1,\n  \"title\": \"T\",\n}\n")
    #expect(
      sandbox.problems() == [
        "Lessons/course.json:4:1: unexpected '}'; expected a key in double quotes (a trailing comma is not allowed)"
      ])
  }

  @Test("a missing course.json or course folder")
  func missing() throws {
    let sandbox = try CourseSandbox()
    try sandbox.remove("course.json")
    #expect(sandbox.problems() == ["Lessons/course.json: missing file"])
    try sandbox.remove("")
    #expect(sandbox.problems() == ["Lessons: the course folder does not exist"])
  }

  @Test("every problem in the module list is reported, with folders it leaves out")
  func moduleList() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "course.json",
      """
      {
        "formatVersion": 1,
        "titel": "Typo",
        "modules": [
          "01-anchors",
          "01-anchors",
          "Intro",
          "03-missing",
          7,
          "01-more"
        ]
      }
      """)
    try sandbox.makeFolder("misc")
    try sandbox.makeFolder("01-more")
    try sandbox.write("01-more/lesson.md", "# More\n\n## Step\n\nText.\n")
    let result = sandbox.load()
    #expect(result.catalog == nil)
    #expect(
      result.problems.map(\.description) == [
        #"Lessons/course.json:1: missing field "title""#,
        #"Lessons/course.json:3: unknown field "titel""#,
        #"Lessons/course.json:4: module folder "02-animation" is not listed in "modules""#,
        #"Lessons/course.json:6: module "01-anchors" is listed twice (first at line 5)"#,
        #"Lessons/course.json:7: module "Intro" must be a folder name like "01-short-name""#,
        #"Lessons/course.json:8: module folder "03-missing" does not exist"#,
        #"Lessons/course.json:9: "modules[4]" must be a string, found a number"#,
        #"Lessons/course.json:10: module number 01 is also used by "01-anchors""#,
        #"Lessons/misc: a module folder must be named like "01-short-name""#,
      ])
  }

  @Test("an empty module list and a blank title")
  func emptyFields() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "course.json", "{\n  \"formatVersion\": 1,\n  \"title\": \" \",\n  \"modules\": []\n}\n")
    #expect(
      sandbox.problems() == [
        #"Lessons/course.json:3: "title" must not be empty"#,
        #"Lessons/course.json:4: "modules" must not be empty"#,
        #"Lessons/course.json:4: module folder "01-anchors" is not listed in "modules""#,
        #"Lessons/course.json:4: module folder "02-animation" is not listed in "modules""#,
      ])
  }

  @Test("a repeated key in course.json is reported where it repeats")
  func duplicateKey() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "course.json",
      """
      {
        "formatVersion": 1,
        "title": "One",
        "modules": ["01-anchors", "02-animation"],
        "title": "Two"
      }
      """)
    let result = sandbox.load()
    #expect(
      result.problems.map(\.description) == [
        #"Lessons/course.json:5: duplicate key "title" (first at line 3)"#
      ])
    #expect(result.catalog?.course.title == "One")
  }
}
