import TestSupport

/// How many grades of `exerciseID` a full screen started so far: each one draws its status line
/// ("Grading …", "Saved; grading …") exactly once before the work starts, and the next draw
/// shows the outcome, so the drawn output holds the line once per grade.
func gradesStarted(of exerciseID: String, on session: PseudoTerminal) -> Int {
  session.text.components(separatedBy: "rading \(exerciseID)…").count - 1
}
