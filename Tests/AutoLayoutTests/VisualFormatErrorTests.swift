import Testing

@testable import AutoLayout

/// Where UIKit raises an exception for a visual-format call, the engine records it with UIKit's
/// reason and the line of the call, returns no constraints, and the program goes on.
@MainActor
@Suite struct VisualFormatErrorTests {
  /// The errors recorded while `body` runs.
  private func errors(during body: () -> Void) -> [LayoutError] {
    let before = LayoutLog.shared.mark
    body()
    return LayoutLog.shared.entries(since: before).compactMap(\.error)
  }

  @Test func barWithoutSuperviewGivesUIKitsCaretMessageAndTheCallsLine() throws {
    let popUp = UIView()
    var result: [NSLayoutConstraint] = [UIView().widthAnchor.constraint(equalToConstant: 1)]
    var line = 0
    let recorded = errors {
      line = #line + 1
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-0-[popUp]-0-|", options: [], metrics: nil, views: ["popUp": popUp])
    }
    #expect(result.isEmpty)
    let error = try #require(recorded.first)
    #expect(recorded.count == 1)
    #expect(error.kind == .invalidVisualFormat)
    #expect(error.exceptionName == "NSInvalidArgumentException")
    // docs/UIKitFacts.md §1.5, a real crash log: the caret stands after `[popUp]`, column 13.
    #expect(
      error.message == """
        Unable to parse constraint format: \n\
        Unable to interpret '|' character, because the related view doesn't have a superview \n\
        H:|-0-[popUp]-0-| \n\
                     ^
        """)
    #expect(error.sourceLocation == SourceLocation(fileID: #fileID, line: line))
    #expect(
      error.visualFormatSource
        == VisualFormatSource(format: "H:|-0-[popUp]-0-|", offset: 13, length: 0))
  }

  @Test(arguments: [
    // `-10-` is a connection; a view must follow it, not `|` (caret on the `|`, column 7).
    ("H:|-10-|", "Expected a view", 7),
    ("H:[a]-[b]", "b is not a key in the views dictionary.", 8),
    // The priority must be above 0; the caret stands after it.
    ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
  ])
  func syntaxAndNameErrors(format: String, message: String, caret: Int) throws {
    let root = UIView()
    let a = constrainedView(in: root)
    let recorded = errors {
      #expect(
        NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a])
          .isEmpty)
    }
    let error = try #require(recorded.first)
    let caretLine = String(repeating: " ", count: caret) + "^"
    #expect(
      error.message == "Unable to parse constraint format: \n\(message) \n\(format) \n\(caretLine)")
    #expect(error.visualFormatSource?.offset == caret)
  }

  @Test func emptyStringHasNoCaret() throws {
    let recorded = errors {
      _ = NSLayoutConstraint.constraints(withVisualFormat: "", metrics: nil, views: [:])
    }
    let error = try #require(recorded.first)
    #expect(error.message == "Unable to parse constraint format: It's an empty string.")
    #expect(error.visualFormatSource == nil)
  }

  @Test func optionsThatDoNotSuitTheOrientationAreRefused() throws {
    let root = UIView()
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let views = ["a": a, "b": b]
    let recorded = errors {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-[b]", options: .spacingBaselineToBaseline, metrics: nil,
        views: views)
    }
    #expect(recorded.map(\.kind) == [.invalidVisualFormat, .invalidVisualFormat])
    // Both are found when the pair of views is complete: after `[b]`.
    #expect(
      recorded.first?.message == "Unable to parse constraint format: \n"
        + "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
        + "layout that is also horizontal. \nH:[a][b] \n        ^")
    #expect(
      recorded.last?.message == "Unable to parse constraint format: \n"
        + "BaselineToBaseline format option not valid for horizontal layout \nH:[a]-[b] \n         ^"
    )
  }

  @Test func aMetricThatIsNotANumberFailsWhereTheStringUsesIt() throws {
    let root = UIView()
    let a = constrainedView(in: root)
    let metrics: [String: Any] = [
      "gap": CGSize(width: 1, height: 1), "side": 30, "unused": "x" as Any, "view": UIView(),
    ]
    var line = 0
    let recorded = errors {
      // Not used: no error.
      let unused = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a(side)]", metrics: metrics, views: ["a": a])
      #expect(unused.count == 2)
      line = #line + 1
      let failed = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[a]-gap-|", metrics: metrics, views: ["a": a])
      #expect(failed.isEmpty)
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a(view)]", metrics: metrics, views: ["a": a])
    }
    #expect(recorded.count == 2)
    let error = try #require(recorded.first)
    #expect(error.kind == .invalidMetric)
    #expect(error.exceptionName == "NSInvalidArgumentException")
    #expect(
      normalizingAddresses(error.message)
        == "-[__SwiftValue doubleValue]: unrecognized selector sent to instance 0xADDR")
    #expect(error.sourceLocation == SourceLocation(fileID: #fileID, line: line))
    // H : | - [ a ] - g a p  -  |
    // 0 1 2 3 4 5 6 7 8 9 10 11 12
    #expect(error.visualFormatSource?.excerpt == "gap")
    #expect(error.visualFormatSource?.offset == 8)
    #expect(
      normalizingAddresses(recorded.last?.message ?? "")
        == "-[UIView doubleValue]: unrecognized selector sent to instance 0xADDR")
  }

  @Test func whicheverComesFirstInTheStringIsReported() {
    let root = UIView()
    let a = constrainedView(in: root)
    let metrics: [String: Any] = ["gap": CGSize.zero]
    let recorded = errors {
      // The metric is read before the string runs out.
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-gap-[b", metrics: metrics, views: ["a": a])
      // The stray `x` stops parsing before the metric is reached.
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]x-gap-[a]", metrics: metrics, views: ["a": a])
    }
    #expect(recorded.map(\.kind) == [.invalidMetric, .invalidVisualFormat])
  }

  @Test func aViewsValueThatIsNotAViewIsRefused() throws {
    let root = UIView()
    let a = constrainedView(in: root)
    let missing: UIView? = nil
    let recorded = errors {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-[text]", metrics: nil, views: ["a": a, "text": "hello"])
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "V:[a][gone]", metrics: nil, views: ["a": a, "gone": missing as Any])
    }
    #expect(recorded.map(\.kind) == [.invalidItem, .invalidItem])
    #expect(
      recorded.allSatisfy { $0.message == "Constraint items must each be a view or layout guide." })
  }

  @Test func theProgramGoesOnAndEachDeviceReportsItsOwnError() throws {
    let laidOut = UIView()
    final class BrokenFormatController: UIViewController {
      let icon = UIView()
      let laidOut: UIView
      init(laidOut: UIView) {
        self.laidOut = laidOut
        super.init(nibName: nil, bundle: nil)
      }
      required init?(coder: NSCoder) { nil }
      override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [icon, laidOut] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(subview)
        }
        let views = ["icon": icon, "laidOut": laidOut]
        NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[icon(30)", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[laidOut]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[laidOut(10)]", options: [], metrics: nil, views: views))
      }
    }
    // The same mistake on a second device is reported there too.
    for (index, device) in ["iphone-se", "iphone-x"].enumerated() {
      let controller = BrokenFormatController(laidOut: index == 0 ? laidOut : UIView())
      let stage = LayoutStage.host(controller, on: try Device.named(device))
      #expect(stage.errors.map(\.kind) == [.invalidVisualFormat])
      #expect(
        stage.errors.first?.message.hasPrefix("Unable to parse constraint format: \n") == true)
    }
    // The strings after the broken one still apply: margins 16, top margin 20.
    #expect(laidOut.frame == CGRect(x: 16, y: 20, width: 343, height: 10))
  }
}
