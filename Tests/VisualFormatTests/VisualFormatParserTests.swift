import Testing
import VisualFormat

/// The grammar table, production by production: each valid string and the tree it must give,
/// offsets counted by hand.
@Suite("Parsing into a syntax tree")
struct VisualFormatParserTests {
  private func predicate(
    _ object: VisualFormatTerm, at objectRange: VisualFormatSourceRange,
    relation: VisualFormatRelation = .equal,
    relationAt relationRange: VisualFormatSourceRange? = nil,
    priority: VisualFormatTerm? = nil, priorityAt priorityRange: VisualFormatSourceRange? = nil,
    range: VisualFormatSourceRange
  ) -> VisualFormatPredicate {
    VisualFormatPredicate(
      relation: relation, relationRange: relationRange, object: object, objectRange: objectRange,
      priority: priority, priorityRange: priorityRange, range: range)
  }

  private func view(
    _ name: String, at range: VisualFormatSourceRange, predicates: [VisualFormatPredicate] = []
  ) -> VisualFormatViewSyntax {
    VisualFormatViewSyntax(
      name: name, nameRange: span(range.offset + 1, range.offset + 1 + name.utf8.count),
      predicates: predicates, range: range)
  }

  @Test("A single view: horizontal by default, no orientation written")
  func singleView() throws {
    let syntax = try VisualFormat.parse("[a]")
    #expect(syntax.format == "[a]")
    #expect(syntax.orientation == .horizontal)
    #expect(syntax.orientationRange == nil)
    #expect(syntax.leadingSuperview == nil)
    #expect(syntax.views == [view("a", at: span(0, 3))])
    #expect(syntax.connections.isEmpty)
    #expect(syntax.trailingSuperview == nil)
  }

  @Test("Orientation prefixes")
  func orientation() throws {
    let horizontal = try VisualFormat.parse("H:[a]")
    #expect(horizontal.orientation == .horizontal)
    #expect(horizontal.orientationRange == span(0, 2))
    #expect(horizontal.views == [view("a", at: span(2, 5))])
    let vertical = try VisualFormat.parse("V:[a]")
    #expect(vertical.orientation == .vertical)
    #expect(vertical.orientationRange == span(0, 2))
  }

