import Grader
import Testing

/// Finding the action methods of a file, with the type each belongs to, for the action table.
@Suite struct ActionMethodsTests {
  private func summary(_ source: String) -> [String] {
    ActionMethods.scan(source).map { "\($0.typePath).\($0.selector)@\($0.line)" }
  }

  @Test func findsObjCAndIBActionMethodsOfClasses() {
    let source = """
      import UIKit

      class ViewController: UIViewController {
        @IBOutlet weak var button: UIButton!
        @objc func buttonTapped(_ sender: UIButton) {}
        @IBAction func save() {}
        @objc private func touched(_ sender: UIButton, forEvent event: UIEvent) {}
        func notAnAction(_ sender: UIButton) {}
        @objc var count = 0
        @objc(shareWithSender:) func share(_ sender: Any) {}
      }
      """
    // Selectors as Swift names them: `_` first → `name:`, a label → `label:` (after `With` unless
    // a preposition), `@objc(…)` as given.
    #expect(
      summary(source) == [
        "ViewController.buttonTapped:@5", "ViewController.save@6",
        "ViewController.touched:forEvent:@7", "ViewController.shareWithSender:@10",
      ])
    let touched = ActionMethods.scan(source)[2]
    #expect(touched.baseName == "touched")
    #expect(touched.argumentLabels == [nil, "forEvent"])
  }

  @Test func nestedTypesAndExtensionsNameTheirTypePath() {
    let source = """
      class Outer {
        class Inner {
          @objc func ping() {}
        }
        @objc func pong(_ s: Any) {}
      }
      extension Outer.Inner {
        @objc func pang(sender: Any) {}
      }
      extension Outer {
        final class Deep {
          @objc func deep() {}
        }
      }
      """
    #expect(
      summary(source) == [
        "Outer.Inner.ping@3", "Outer.pong:@5", "Outer.Inner.pangWithSender:@8",
        "Outer.Deep.deep@12",
      ])
  }

  @Test func commentsAndStringsNeverCount() {
    let source = """
      class Screen {
        // @objc func commented() {}
        /* @objc func blocked() {} */
        let text = "@objc func quoted() {}"
        let multi = \"\"\"
          @IBAction func inMultiLine() {}
          \"\"\"
        @objc func real() {}
      }
      """
    #expect(summary(source) == ["Screen.real@8"])
  }

  @Test func skipsWhatAppendedCodeCouldNotCall() {
    let source = """
      import UIKit

      class Screen: UIViewController {
        @objc static func make() {}
        @objc class func build() {}
        @objc func load() async {}
        @objc func risky() throws {}
        @objc func three(_ a: Int, _ b: Int, _ c: Int) {}
        @objc func generic<T>(_ value: T) {}
        @nonobjc func plain() {}
        #if os(iOS)
        @objc func iOSOnly() {}
        #endif
        override func viewDidLoad() {
          class Local {
            @objc func local() {}
          }
          @objc func nestedFunction() {}
        }
        private class Hidden {
          @objc func hidden() {}
        }
        @objc func kept() {}
      }
      struct Model {
        @objc func notAClass() {}
      }
      extension Model {
        @objc func stillNotAClass() {}
      }
      protocol Tappable {
        @objc func tap()
      }
      class Box<Content> {
        @objc func generic() {}
      }
      extension Box where Content == Int {
        @objc func stillGeneric() {}
      }
      """
    #expect(summary(source) == ["Screen.kept@23"])
  }

  @Test func objcMembersMakesEveryInstanceMethodAnAction() {
    let source = """
      @objcMembers
      class Handler {
        func first() {}
        @nonobjc func hidden() {}
        static func shared() {}
        func second(_ sender: Any) {}
      }
      class Later {
        func notMarked() {}
      }
      """
    #expect(summary(source) == ["Handler.first@3", "Handler.second:@6"])
  }

  @Test func backtickNamesAndClassMembersDoNotConfuseIt() {
    let source = """
      class `Screen` {
        class var count: Int { 0 }
        @objc func `default`(_ sender: Any) {}
        @objc
        func onNextLine() {}
        private(set) var state = 0
      }
      """
    #expect(summary(source) == ["Screen.default:@3", "Screen.onNextLine@5"])
  }

  @Test func theAppendixRegistersEachMethodOnItsType() {
    let source = """
      import UIKit

      class Screen: UIViewController {
        @objc private func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
        @objc func reset() {}
      }
      """
    let appendix = ActionTableSource.appendix(for: source, methods: ActionMethods.scan(source))
    let lines = appendix.split(separator: "\n").map(String.init)
    // The source has no final line break: the appendix starts on a new line.
    #expect(appendix.hasPrefix("\n// Layoutlings: "))
    #expect(lines.contains("extension `Screen` {"))
    #expect(
      lines.contains(
        "    UIKit.Selector.registerAction(\"tapped:forEvent:\", on: `Screen`.self) { target, sender, event in"
      ))
    #expect(
      lines.contains(
        "      _ = try target.`tapped`(UIKit.Selector.actionArgument(sender), "
          + "`forEvent`: UIKit.Selector.actionEvent(event))"))
    #expect(lines.contains("      _ = target.`reset`()"))
    #expect(lines.contains("@MainActor func layoutlingsRegisterActions() {"))
    #expect(lines.contains("  `Screen`.layoutlingsActions1()"))
  }

  @Test func withoutUIKitTheAppendixOnlyDefinesTheFunction() {
    let source = "import Foundation\nclass Screen {\n  @objc func tapped() {}\n}\n"
    let appendix = ActionTableSource.appendix(for: source, methods: ActionMethods.scan(source))
    #expect(
      appendix.split(separator: "\n").last == "@MainActor func layoutlingsRegisterActions() {}")
    #expect(!appendix.hasPrefix("\n"))
  }
}
