import Testing

@testable import AutoLayout

/// Unsatisfiable constraints, ambiguity and recorded exceptions.
@MainActor
@Suite struct DiagnosticsTests {
  private func entries(since count: Int) -> [LayoutLogEntry] {
    LayoutLog.shared.entries(since: count)
  }

  @Test func unsatisfiableWidthsLogUIKitsTextAndBreakTheNewConstraint() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView(in: root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let line = #line + 1
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      narrow, box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leftAnchor.constraint(equalTo: root.leftAnchor),
    ])
    wide.isActive = true
    let reports = entries(since: before).filter { $0.kind == .unsatisfiableConstraints }
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    let expected = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "<NSLayoutConstraint:0xADDR UIView:0xADDR.width == 100   (active)>",
          "<NSLayoutConstraint:0xADDR UIView:0xADDR.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0xADDR UIView:0xADDR.width == 200   (active)>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    #expect(normalizingAddresses(report.message) == expected)
    #expect(report.brokenConstraint?.description == wide.description)
    #expect(report.constraints.last?.sourceLocation == SourceLocation(fileID: #fileID, line: line))
    // The broken constraint stays active; the required 100 wins.
    #expect(wide.isActive)
    root.layoutIfNeeded()
    #expect(box.frame.size.width == 100)
  }

  @Test func brokenConstraintStillPullsAboveOptionalOnes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: root.leftAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
    ])
    let preferred = box.widthAnchor.constraint(equalToConstant: 50)
    preferred.priority = .defaultHigh
    preferred.isActive = true
    // Conflicts with width <= 150 and is broken; kept at level 1100 it still pulls as far as it can.
    box.widthAnchor.constraint(greaterThanOrEqualToConstant: 200).isActive = true
    root.layoutIfNeeded()
    #expect(box.frame.size.width == 150)
  }

  @Test func forgottenAutoresizingMaskShowsInTheConflict() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UIView()
    root.addSubview(label)  // translatesAutoresizingMaskIntoConstraints is still true
    let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    leading.isActive = true
    root.layoutIfNeeded()
    let report = try #require(entries(since: before).first { $0.kind == .unsatisfiableConstraints })
    let text = normalizingAddresses(report.message)
    #expect(
      text.contains(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
      ))
    #expect(
      text.contains(
        "\"<NSAutoresizingMaskLayoutConstraint:0xADDR h=--& v=--& UIView:0xADDR.minX == 0   (active, names: '|':UIView:0xADDR )>\""
      ))
    #expect(
      text.contains(
        "\"<NSLayoutConstraint:0xADDR H:|-(20)-[UIView:0xADDR]   (active, names: '|':UIView:0xADDR )>\""
      ))
    // The program's constraint is the one broken; the frame stays where the mask put it.
    #expect(report.brokenConstraint?.description == leading.description)
    let autoresizing = try #require(report.constraints.first { $0.origin == .autoresizing })
    #expect(autoresizing.items.first == ObjectIdentifier(label))
    #expect(autoresizing.sourceLocation == nil && !autoresizing.isBroken)
    let program = try #require(report.constraints.first { $0.origin == .program })
    #expect(program.isBroken && program.items == [ObjectIdentifier(label), ObjectIdentifier(root)])
    #expect(label.frame.origin.x == 0)
  }

  @Test func negativeSizesAreUnsatisfiable() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = constrainedView(in: root)
    box.widthAnchor.constraint(equalToConstant: -10).isActive = true
    root.layoutIfNeeded()
    let report = try #require(entries(since: before).first { $0.kind == .unsatisfiableConstraints })
    // The implicit "width >= 0" is not listed; only the program's constraint is.
    #expect(report.constraints.count == 1)
    #expect(
      normalizingAddresses(report.constraints[0].description)
        == "<NSLayoutConstraint:0xADDR UIView:0xADDR.width == -10   (active)>")
  }

  @Test func aViewWithOnlyAWidthIsAmbiguous() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView(in: root)
    box.widthAnchor.constraint(equalToConstant: 50).isActive = true
    #expect(box.hasAmbiguousLayout)
    NSLayoutConstraint.activate([
      box.heightAnchor.constraint(equalToConstant: 50),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(!box.hasAmbiguousLayout)
    #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test func exerciseAmbiguityMovesTheView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let before = box.frame
    box.exerciseAmbiguityInLayout()
    #expect(box.frame.origin.x != before.origin.x)
    #expect(box.frame.origin.y == before.origin.y)
  }

  @Test func itemsInDifferentHierarchiesRecordUIKitsException() throws {
    let before = LayoutLog.shared.mark
    let first = UIView()
    let second = UIView()
    let line = #line + 1
    let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    let error = try #require(entries(since: before).compactMap(\.error).first)
    #expect(error.kind == .noCommonAncestor)
    #expect(error.exceptionName == "NSGenericException")
    #expect(error.sourceLocation == SourceLocation(fileID: #fileID, line: line))
    #expect(
      normalizingAddresses(error.message) == "Unable to activate constraint with anchors "
        + "<NSLayoutXAxisAnchor:0xADDR \"UIView:0xADDR.leading\"> and <NSLayoutXAxisAnchor:0xADDR "
        + "\"UIView:0xADDR.leading\"> because they have no common ancestor.  Does the constraint or its "
        + "anchors reference items in different view hierarchies?  That's illegal.")
  }

  @Test func requiredToOptionalOnAnInstalledConstraintIsRefused() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = constrainedView(in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    let error = try #require(entries(since: before).compactMap(\.error).first)
    #expect(
      error.message
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported.  You passed priority 750 and the existing priority was 1000.")
    // Before installation any change is fine, and optional → optional works when installed.
    let height = box.heightAnchor.constraint(equalToConstant: 10)
    height.priority = .defaultLow
    height.isActive = true
    height.priority = .defaultHigh
    #expect(height.priority == .defaultHigh)
  }

  @Test func locationEqualToAConstantIsRefused() throws {
    let before = LayoutLog.shared.mark
    let box = UIView()
    let constraint = NSLayoutConstraint(
      item: box, attribute: .left, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 20)
    constraint.isActive = true
    #expect(!constraint.isActive)
    let error = try #require(entries(since: before).compactMap(\.error).first)
    #expect(error.kind == .locationEqualToConstant)
    #expect(
      error.message.hasPrefix(
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:"
          + "attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location"
      ))
  }

  @Test func removingAViewRemovesConstraintsThatReachOutsideIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = constrainedView(in: root)
    let child = constrainedView(in: container)
    let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let inside = child.topAnchor.constraint(equalTo: container.topAnchor)
    NSLayoutConstraint.activate([outside, inside])
    #expect(root.constraints.contains { $0 === outside })
    #expect(container.constraints.contains { $0 === inside })
    container.removeFromSuperview()
    #expect(!outside.isActive)
    #expect(inside.isActive)
  }

  @Test func nonFiniteConstantsAreRecordedNotTrapped() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = constrainedView(in: root)
    let width = box.widthAnchor.constraint(equalToConstant: .infinity)
    width.isActive = true
    root.layoutIfNeeded()
    let error = try #require(LayoutLog.shared.entries(since: before).compactMap(\.error).first)
    #expect(error.kind == .nonFiniteValue)
    width.constant = 40
    root.layoutIfNeeded()
    #expect(box.frame.size.width == 40)
  }

  @Test func requiredHuggingConflictsShowTheContentSizeConstraint() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let badge = FixedIntrinsicView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    badge.setContentHuggingPriority(.required, for: .horizontal)
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let report = try #require(
      LayoutLog.shared.entries(since: before).first { $0.kind == .unsatisfiableConstraints })
    #expect(
      normalizingAddresses(report.message).contains(
        "\"<NSContentSizeLayoutConstraint:0xADDR AutoLayoutTests.FixedIntrinsicView:0xADDR.width == 100 Hug:1000 CompressionResistance:750   (active)>\""
      ))
    // The program's trailing constraint (the latest one) breaks: the badge keeps its 100 points.
    #expect(badge.frame.size.width == 100)
  }

  /// Makes an invalid constraint (and tries to activate it) when its view loads.
  final class MixedAttributesController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let box = UIView()
      view.addSubview(box)
      NSLayoutConstraint(
        item: box, attribute: .width, relatedBy: .equal, toItem: view,
        attribute: .centerX, multiplier: 1, constant: 0
      ).isActive = true
    }
  }

  @Test func theSameErrorOnAnotherDeviceIsReportedThereOnce() throws {
    for device in ["iphone-se", "iphone-x"] {
      let stage = LayoutStage.host(MixedAttributesController(), on: try Device.named(device))
      // Made and then activated: one report per run of the code, not two.
      #expect(stage.errors.map(\.kind) == [.invalidAttributePairing])
    }
  }
}

