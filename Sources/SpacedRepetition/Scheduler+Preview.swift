import Foundation

extension Scheduler {
  /// How long `card` would wait after a review at `date`, for each rating, in seconds.
  ///
  /// Uses the same fuzz as `review(_:rating:at:duration:)`, drawn once for this review of the
  /// card, so the interval shown for a rating is the one the learner gets by choosing it, at
  /// that moment or a little later. Iterate `Rating.allCases` to
  /// show the choices in a fixed order.
  public func previewIntervals(for card: Card, at date: Date) -> [Rating: TimeInterval] {
    var intervals: [Rating: TimeInterval] = [:]
    for rating in Rating.allCases {
      intervals[rating] = review(card, rating: rating, at: date).card.due.timeIntervalSince(date)
    }
    return intervals
  }
}
