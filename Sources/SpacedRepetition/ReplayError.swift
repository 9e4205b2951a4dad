/// Why a card could not be rebuilt from review logs.
public enum ReplayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There were no logs, so there is no card to rebuild.
  case noLogs
  /// The logs belong to more than one card; `index` is the position of the first log that
  /// names a different card than the first log.
  case mixedCards(expected: String, found: String, index: Int)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noLogs:
      return "cannot replay an empty review log"
    case .mixedCards(let expected, let found, let index):
      return "review log \(index) is for card \"\(found)\", expected card \"\(expected)\""
    }
  }
}