/// A constant changed into a conflict is a conflict like any other: UIKit logs it and breaks
/// one constraint.
@MainActor
@Suite struct ConstantChangeConflictTests {
  @Test func aConstantChangedIntoAConflictIsLoggedAndBreaksOne() throws {
    let before = LayoutLog.shared.mark
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let cover = UIView()
    let table = UIView()
    for view in [cover, table] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let height = cover.heightAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      cover.topAnchor.constraint(equalTo: root.topAnchor),
      cover.leftAnchor.constraint(equalTo: root.leftAnchor),
      cover.widthAnchor.constraint(equalToConstant: 300),
      height,
      table.topAnchor.constraint(equalTo: cover.bottomAnchor),
      // The same edge pinned again: agrees with the others while the cover is 200 tall.
      table.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
      table.leftAnchor.constraint(equalTo: root.leftAnchor),
      table.widthAnchor.constraint(equalToConstant: 300),
      table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(
      LayoutLog.shared.entries(since: before).filter { $0.kind == .unsatisfiableConstraints }
        .isEmpty)
    height.constant = 120
    root.layoutIfNeeded()
    let reports = LayoutLog.shared.entries(since: before).filter {
      $0.kind == .unsatisfiableConstraints
    }
    #expect(reports.count == 1)
    // The constraint changed is the one broken (the one being added again, §4.3): the cover
    // stays 200 tall, and the table below it.
    #expect(reports.first?.brokenConstraint?.description == height.description)
    #expect(cover.frame.height == 200)
    #expect(table.frame.minY == 200)
  }
}
