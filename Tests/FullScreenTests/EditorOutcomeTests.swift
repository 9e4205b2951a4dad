import Testing

@testable import FullScreen

@Suite("Editor outcomes: blocking editors, editors that return at once, failures")
struct EditorOutcomeTests {
  @Test("an unchanged file and an end within a second is an editor that returned at once")
  func returnedAtOnce() {
    let quick = EditorSession.outcome(
      .exited(0), command: "code", changed: false, took: .milliseconds(80))
    #expect(quick == .returnedAtOnce)
    // A save that fast is a blocking editor driven by a script: it closed, the file changed.
    let saved = EditorSession.outcome(
      .exited(0), command: "ed", changed: true, took: .milliseconds(80))
    #expect(saved == .closed(changed: true))
    let slow = EditorSession.outcome(
      .exited(0), command: "vim", changed: false, took: .seconds(4))
    #expect(slow == .closed(changed: false))
  }

  @Test("a failing editor is a failure with its status or signal, however fast")
  func failures() {
    #expect(
      EditorSession.outcome(.exited(1), command: "code", changed: false, took: .zero)
        == .failed("The editor (code) exited with status 1."))
    #expect(
      EditorSession.outcome(.signalled(9), command: "vim", changed: false, took: .seconds(2))
        == .failed("The editor (vim) was stopped by signal 9."))
  }
}
