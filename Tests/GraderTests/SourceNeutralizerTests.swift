import Grader
import Testing

@Suite("Source neutralizer")
struct SourceNeutralizerTests {
  private let neutralizer = SourceNeutralizer()

  private func spaces(_ count: Int) -> String {
    String(repeating: " ", count: count)
  }

  @Test("outlets and actions become spaces; strings and comments stay")
  func outletsAndActions() {
    let source = """
      import UIKit

      class ViewController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet var buttons: [UIButton]!

        @IBAction func buttonTapped(_ sender: UIButton) {
          nameLabel.text = "@IBOutlet stays in strings"  // and @objc in comments
        }
      }
      """
    let expected = """
      import UIKit

      class ViewController: UIViewController {
        \(spaces(9)) weak var nameLabel: UILabel!
        \(spaces(9)) var buttons: [UIButton]!

        \(spaces(9)) func buttonTapped(_ sender: UIButton) {
          nameLabel.text = "@IBOutlet stays in strings"  // and @objc in comments
        }
      }
      """
    let result = neutralizer.neutralize(source)
    #expect(result.text == expected)
    #expect(result.columnMap.isIdentity)
    #expect(
      result.changes
        == [
          SourceChange(
            kind: .removedAttribute, line: 4, column: 3, original: "@IBOutlet", replacement: ""),
          SourceChange(
            kind: .removedAttribute, line: 5, column: 3, original: "@IBOutlet", replacement: ""),
          SourceChange(
            kind: .removedAttribute, line: 7, column: 3, original: "@IBAction", replacement: ""),
        ])
  }

  @Test("a target-action pair: @objc goes, #selector names the Objective-C selector")
  func targetAction() {
    let source = """
      class ViewController: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        }
        @objc func tapped(_ sender: UIButton) {}
      }
      """
    // `#selector(tapped(_:))` is 21 bytes, `Selector("tapped:")` 19: two spaces of padding.
    let expected = """
      class ViewController: UIViewController {
        let button = UIButton()
        override func viewDidLoad() {
          button.addTarget(self, action: Selector("tapped:")  , for: .touchUpInside)
        }
        \(spaces(5)) func tapped(_ sender: UIButton) {}
      }
      """
    let result = neutralizer.neutralize(source)
    #expect(result.text == expected)
    #expect(result.columnMap.isIdentity)
    #expect(
      result.changes.first
        == SourceChange(
          kind: .rewroteSelector, line: 4, column: 36, original: "#selector(tapped(_:))",
          replacement: "Selector(\"tapped:\")"))
  }

  @Test("a qualified method reference")
  func qualifiedReference() {
    let source =
      "b.addTarget(self, action: #selector(ViewController.moveButtonPressed(_:)), for: .touchUpInside)"
    // 47 bytes of `#selector(…)` become 30 bytes of `Selector("moveButtonPressed:")` and 17 spaces.
    let expected =
      "b.addTarget(self, action: Selector(\"moveButtonPressed:\")\(spaces(17)), for: .touchUpInside)"
    #expect(neutralizer.neutralize(source).text == expected)
  }

  @Test("@objc(customName) is blanked and names the selector of its method")
  func customName() {
    let source = """
      @objc(customName) func doSomething() {}
      let s = #selector(doSomething)
      """
    let expected = """
      \(spaces(17)) func doSomething() {}
      let s = Selector("customName")
      """
    let result = neutralizer.neutralize(source)
    #expect(result.text == expected)
    #expect(result.columnMap.isIdentity)
  }

  @Test("@objc(name:with:) with colons and a line break before the declaration")
  func customNameWithColons() {
    let source =
      "@objc(setValue:forKey:)\nfunc set(_ v: Int, for k: String) {}\nlet s = #selector(set(_:for:))"
    let expected =
      "\(spaces(23))\nfunc set(_ v: Int, for k: String) {}\nlet s = Selector(\"setValue:forKey:\")"
    let result = neutralizer.neutralize(source)
    #expect(result.text == expected)
    // 22 bytes of `#selector(set(_:for:))` became 28.
    #expect(
      result.columnMap.shifts
        == [SourceColumnMap.Shift(line: 3, originalColumns: 9..<31, neutralizedColumns: 9..<37)])
  }

  @Test("a bare method name takes the selector of the file's only method of that name")
  func bareNameUsesDeclaration() {
    let source = """
      @objc func tapped(_ sender: UIButton) {}
      let a = #selector(tapped)
      """
    let result = neutralizer.neutralize(source)
    #expect(result.text.hasSuffix("let a = Selector(\"tapped:\")"))
    // `#selector(tapped)` (columns 9…25) became 19 bytes (9…27).
    #expect(
      result.columnMap.shifts
        == [SourceColumnMap.Shift(line: 2, originalColumns: 9..<26, neutralizedColumns: 9..<28)])
  }

  @Test("a rewrite that grows shifts the rest of its line, and the map shifts it back")
  func growingRewrite() {
    let source = """
      func tap() {}
      let g = UITapGestureRecognizer(target: self, action: #selector(tap)); let x: Int = "no"
      """
    let result = neutralizer.neutralize(source)
    let line =
      "let g = UITapGestureRecognizer(target: self, action: Selector(\"tap\")); let x: Int = \"no\""
    #expect(result.text == "func tap() {}\n" + line)
    // `"no"` is at column 84 in the learner's line and 85 in the rewritten one.
    #expect(result.columnMap.originalColumn(line: 2, neutralizedColumn: 85) == 84)
    #expect(result.columnMap.neutralizedColumn(line: 2, originalColumn: 84) == 85)
    // Inside the rewrite: the start of `#selector`; before it and on other lines: unchanged.
    #expect(result.columnMap.originalColumn(line: 2, neutralizedColumn: 60) == 54)
    #expect(result.columnMap.originalColumn(line: 2, neutralizedColumn: 10) == 10)
    #expect(result.columnMap.originalColumn(line: 1, neutralizedColumn: 85) == 85)
  }

  @Test("two growing rewrites on one line add up")
  func twoShiftsOnOneLine() {
    let source = "func f() {}\nfunc g() {}\na(#selector(f), #selector(g)); x"
    let result = neutralizer.neutralize(source)
    #expect(result.text.hasSuffix("a(Selector(\"f\"), Selector(\"g\")); x"))
    let map = result.columnMap
    #expect(map.originalColumn(line: 3, neutralizedColumn: 34) == 32)  // x
    #expect(map.originalColumn(line: 3, neutralizedColumn: 16) == 15)  // the comma
    #expect(map.originalColumn(line: 3, neutralizedColumn: 20) == 17)  // inside the second
    #expect(map.neutralizedColumn(line: 3, originalColumn: 29) == 31)  // the closing parenthesis
  }

  @Test(
    "Objective-C selector names",
    arguments: [
      ("#selector(handle(tap:))", "handleWithTap:"),
      ("#selector(move(to:))", "moveTo:"),
      ("#selector(scroll(by:animated:))", "scrollBy:animated:"),
      ("#selector(show(_:with:_:))", "show:with::"),
      ("#selector(keyboardWillShow(notification:))", "keyboardWillShowWithNotification:"),
      ("#selector(getter: UIView.frame)", "frame"),
      ("#selector(setter: UIView.frame)", "setFrame:"),
      ("#selector(self.refresh)", "refresh"),
      ("#selector((ViewController.done(_:)))", "done:"),
    ])
  func selectorNames(expression: String, selector: String) {
    let text = neutralizer.neutralize(expression).text
    #expect(text.hasPrefix("Selector(\"\(selector)\")"))
    #expect(text.utf8.count >= expression.utf8.count)
  }

  @Test("a #selector spread over lines keeps every line")
  func multiLineSelector() {
    let source = "let s = #selector(\n  tapped(_:))\nlet t = 1"
    let expected = "let s = Selector(\"tapped:\")\n\(spaces(13))\nlet t = 1"
    let result = neutralizer.neutralize(source)
    #expect(result.text == expected)
    #expect(
      result.columnMap.shifts
        == [SourceColumnMap.Shift(line: 1, originalColumns: 9..<19, neutralizedColumns: 9..<28)])
  }

  @Test("designables, inspectables, @objcMembers, @nonobjc; dynamic stays")
  func otherAttributes() {
    let source = """
      @IBDesignable @objcMembers class RoundedButton: UIButton {
        @IBInspectable var cornerRadius: CGFloat = 8
        @objc dynamic var progress: CGFloat = 0
        @nonobjc func helper() {}
      }
      """
    let expected = """
      \(spaces(13)) \(spaces(12)) class RoundedButton: UIButton {
        \(spaces(14)) var cornerRadius: CGFloat = 8
        \(spaces(5)) dynamic var progress: CGFloat = 0
        \(spaces(8)) func helper() {}
      }
      """
    #expect(neutralizer.neutralize(source).text == expected)
  }

  @Test("attributes inside every kind of literal and comment are left alone")
  func literalsAndComments() {
    let source = """
      let a = "@IBOutlet #selector(x)"
      let b = \"\"\"
        @objc func f() { #selector(g) }
        \"\"\"
      let c = #"@IBAction "#selector(h)""#
      let d = "\\(e("@objc"))"
      /* outer /* @IBOutlet */ #selector(i) */
      // @objc(name) #selector(j)
      let `objc` = 1; let dynamic = 2; let IBOutlet = 3
      @IBOutlets var notOurs = 4
      """
    let result = neutralizer.neutralize(source)
    #expect(result.text == source)
    #expect(result.changes.isEmpty)
  }

  @Test("a file without Objective-C is returned unchanged, byte for byte")
  func unchanged() {
    let source = "import UIKit\r\n\tlet π = \"é\" // ok\n"
    let result = neutralizer.neutralize(source)
    #expect(result.text == source)
    #expect(result.columnMap.isIdentity)
  }
}
