import Foundation
import Testing

@testable import ConstraintLog

/// Each cause of the catalogue on the smallest block that shows it.
@Suite struct DiagnosisCatalogueTests {
  func diagnoses(_ constraints: [String], broken: Int = 0) throws -> [Diagnosis] {
    let text =
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
      + constraints.map { "    \"\($0)\"," }.joined(separator: "\n")
      + "\n)\nWill attempt to recover by breaking constraint\n\(constraints[broken])\n"
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(block.missing.isEmpty)
    return DiagnosisCatalogue.diagnoses(of: block)
  }

  @Test func theMaskOfTheAppsOwnView() throws {
    let found = try diagnoses([
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& MyApp.CardView:0xa.width == 0   (active)>",
      "<NSLayoutConstraint:0x2 MyApp.CardView:0xa.width == 300   (active)>",
    ])
    let first = try #require(found.first)
    #expect(first.cause == .autoresizingMask)
    #expect(
      first.fix.contains("translatesAutoresizingMaskIntoConstraints = false on MyApp.CardView 0xa"))
    #expect(first.lesson == "1.6")
  }

  @Test func theCellsHeightChainLowersTheConstraintToTheBottom() throws {
    let found = try diagnoses(
      [
        "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xb'Title']   (active, names: '|':UITableViewCellContentView:0xa )>",
        "<NSLayoutConstraint:0x2 UILabel:0xb'Title'.height == 30   (active)>",
        "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xa.bottom == UILabel:0xb'Title'.bottom + 8   (active)>",
        "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xa.height == 44   (active)>",
      ], broken: 1)
    let first = try #require(found.first)
    #expect(first.cause == .encapsulatedSize)
    #expect(first.constraints == [3, 2])
    #expect(first.summary.contains("= 44"))
    #expect(
      first.fix.contains("UITableViewCellContentView 0xa.bottom == UILabel 0xb 'Title'.bottom + 8"))
    #expect(first.lesson == "13.4")
  }

  @Test func aHiddenArrangedViewAgainstItsHeight() throws {
    let found = try diagnoses([
      "<NSLayoutConstraint:0x1 UIView:0xb.height == 44   (active)>",
      "<NSLayoutConstraint:0x2 'UISV-hiding' UIView:0xb.height == 0   (active)>",
    ])
    let first = try #require(found.first)
    #expect(first.cause == .stackViewSpacing)
    #expect(first.fix.contains("priority 999"))
    #expect(first.views.map(\.address) == ["0xb"])
    #expect(first.lesson == "6.2")
    #expect(first.exercises == ["06-stack-views/02-state-enum"])
  }

  @Test func aFixedBottomAgainstTheKeyboard() throws {
    let found = try diagnoses([
      "<NSLayoutConstraint:0x1 UIButton:0xb'Send'.bottom == UIView:0xa.bottom - 20   (active)>",
      "<NSLayoutConstraint:0x2 UIButton:0xb'Send'.bottom == _UIKeyboardLayoutGuide:0xc'UIViewKeyboardLayoutGuide'.top - 8   (active)>",
      "<NSLayoutConstraint:0x3 'UIViewKeyboardLayoutGuide-top' V:[_UIKeyboardLayoutGuide:0xc'UIViewKeyboardLayoutGuide']-(336)-|   (active, names: '|':UIView:0xa )>",
    ])
    let first = try #require(found.first)
    #expect(first.cause == .guideAgainstFixedEdge)
    #expect(
      first.summary.contains("The bottom of UIButton 0xb 'Send' follows the keyboard layout guide"))
    #expect(first.lesson == "16.3")
    #expect(found.map(\.cause).contains(.twoConstraintsOnOneAttribute))
  }

  @Test func aFixedWidthBetweenTwoPinnedEdges() throws {
    let found = try diagnoses([
      "<NSLayoutConstraint:0x1 UITextField:0xb.width == 320   (active)>",
      "<NSLayoutConstraint:0x2 UITextField:0xb.leading == UILayoutGuide:0xc'UIViewLayoutMarginsGuide'.leading   (active)>",
      "<NSLayoutConstraint:0x3 UITextField:0xb.trailing == UILayoutGuide:0xc'UIViewLayoutMarginsGuide'.trailing   (active)>",
      "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 375   (active)>",
    ])
    #expect(found.map(\.cause).contains(.fixedSizeAgainstEdges))
    let fixed = try #require(found.first { $0.cause == .fixedSizeAgainstEdges })
    #expect(fixed.summary.hasPrefix("UITextField 0xb has a fixed width of 320"))
    #expect(fixed.constraints == [0, 1, 2])
    #expect(fixed.lesson == "8.1")
  }

  @Test func noKnownCauseSaysHowToReadTheList() throws {
    let found = try diagnoses([
      "<NSLayoutConstraint:0x1 UIView:0xb.width >= 2*UIView:0xc.width   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0xc.width >= UIView:0xb.width + 10   (active)>",
    ])
    #expect(found.map(\.cause) == [.unlisted])
    #expect(found[0].summary.contains("UIKit broke UIView 0xb.width >= 2 × UIView 0xc.width"))
  }

  @Test func theZeroHeightWarning() throws {
    let text =
      "Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view."
    let block = try #require(ConstraintLog(text: text).blocks.first)
    #expect(DiagnosisCatalogue.diagnoses(of: block).map(\.cause) == [.cellHeightOfZero])
  }

  /// Every exercise a diagnosis points to is in the course, and the first is the one its lesson
  /// number names: the number's module is the course's Nth module, its exercise that module's
  /// Nth exercise folder.
  @Test func theExercisesPointedToAreTheCourses() throws {
    let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Lessons").standardizedFileURL
    let course =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: lessons.appendingPathComponent("course.json"))) as? [String: Any]
    let modules = try #require(course?["modules"] as? [String])
    for (number, ids) in DiagnosisCatalogue.exercises {
      for id in ids {
        let json = lessons.appendingPathComponent(id).appendingPathComponent("exercise.json")
        #expect(FileManager.default.fileExists(atPath: json.path), "\(id)")
      }
      let parts = number.split(separator: ".").compactMap { Int($0) }
      let module = modules[parts[0] - 1]
      let exercises = try FileManager.default.contentsOfDirectory(
        atPath: lessons.appendingPathComponent(module).path
      ).filter { $0.first?.isNumber == true }.sorted()
      #expect(ids.first == "\(module)/\(exercises[parts[1] - 1])", "\(number)")
    }
  }
}
