import FileWatching
import Foundation
import Grader
import Terminal
import TestSupport
import Testing

@testable import LayoutlingsCLI

@Suite("Watch mode without a terminal")
struct PlainWatchTests {
  @Test("fake file events: one verdict per change, plain, and the pass says what to do next")
  func scriptedEvents() throws {
    let work = FakeWatchWork(exercises: [watchedOne]) { _, number in
      verdict(number < 3 ? .failed : .passed)
    }
    let files = ScriptedFileSource()
    files.enqueue(.changed(FileChange(path: watchedOne.path, contents: Array("a".utf8))))
    files.enqueue(.missing)
    files.enqueue(.unchanged)
    files.enqueue(.changed(FileChange(path: watchedOne.path, contents: Array("b".utf8))))
    let output = StringSink()
    try PlainWatch(work: work, output: output, width: 80).run(
      options: FileWatcher.Options(), source: files, stopAfter: 3)
    #expect(
      output.text.components(separatedBy: "\n") == [
        "Watching /w/01-a/01-one.swift for 01-a/01-one: One. Stop with Ctrl-C.", "",
        "Grading 01-a/01-one as it is:", "01-a/01-one: failed (0 of 0 frames match)", "",
        "The file changed; grading 01-a/01-one again:", "01-a/01-one: failed (0 of 0 frames match)",
        "", "/w/01-a/01-one.swift is gone; waiting for it to come back.", "",
        "The file changed; grading 01-a/01-one again:", "01-a/01-one: passed (0 of 0 frames match)",
        "",
        // One line, wrapped at 80 columns.
        "Next: rate it (layoutlings rate 01-a/01-one again|hard|good|easy), move on",
        "(layoutlings next), or compare with the reference solution (layoutlings solution",
        "01-a/01-one).",
        "",
      ])
    #expect(!output.text.contains("\u{1B}"))
    #expect(work.gradeCount == 3)
  }

  @Test("a real file watcher: a save after the first verdict is graded again")
  func realFileWatcher() throws {
    let scratch = try ScratchFolder()
    let file = scratch.url.appendingPathComponent("01-one.swift")
    try Data("// starter\n".utf8).write(to: file)
    let exercise = WatchedExercise(id: "01-a/01-one", title: "One", path: file.path)
    let work = FakeWatchWork(exercises: [exercise]) { _, number in
      // The learner saves a fix while the first verdict is being read.
      if number == 1 { try? Data("// fixed\n".utf8).write(to: file) }
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      return verdict(number > 1 && text == "// fixed\n" ? .passed : .failed)
    }
    let output = StringSink()
    try PlainWatch(work: work, output: output, width: 80).run(
      options: FileWatcher.Options(), stopAfter: 2)
    let lines = output.text.components(separatedBy: "\n")
    #expect(lines[0] == "Watching \(file.path) for 01-a/01-one: One (inotify). Stop with Ctrl-C.")
    #expect(lines.contains("The file changed; grading 01-a/01-one again:"))
    #expect(lines.contains("01-a/01-one: passed (0 of 0 frames match)"))
  }
}
