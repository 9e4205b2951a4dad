import Testing

@testable import Cassowary

/// Views pinned one below the other, every constraint required: the tableau stays linear in the
/// chain's length (rows hold composite markers, not the markers of every constraint above), and
/// removals, edits, conflict explanations and determining constraints stay exact.
@Suite struct ChainTests {
  /// A column of views under a root: view i has leading, width, top and height; its leading is
  /// the root's + 8, its width half the root's, its height 20 and its top the previous view's
  /// bottom + 4 (the first view's: the root's top + 8).
  struct Column {
    let rootLeading = Variable("rootLeading")
    let rootWidth = Variable("rootWidth")
    let rootTop = Variable("rootTop")
    var leading: [Variable] = []
    var width: [Variable] = []
    var top: [Variable] = []
    var height: [Variable] = []
    var rootConstraints: [Constraint] = []
    var leadingConstraints: [Constraint] = []
    var widthConstraints: [Constraint] = []
    var heightConstraints: [Constraint] = []
    var topConstraints: [Constraint] = []

    init(views: Int, rootTopRequired: Bool = true) {
      rootConstraints = [rootLeading == 0, rootWidth == 400]
      if rootTopRequired { rootConstraints.append(rootTop == 0) }
      for view in 0..<views {
        leading.append(Variable("l\(view)"))
        width.append(Variable("w\(view)"))
        top.append(Variable("t\(view)"))
        height.append(Variable("h\(view)"))
        leadingConstraints.append(leading[view] == rootLeading + 8)
        widthConstraints.append(width[view] == 0.5 * rootWidth)
        heightConstraints.append(height[view] == 20)
        if view == 0 {
          topConstraints.append(top[view] == rootTop + 8)
        } else {
          let above: Expression = top[view - 1] + height[view - 1]
          topConstraints.append(top[view] == above + 4)
        }
      }
    }

    /// Every constraint in the order a layout adds them: the root's, then view by view.
    var constraints: [Constraint] {
      var all = rootConstraints
      for view in leading.indices {
        all += [
          leadingConstraints[view], widthConstraints[view], heightConstraints[view],
          topConstraints[view],
        ]
      }
      return all
    }

    func add(to solver: Solver) throws {
      for constraint in constraints { try solver.add(constraint) }
    }
  }

  /// The top of view `view` of a column under a root at 0.
  static func top(_ view: Int) -> Double { 8 + 24 * Double(view) }

  /// Live cells of the tableau: in row storage, and in composite definitions.
  func storedCells(_ solver: Solver) -> Int {
    let t = solver.tableau
    var cells = t.compositePool.count
    for slot in 0..<t.rowSlotCount { cells += t.cellCount(ofRow: Int32(slot)) }
    return cells
  }

  @Test func longChainHasItsClosedFormInLinearRoom() throws {
    let views = 3000
    let column = Column(views: views)
    let solver = Solver()
    try column.add(to: solver)
    for view in 0..<views {
      #expect(solver.value(of: column.top[view]) == Self.top(view))
      #expect(solver.value(of: column.leading[view]) == 8)
      #expect(solver.value(of: column.width[view]) == 200)
      #expect(solver.value(of: column.height[view]) == 20)
    }
    // Each constraint's row and composite hold a few cells, not the markers above it.
    #expect(storedCells(solver) <= 6 * column.constraints.count)
    expectConsistent(solver)
  }

  @Test func chainBuiltTwiceIsIdenticalToTheBit() throws {
    let first = Solver()
    let second = Solver()
    let columns = [Column(views: 300), Column(views: 300)]
    try columns[0].add(to: first)
    try columns[1].add(to: second)
    // The same tableau, composites and values, bit for bit (constraints and variables differ).
    let (a, b) = (first.snapshot(), second.snapshot())
    #expect(a.kinds == b.kinds && a.rowOf == b.rowOf && a.columns == b.columns)
    #expect(a.rows == b.rows && a.composites == b.composites && a.owner == b.owner)
    for (x, y) in zip(columns[0].top, columns[1].top) {
      #expect(first.value(of: x).bitPattern == second.value(of: y).bitPattern)
    }
  }

