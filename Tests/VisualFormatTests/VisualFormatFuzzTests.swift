import Basics
import Testing
import VisualFormat

/// Random and mutated format strings: the parser must never trap or hang, and must either
/// succeed or raise one of UIKit's messages with a caret inside the string.
@Suite("Fuzzing the parser")
struct VisualFormatFuzzTests {
  private static let alphabet = Array("HV:|-[]()=<>@,.eE+x0123456789abmhp_ ")
  private static let seeds = [
    "H:|-[icon(==iconDate)]-20-[iconLabel(120@250)]-20@750-[iconDate(>=50)]-|",
    "V:|-[logo]-[appName]-(>=20)-[skip]-|",
    "H:|-[button1]-[button2(==button1)]-|",
    "H:|-padding-[a(>=100@hp)]-(>=padding)-[b(padding)]-padding@hp-|",
    "[a]-(-5)-[b]", "V:|[a][b(==a)]|", "[a(>=50,<=100@750)]-(8,<=20)-[b]", "|-0x1p3-[a]-1e+2-|",
  ]
  private static let views: [String: VisualFormatView] = [
    "a": attached, "b": attached, "x": detached, "m": attached, "icon": attached,
    "iconDate": attached,
    "iconLabel": attached, "logo": attached, "appName": attached, "skip": attached,
    "button1": attached, "button2": detached,
  ]
  private static let metrics: [String: Double] = [
    "padding": 20, "hp": 250, "m": 0, "p": 1e6, "b": 3, "e": -1,
  ]
  private static let optionChoices: [VisualFormatOptions] = [
    [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .directionLeftToRight,
    .spacingBaselineToBaseline, [.alignAllCenterY, .alignAllCenterX], .alignmentMask,
  ]

  private func randomString(_ generator: inout SplitMix64) -> String {
    let length = Int.random(in: 0...24, using: &generator)
    var characters = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
    if Int.random(in: 0..<50, using: &generator) == 0 { characters.append("é") }
    return String(characters)
  }

  /// A string built from the grammar's productions (valid unless a name or option objects).
  private func grammarString(_ generator: inout SplitMix64) -> String {
    func pick(_ choices: [String]) -> String {
      choices.randomElement(using: &generator) ?? ""
    }
    func predicate(allowingViews: Bool) -> String {
      let relation = pick(["", "", "==", "<=", ">="])
      let objects = ["8", "20", "0.5", "1e2", "padding", "m"] + (allowingViews ? ["a", "b"] : [])
      let priority = pick(["", "", "@750", "@hp", "@1000", "@1"])
      return relation + pick(objects) + priority
    }
    func list(allowingViews: Bool) -> String {
      let count = Int.random(in: 1...3, using: &generator)
      return (0..<count).map { _ in predicate(allowingViews: allowingViews) }.joined(separator: ",")
    }
    func connection() -> String {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: return ""
      case 1: return "-"
      case 2: return "-" + pick(["8", "20", "padding", "20@750", ">=0"]) + "-"
      default: return "-(" + list(allowingViews: false) + ")-"
      }
    }
    func view() -> String {
      let name = pick(["a", "b", "icon", "logo", "x"])
      let predicates = Bool.random(using: &generator) ? "(" + list(allowingViews: true) + ")" : ""
      return "[" + name + predicates + "]"
    }
    var text = pick(["", "H:", "V:"])
    if Bool.random(using: &generator) { text += "|" + connection() }
    text += view()
    for _ in 0..<Int.random(in: 0...3, using: &generator) { text += connection() + view() }
    if Bool.random(using: &generator) { text += connection() + "|" }
    return text
  }

