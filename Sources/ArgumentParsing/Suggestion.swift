import Basics

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
      let distance = EditDistance.between(typed, core)
      let isPrefix = typed.count >= 2 && core.starts(with: typed)
      guard distance <= max(1, (core.count + 1) / 3) || isPrefix else { continue }
      if let best, best.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  private static func withoutLeadingDashes(_ text: String) -> Substring {
    text.drop { $0 == "-" }
  }
}