  @Test func removingAndReplacingTopsInTheMiddle() throws {
    let views = 200
    let column = Column(views: views)
    let solver = Solver()
    try column.add(to: solver)
    // The views below view 100 now hang free of the ones above it; pinned elsewhere, they follow.
    try solver.remove(column.topConstraints[100])
    expectConsistent(solver)
    #expect(!solver.contains(column.topConstraints[100]))
    for view in 0..<100 { #expect(solver.value(of: column.top[view]) == Self.top(view)) }
    #expect(!solver.isUniquelyDetermined(column.top[150]))
    let moved = column.top[100] == 1000
    try solver.add(moved)
    expectConsistent(solver)
    for view in 100..<views {
      let expected: Double = 1000 + Self.top(view - 100) - 8
      #expect(solver.value(of: column.top[view]) == expected)
    }
    // A height in the middle changes and everything below moves by the difference.
    try solver.remove(column.heightConstraints[150])
    expectConsistent(solver)
    let taller = column.height[150] == 50
    try solver.add(taller)
    expectConsistent(solver)
    let top150: Double = 2200
    let top151: Double = 2254
    let top199: Double = 3406
    #expect(solver.value(of: column.top[150]) == top150)
    #expect(solver.value(of: column.top[151]) == top151)
    #expect(solver.value(of: column.top[199]) == top199)
    // Removing the rest in an interleaved order keeps every invariant and ends empty.
    try solver.remove(moved)
    expectConsistent(solver)
    var remaining = column.constraints.filter {
      $0 !== column.topConstraints[100] && $0 !== column.heightConstraints[150]
    }
    remaining.append(taller)
    var step = 0
    while !remaining.isEmpty {
      let index = (step * 37) % remaining.count
      try solver.remove(remaining.remove(at: index))
      if step % 25 == 0 { expectConsistent(solver) }
      step += 1
    }
    expectConsistent(solver)
    #expect(solver.snapshot() == Solver().snapshot())
  }

  @Test func removalKeepsTheOtherViewsWhereTheyWere() throws {
    let column = Column(views: 60)
    let solver = Solver()
    try column.add(to: solver)
    try solver.remove(column.leadingConstraints[30])
    try solver.remove(column.widthConstraints[10])
    expectConsistent(solver)
    #expect(solver.value(of: column.top[59]) == Self.top(59))
    #expect(solver.value(of: column.leading[31]) == 8)
    #expect(solver.value(of: column.width[11]) == 200)
  }

  /// The conflicts named when adding `constraint` fails; `nil` when it is accepted.
  func conflicts(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
    do {
      try solver.add(constraint)
      return nil
    } catch {
      guard case .unsatisfiable(let rejected, let others) = error, rejected === constraint else {
        Issue.record("unexpected \(error)")
        return []
      }
      return others
    }
  }

  @Test func conflictOnAChainNamesTheChainAboveTheView() throws {
    let views = 30
    let column = Column(views: views)
    let solver = Solver()
    try column.add(to: solver)
    let before = solver.snapshot()
    let wrong = column.top[20] == 5
    let found = try #require(conflicts(adding: wrong, to: solver))
    // The root's top, the tops of views 0…20 and the heights of views 0…19.
    let tops: [Constraint] = (0...20).map { column.topConstraints[$0] }
    let heights: [Constraint] = (0..<20).map { column.heightConstraints[$0] }
    let expected: [Constraint] = [column.rootConstraints[2]] + tops + heights
    #expect(found.count == expected.count)
    #expect(Set(found.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    #expect(solver.snapshot() == before)
    expectConsistent(solver)
    // A bound the chain contradicts is explained the same way.
    let below = column.top[10] <= 100
    let bound = try #require(conflicts(adding: below, to: solver))
    #expect(bound.count == 22)
    #expect(solver.snapshot() == before)
  }

  @Test func determiningConstraintsOfAViewDownTheChain() throws {
    let column = Column(views: 40)
    let solver = Solver()
    try column.add(to: solver)
    let found = solver.determiningConstraints(of: column.top[12])
    let tops: [Constraint] = (0...12).map { column.topConstraints[$0] }
    let heights: [Constraint] = (0..<12).map { column.heightConstraints[$0] }
    let expected: [Constraint] = [column.rootConstraints[2]] + tops + heights
    #expect(Set(found.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
    #expect(
      solver.determiningConstraints(of: column.width[7]).map(ObjectIdentifier.init) == [
        ObjectIdentifier(column.rootConstraints[1]), ObjectIdentifier(column.widthConstraints[7]),
      ])
    #expect(solver.isUniquelyDetermined(column.top[39]))
  }