  private func mutatedSeed(_ generator: inout SplitMix64) -> String {
    var characters = Array(Self.seeds.randomElement(using: &generator)!)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let index = Int.random(in: 0...characters.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        characters.insert(Self.alphabet.randomElement(using: &generator)!, at: index)
      case 1 where index < characters.count:
        characters.remove(at: index)
      case 2 where index < characters.count:
        characters[index] = Self.alphabet.randomElement(using: &generator)!
      case 3:
        characters.removeSubrange(index...)
      default:
        let end = min(characters.count, index + Int.random(in: 1...6, using: &generator))
        characters.insert(contentsOf: characters[index..<end], at: index)
      }
    }
    return String(characters)
  }

  /// How one string fared: whether it parsed and resolved, and any broken promise.
  private struct Outcome {
    var parsed = false
    var resolved = false
    var problems: [String] = []
  }

  /// Parses and resolves `format`, checking the parser's promises.
  private func outcome(of format: String, options: VisualFormatOptions) -> Outcome {
    let length = format.utf8.count
    let parsed = Result { () throws(VisualFormatError) in try VisualFormat.parse(format) }
    let resolved = Result { () throws(VisualFormatError) in
      try VisualFormat.resolve(format, options: options, metrics: Self.metrics, views: Self.views)
    }
    var outcome = Outcome()
    for case .failure(let error) in [parsed.map { _ in () }, resolved.map { _ in () }] {
      if !VisualFormatMessages.isKnown(error.message) {
        outcome.problems.append("\(format): unknown message \(error.message)")
      }
      if let caret = error.caretOffset {
        if !(0...length).contains(caret) { outcome.problems.append("\(format): caret \(caret)") }
      } else if error.message != VisualFormatMessages.emptyString
        && error.message != VisualFormatMessages.nonASCII
      {
        outcome.problems.append("\(format): no caret for \(error.message)")
      }
    }
    switch (parsed, resolved) {
    case (.success(let syntax), .success(let resolution)):
      outcome.parsed = true
      outcome.resolved = true
      if resolution.syntax != syntax { outcome.problems.append("\(format): trees differ") }
      if syntax.connections.count != syntax.views.count - 1 {
        outcome.problems.append("\(format): connections do not join the views")
      }
      if !resolution.constraints.allSatisfy({ $0.sourceRange.end <= length }) {
        outcome.problems.append("\(format): source range past the end")
      }
    case (.failure(let syntaxError), .failure(let resolveError)):
      // Name, superview and option checks can only stop UIKit earlier, never later.
      if (resolveError.caretOffset ?? 0) > (syntaxError.caretOffset ?? 0) {
        outcome.problems.append("\(format): resolving stopped after parsing did")
      }
    case (.failure(let syntaxError), .success):
      outcome.problems.append("\(format): resolved but parsing failed: \(syntaxError.message)")
    case (.success, .failure):
      outcome.parsed = true
    }
    return outcome
  }

  @Test("20,000 random and mutated strings")
  func fuzz() {
    var generator = SplitMix64(seed: 0x5EED_F00D)
    var problems: [String] = []
    var parsedCount = 0
    var resolvedCount = 0
    for round in 0..<20_000 {
      let format: String
      switch round % 3 {
      case 0: format = randomString(&generator)
      case 1: format = mutatedSeed(&generator)
      default: format = grammarString(&generator)
      }
      // Half the strings without options, so more of them resolve.
      let options =
        Bool.random(using: &generator)
        ? [] : Self.optionChoices.randomElement(using: &generator) ?? []
      let result = outcome(of: format, options: options)
      problems += result.problems
      parsedCount += result.parsed ? 1 : 0
      resolvedCount += result.resolved ? 1 : 0
    }
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    // The mix must reach the success paths too, or the run proves little.
    #expect(parsedCount > 5000)
    #expect(resolvedCount > 2000)
  }

  @Test("The seeds themselves resolve")
  func seeds() throws {
    for seed in Self.seeds {
      let views = Self.views.mapValues { _ in attached }
      _ = try VisualFormat.resolve(seed, metrics: Self.metrics, views: views)
    }
  }
}
