// libFuzzer entry point for the course's readers: any bytes are parsed as JSON (the parser that
// keeps positions), then read as an `exercise.json` and as an `expected.json`, and, when they
// are UTF-8, as a `lesson.md`. Built by Scripts/fuzz.sh together with the parts of
// Sources/Course that need no database (Catalog, JSON, Model, Support), not by SwiftPM.
//
// A crash, a trap or a hang is a finding; problems reported in the log and syntax errors are
// the expected answers to bad files, and their messages must render.

private let knownDevices: Set<String> = ["iphone-se", "iphone-x", "ipad-pro-11"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCourseDocuments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let log = ProblemLog(root: "course")
  do {
    let document = try JSONDocument(parsing: bytes)
    let definition = ExerciseDefinitionReader(
      file: SourceFile("01-module/01-exercise/exercise.json", log: log),
      expectedID: "01-module/01-exercise", knownDevices: knownDevices
    ).read(document.root)
    _ = ExpectedFramesReader(
      file: SourceFile("01-module/01-exercise/expected.json", log: log),
      deviceNames: definition?.deviceNames, snapshotNames: definition?.snapshotNames,
      checkNames: definition?.checkNames
    ).read(document.root)
  } catch {
    _ = error.description
  }
  _ = log.problems.map(\.description)
  if UTF8Validation.firstInvalidOffset(in: bytes) == nil {
    _ = LessonMarkdown.parse(String(decoding: bytes, as: UTF8.self))
  }
  return 0
}
