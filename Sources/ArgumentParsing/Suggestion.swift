/// Finds the valid name a mistyped word was probably meant to be.
package enum Suggestion {
  /// The candidate closest to `input`, or nil when none is close enough to be a likely typo.
  ///
  /// Leading dashes are ignored when comparing, so `-json` finds `--json`. A candidate counts as
  /// close when its edit distance is at most a third of its length rounded to nearest (at least 1),
  /// or when it starts with the input and the input has two or more letters. The smallest distance
  /// wins; ties go to the earlier candidate.
  package static func closest(to input: String, among candidates: [String]) -> String? {
    let typed = Array(withoutLeadingDashes(input))
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let core = Array(withoutLeadingDashes(candidate))
      let distance = editDistance(typed, core)
      let isPrefix = typed.count >= 2 && core.starts(with: typed)
      guard distance <= max(1, (core.count + 1) / 3) || isPrefix else { continue }
      if let best, best.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters each cost one.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // rows[i][j] is the distance between the first i characters of a and the first j of b.
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let substitution = a[i - 1] == b[j - 1] ? 0 : 1
        var distance = min(
          rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          distance = min(distance, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = distance
      }
    }
    return rows[a.count][b.count]
  }

  private static func withoutLeadingDashes(_ text: String) -> Substring {
    text.drop { $0 == "-" }
  }
}
