import Testing

@testable import Grader

/// The line a hard-coded frame is blamed on, found with the lexer. Line numbers are counted by
/// hand in each source (the first line is 1).
@Suite("Where a frame is set")
struct FrameAssignmentsTests {
  @Test("frame, bounds and center setters, through self too; comments and strings do not count")
  func setters() {
    let source = """
      import UIKit                                             // 1
      class V: UIViewController {                              // 2
        let panelView = UIView()                               // 3
        let badge = UIView()                                   // 4
        let dot = UIView()                                     // 5
        override func viewDidLoad() {                          // 6
          // panelView.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
          print("panelView.frame = nothing")                   // 8
          if panelView.frame == .zero { }                      // 9
          self.panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
          badge.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
          other.dot.center = .zero                             // 12
          dot.center = CGPoint(x: 4, y: 4)                     // 13
        }
      }
      """
    #expect(FrameAssignments.firstLine(of: "panelView", in: source) == 10)
    #expect(FrameAssignments.firstLine(of: "badge", in: source) == 11)
    // Line 12 sets another object's `dot`.
    #expect(FrameAssignments.firstLine(of: "dot", in: source) == 13)
    #expect(FrameAssignments.firstLine(of: "missing", in: source) == nil)
  }

  @Test("made with a frame: declarations and assignments, not a zero frame")
  func initializers() {
    let source = """
      import UIKit
      final class V: UIViewController {
        let zeroView = UIView(frame: .zero)
        let alsoZero: UIView = UIView(frame: CGRect.zero)
        private let panelView: UIView = UIView(
          frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        var card: CardView!
        override func viewDidLoad() {
          card = CardView(frame: CGRect(x: 16, y: 16, width: 100, height: 100))
        }
      }
      """
    // Line 5 starts the declaration whose initializer carries the frame on line 6.
    #expect(FrameAssignments.firstLine(of: "panelView", in: source) == 5)
    #expect(FrameAssignments.firstLine(of: "card", in: source) == 9)
    #expect(FrameAssignments.firstLine(of: "zeroView", in: source) == nil)
    #expect(FrameAssignments.firstLine(of: "alsoZero", in: source) == nil)
  }
}