  @Test("Superview bars with flush connections")
  func flushSuperview() throws {
    let syntax = try VisualFormat.parse("|[a]|")
    #expect(
      syntax.leadingSuperview
        == VisualFormatSuperviewLink(
          barRange: span(0, 1),
          connection: VisualFormatConnection(kind: .flush, range: span(1, 1))))
    #expect(syntax.views == [view("a", at: span(1, 4))])
    #expect(
      syntax.trailingSuperview
        == VisualFormatSuperviewLink(
          barRange: span(4, 5),
          connection: VisualFormatConnection(kind: .flush, range: span(4, 4))))
  }

  @Test("Superview bars with standard spacing")
  func standardSuperview() throws {
    let syntax = try VisualFormat.parse("V:|-[a]-|")
    #expect(syntax.leadingSuperview?.barRange == span(2, 3))
    #expect(
      syntax.leadingSuperview?.connection
        == VisualFormatConnection(kind: .standardSpacing, range: span(3, 4)))
    #expect(syntax.views == [view("a", at: span(4, 7))])
    #expect(
      syntax.trailingSuperview?.connection
        == VisualFormatConnection(kind: .standardSpacing, range: span(7, 8)))
    #expect(syntax.trailingSuperview?.barRange == span(8, 9))
  }

  @Test("Flush and standard connections between views")
  func siblingConnections() throws {
    let flush = try VisualFormat.parse("[a][b]")
    #expect(flush.views == [view("a", at: span(0, 3)), view("b", at: span(3, 6))])
    #expect(flush.connections == [VisualFormatConnection(kind: .flush, range: span(3, 3))])
    let standard = try VisualFormat.parse("[a]-[b]")
    #expect(
      standard.connections == [VisualFormatConnection(kind: .standardSpacing, range: span(3, 4))])
    #expect(standard.views.map(\.range) == [span(0, 3), span(4, 7)])
  }

  @Test("A simple predicate: a number between dashes")
  func simplePredicate() throws {
    let syntax = try VisualFormat.parse("[a]-20-[b]")
    let expected = VisualFormatConnection(
      kind: .predicates(
        [predicate(.number(20), at: span(4, 6), range: span(4, 6))], parenthesized: false),
      range: span(3, 7))
    #expect(syntax.connections == [expected])
    #expect(syntax.views.last == view("b", at: span(7, 10)))
  }

  @Test("A full predicate without parentheses: relation, metric and metric priority")
  func unparenthesizedPredicate() throws {
    let syntax = try VisualFormat.parse("[a]->=m@hp-[b]")
    // [ a ] - > = m @ h p  -  [  b  ]
    // 0 1 2 3 4 5 6 7 8 9 10 11 12 13
    let expected = predicate(
      .name("m"), at: span(6, 7), relation: .greaterThanOrEqual, relationAt: span(4, 6),
      priority: .name("hp"), priorityAt: span(8, 10), range: span(4, 10))
    #expect(
      syntax.connections
        == [
          VisualFormatConnection(
            kind: .predicates([expected], parenthesized: false), range: span(3, 11))
        ])
  }

  @Test("A parenthesised predicate list in a connection")
  func parenthesizedList() throws {
    let syntax = try VisualFormat.parse("[a]-(>=8,<=20@750)-[b]")
    // [a]-( > = 8 , < =  2  0  @  7  5  0  )  -  [  b  ]
    // 0..3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21
    let first = predicate(
      .number(8), at: span(7, 8), relation: .greaterThanOrEqual, relationAt: span(5, 7),
      range: span(5, 8))
    let second = predicate(
      .number(20), at: span(11, 13), relation: .lessThanOrEqual, relationAt: span(9, 11),
      priority: .number(750), priorityAt: span(14, 17), range: span(9, 17))
    #expect(
      syntax.connections
        == [
          VisualFormatConnection(
            kind: .predicates([first, second], parenthesized: true), range: span(3, 19))
        ])
    #expect(syntax.views.last?.range == span(19, 22))
  }

  @Test("A negative constant is allowed inside parentheses")
  func negativeInParentheses() throws {
    let syntax = try VisualFormat.parse("[a]-(-5)-[b]")
    let expected = predicate(.number(-5), at: span(5, 7), range: span(5, 7))
    #expect(
      syntax.connections
        == [
          VisualFormatConnection(
            kind: .predicates([expected], parenthesized: true), range: span(3, 9))
        ])
  }

  @Test("View size predicates: constants, relations, priorities and view names")
  func viewPredicates() throws {
    let syntax = try VisualFormat.parse("[a(>=50,<=100@750,==b)]")
    // [ a ( > = 5 0 , < = 1  0  0  @  7  5  0  ,  =  =  b  )  ]
    // 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22
    let expected = view(
      "a", at: span(0, 23),
      predicates: [
        predicate(
          .number(50), at: span(5, 7), relation: .greaterThanOrEqual, relationAt: span(3, 5),
          range: span(3, 7)),
        predicate(
          .number(100), at: span(10, 13), relation: .lessThanOrEqual, relationAt: span(8, 10),
          priority: .number(750), priorityAt: span(14, 17), range: span(8, 17)),
        predicate(
          .name("b"), at: span(20, 21), relation: .equal, relationAt: span(18, 20),
          range: span(18, 21)),
      ])
    #expect(syntax.views == [expected])
  }

  @Test("A view size may be negative without parentheses of its own")
  func negativeSize() throws {
    let syntax = try VisualFormat.parse("[a(-5)]")
    #expect(
      syntax.views.first?.predicates == [predicate(.number(-5), at: span(3, 5), range: span(3, 5))])
  }

  @Test("Names are C identifiers")
  func identifiers() throws {
    let syntax = try VisualFormat.parse("[_view_1]-[B2]")
    #expect(syntax.views.map(\.name) == ["_view_1", "B2"])
    #expect(syntax.views.map(\.nameRange) == [span(1, 8), span(11, 13)])
  }

  @Test(
    "Numbers as strtod reads them",
    arguments: [
      ("[a]-1.5e2-[b]", 150.0), ("[a]-0x10-[b]", 16), ("[a]-5.-[b]", 5), ("[a]-(-.5)-[b]", -0.5),
    ])
  func numbers(format: String, value: Double) throws {
    let syntax = try VisualFormat.parse(format)
    guard case .predicates(let predicates, _) = syntax.connections.first?.kind else {
      Issue.record("expected predicates in \(format)")
      return
    }
    #expect(predicates.map(\.object) == [.number(value)])
  }

  @Test("The whole grammar at once")
  func everything() throws {
    let format = "V:|-(8)-[a(40)]-[b]-(>=0@1)-[c]-0-|"
    let syntax = try VisualFormat.parse(format)
    #expect(syntax.orientation == .vertical)
    #expect(syntax.views.map(\.name) == ["a", "b", "c"])
    #expect(syntax.connections.count == 2)
    #expect(syntax.leadingSuperview?.connection.range == span(3, 8))
    #expect(syntax.trailingSuperview?.connection.range == span(31, 34))
    #expect(syntax.trailingSuperview?.barRange == span(34, 35))
  }

  @Test("Parsing alone does not look names up")
  func noLookup() throws {
    let syntax = try VisualFormat.parse("[zz(==qq@pp)]-gap-[yy]")
    #expect(syntax.views.map(\.name) == ["zz", "yy"])
  }
}
