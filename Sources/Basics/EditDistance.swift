/// How far apart two spellings are, for "did you mean" answers.
public enum EditDistance {
  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters each cost one.
  public static func between(_ a: [Character], _ b: [Character]) -> Int {
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
}
