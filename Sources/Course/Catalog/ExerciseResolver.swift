import Basics

/// Turns what a learner types for an exercise into its id, the one way every command (and the
/// grading service's "did you mean") does it:
/// the whole id (`01-constraints-in-code/01-half-height-panel`), any suffix of one id alone that
/// starts at a word (`half-height-panel`, `01-half-height-panel`, `panel`, not `anel`), or the module and exercise numbers in course
/// order (`1.1`: the first module's first exercise). Anything else gets the closest ids as
/// "did you mean".
public struct ExerciseResolver {
  /// The course's exercises in course order (modules in order, each module's in order).
  public let ids: [String]
  /// Exercises the course no longer has: named whole only, never by suffix or number.
  public var retired: [String] = []

  public init(ids: [String], retired: [String] = []) {
    self.ids = ids
    self.retired = retired
  }

  /// How many close ids an unknown name is answered with.
  public static let suggestionLimit = 3

  /// What a name stands for.
  public enum Resolution: Equatable, Sendable {
    case exercise(String)
    /// Several ids end with it, in course order.
    case ambiguous([String])
    /// None matches; the closest ids, best first (maybe none).
    case unknown(suggestions: [String])
  }

  public func resolve(_ name: String) -> Resolution {
    let typed = name
    if ids.contains(typed) || retired.contains(typed) { return .exercise(typed) }
    if let id = numbered(typed) { return .exercise(id) }
    // Far longer than any id: no id ends with it, and no id is close to it.
    guard typed.utf8.count <= Self.longestUseful(ids) else { return .unknown(suggestions: []) }
    let ending = ids.filter { Self.endsAtWord($0, typed) }
    switch ending.count {
    case 1: return .exercise(ending[0])
    case 0: return .unknown(suggestions: suggestions(for: typed))
    default: return .ambiguous(ending)
    }
  }

  /// Whether `id` ends with `typed` starting at a word: the id's start, or after a `/` or `-`
  /// (`area` ends `03-safe-area`, `rea` does not).
  public static func endsAtWord(_ id: String, _ typed: String) -> Bool {
    guard !typed.isEmpty, id.hasSuffix(typed) else { return false }
    let before = id.dropLast(typed.count)
    guard let last = before.last else { return true }
    return last == "/" || last == "-" || typed.hasPrefix("/") || typed.hasPrefix("-")
  }

  /// Twice the longest id, in bytes: the most that can still be a typo of one. Comparing
  /// longer text with every id would take seconds.
  public static func longestUseful(_ ids: [String]) -> Int {
    2 * (ids.map(\.utf8.count).max() ?? 0) + 8
  }

  /// Whether `text` has the shape of an exercise's number (`11.2`), whether or not the course
  /// has that exercise.
  public static func looksNumbered(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
  }

  /// `M.E`: exercise E (from 1) of module M (from 1), modules in the order their exercises come.
  private func numbered(_ text: String) -> String? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard Self.looksNumbered(text),
      let module = Int(parts[0]), let exercise = Int(parts[1]), module >= 1, exercise >= 1
    else { return nil }
    let modules = Self.modules(of: ids)
    guard module <= modules.count, exercise <= modules[module - 1].count else { return nil }
    return modules[module - 1][exercise - 1]
  }

  /// The ids grouped by module (the part before `/`), in order.
  public static func modules(of ids: [String]) -> [[String]] {
    var groups: [[String]] = []
    var names: [Substring] = []
    for id in ids {
      let module = id.split(separator: "/").first ?? Substring(id)
      if let index = names.firstIndex(of: module) {
        groups[index].append(id)
      } else {
        names.append(module)
        groups.append([id])
      }
    }
    return groups
  }

  /// `1.1` for the first module's first exercise; nil for an id the course does not have.
  public func number(of id: String) -> String? {
    for (moduleIndex, module) in Self.modules(of: ids).enumerated() {
      if let index = module.firstIndex(of: id) { return "\(moduleIndex + 1).\(index + 1)" }
    }
    return nil
  }

  /// The ids closest to `typed`: compared whole, by the exercise's own name (after `/`) and by
  /// that name without its number (`half-height-panel`), each a likely typo when its distance is
  /// at most a third of its length (at least 2), or when it contains what was typed.
  private func suggestions(for typed: String) -> [String] {
    guard !typed.isEmpty else { return [] }
    let input = Array(typed.lowercased())
    var scored: [(id: String, distance: Int, order: Int)] = []
    for (order, id) in ids.enumerated() {
      let forms = Self.forms(of: id)
      let distance = forms.map { EditDistance.between(input, Array($0.lowercased())) }.min()!
      let shortest = forms.map(\.count).min()!
      let contains =
        input.count >= 3 && forms.contains { $0.lowercased().contains(typed.lowercased()) }
      guard distance <= max(2, (shortest + 1) / 3) || contains else { continue }
      scored.append((id, contains ? min(distance, 1) : distance, order))
    }
    return scored.sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
      .prefix(Self.suggestionLimit).map(\.id)
  }

  /// The spellings an id is compared in: whole, its exercise part, and that part's name.
  private static func forms(of id: String) -> [String] {
    let exercise = id.split(separator: "/").last.map(String.init) ?? id
    var forms = [id, exercise]
    if let dash = exercise.firstIndex(of: "-"), exercise[..<dash].allSatisfy(\.isNumber) {
      forms.append(String(exercise[exercise.index(after: dash)...]))
    }
    return forms
  }
}
