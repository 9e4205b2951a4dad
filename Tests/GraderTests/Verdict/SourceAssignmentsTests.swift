import Testing

@testable import Grader

/// The learner's lines read for the statement that set a value the report records.
@Suite("Lines that set a value")
struct SourceAssignmentsTests {
  private let source = """
    class Player {
      var trailing: NSLayoutConstraint!
      func viewDidLoad() {
        trailing = image.trailingAnchor.constraint(equalTo: view.trailingAnchor)
        let top = image.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)
        top.isActive = true
      }
      func expand() {
        self.trailing.constant = 16  // outwards
      }
      func collapse() {
        trailing.constant = 0
        top.constant = 24
      }
    }
    """

  @Test("a constraint kept in a name and given its constant later is cited where it is given")
  func constantGivenLater() {
    let lines = SourceAssignments(source)
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 4, to: 16) == 9)
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 4, to: 0) == nil)  // made with 0
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 4, to: -16) == nil)  // never written
  }

  @Test("a local constraint, and one whose making line already gives the constant")
  func localNames() {
    let lines = SourceAssignments(source)
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 5, to: 24) == 13)
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 5, to: 8) == nil)
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 6, to: 24) == nil)  // not a making line
    #expect(lines.lineSettingConstant(ofConstraintMadeOn: 99, to: 24) == nil)
  }
}