  /// A marker reached through two composites with opposite signs cancels, as it does in a row.
  @Test func cancelledMarkersDoNotDetermine() throws {
    let p = Variable("p")
    let q = Variable("q")
    let r = Variable("r")
    let solver = Solver()
    let fixP = p == 10
    let qFromP = q == p + 5
    let rFromBoth = r == q - p
    try solver.add(fixP)
    try solver.add(qFromP)
    try solver.add(rFromBoth)
    #expect(solver.value(of: r) == 5)
    let found = solver.determiningConstraints(of: r).map(ObjectIdentifier.init)
    #expect(found == [ObjectIdentifier(qFromP), ObjectIdentifier(rFromBoth)])
    try solver.remove(fixP)
    expectConsistent(solver)
    #expect(solver.value(of: r) == 5)
  }

  /// Under a root whose top nothing fixes, each row also holds that variable: its markers still
  /// take one cell.
  @Test func chainUnderAFreeRootStaysLinear() throws {
    let views = 2000
    let column = Column(views: views, rootTopRequired: false)
    let solver = Solver()
    try column.add(to: solver)
    #expect(!solver.isUniquelyDetermined(column.top[views - 1]))
    let last: Double = solver.value(of: column.rootTop) + Self.top(views - 1)
    #expect(solver.value(of: column.top[views - 1]) == last)
    #expect(storedCells(solver) <= 8 * column.constraints.count)
    expectConsistent(solver)
    // Cut in the middle, the lower half hangs from the view it was cut at, still in linear room.
    try solver.remove(column.topConstraints[1000])
    try solver.add(column.top[1000] == 5000)
    let cut: Double = 5000 + 24 * 999
    #expect(solver.value(of: column.top[views - 1]) == cut)
    #expect(storedCells(solver) <= 12 * column.constraints.count)
    expectConsistent(solver)
  }

  @Test func editingTheRootTopMovesTheWholeChain() throws {
    let views = 500
    let column = Column(views: views, rootTopRequired: false)
    let solver = Solver()
    try solver.addEditVariable(column.rootTop, strength: .optional(1000), value: 0)
    try column.add(to: solver)
    expectConsistent(solver)
    for value in [50.0, -12.5, 1000] {
      try solver.suggestValue(value, for: column.rootTop)
      expectConsistent(solver)
      let expected: Double = value + Self.top(views - 1)
      #expect(solver.value(of: column.top[views - 1]) == expected)
    }
    // An edit on a view in the middle, once its top is free, moves only the views below it.
    try solver.remove(column.topConstraints[250])
    expectConsistent(solver)
    try solver.addEditVariable(column.top[250], strength: .optional(1000), value: 7)
    try solver.suggestValue(3000, for: column.top[250])
    expectConsistent(solver)
    let top249: Double = 1000 + Self.top(249)
    let top499: Double = 3000 + 24 * 249
    #expect(solver.value(of: column.top[249]) == top249)
    #expect(solver.value(of: column.top[499]) == top499)
    // The root's width goes, which every view's width depends on through a composite marker.
    try solver.remove(column.rootConstraints[1])
    expectConsistent(solver)
    #expect(solver.value(of: column.top[249]) == top249)
    #expect(solver.value(of: column.top[499]) == top499)
    #expect(!solver.isUniquelyDetermined(column.width[3]))
    try solver.removeEditVariable(column.top[250])
    try solver.removeEditVariable(column.rootTop)
    expectConsistent(solver)
  }
}
