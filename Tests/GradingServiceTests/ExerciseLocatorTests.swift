import Course
import Foundation
import GradingService
import Testing

/// Which exercise a file is graded as: `--exercise`, else its `// exercise:` line, else its
/// place in the workspace.
@Suite struct ExerciseLocatorTests {
  @Test func headerLinesNameTheExercise() {
    let source = "import UIKit\n  //   exercise: 02-anchors/01-negative-insets  \nclass A {}\n"
    #expect(ExerciseLocator.headerID(in: source) == "02-anchors/01-negative-insets")
    #expect(ExerciseLocator.headerID(in: "let s = \"// exercise: x\"\n") == nil)
    #expect(ExerciseLocator.headerID(in: "// exercise:\n") == nil)
  }

  @Test func workingCopiesAreNamedByTheirPlace() {
    let workspace = Workspace(home: URL(fileURLWithPath: "/tmp/learner", isDirectory: true))
    let copy = URL(fileURLWithPath: "/tmp/learner/exercises/02-anchors/03-goal-set-card.swift")
    #expect(ExerciseLocator.workspaceID(of: copy, in: workspace) == "02-anchors/03-goal-set-card")
    let elsewhere = URL(fileURLWithPath: "/tmp/learner/02-anchors/03-goal-set-card.swift")
    #expect(ExerciseLocator.workspaceID(of: elsewhere, in: workspace) == nil)
  }

  @Test func theOptionWinsThenTheHeaderThenThePlace() {
    let workspace = Workspace(home: URL(fileURLWithPath: "/tmp/learner", isDirectory: true))
    let copy = URL(fileURLWithPath: "/tmp/learner/exercises/02-anchors/03-goal-set-card.swift")
    let headed = Submission(
      path: "card.swift", bytes: Array("// exercise: 01-a/01-b\n".utf8), url: copy)
    #expect(
      ExerciseLocator.exerciseID(option: "09-x/01-y", for: headed, in: workspace) == "09-x/01-y")
    #expect(ExerciseLocator.exerciseID(option: nil, for: headed, in: workspace) == "01-a/01-b")
    let plain = Submission(path: "card.swift", bytes: Array("import UIKit\n".utf8), url: copy)
    #expect(
      ExerciseLocator.exerciseID(option: nil, for: plain, in: workspace)
        == "02-anchors/03-goal-set-card")
    let elsewhere = Submission(path: "card.swift", bytes: Array("import UIKit\n".utf8))
    #expect(ExerciseLocator.exerciseID(option: nil, for: elsewhere, in: workspace) == nil)
  }
}
