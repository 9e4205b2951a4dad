import Foundation

extension Scheduler {
  /// Moves `card` to its next state and step for `rating` and returns the wait until it is due.
  ///
  /// `card` must already carry its updated stability, which a graduating card's interval is
  /// computed from.
  func advanceState(of card: inout Card, rating: Rating) -> NextInterval {
    switch card.state {
    case .learning:
      return advanceSteps(of: &card, steps: parameters.learningSteps, rating: rating)
    case .relearning:
      return advanceSteps(of: &card, steps: parameters.relearningSteps, rating: rating)
    case .review:
      if rating == .again, let firstStep = parameters.relearningSteps.first {
        card.state = .relearning
        card.step = 0
        return .step(firstStep)
      }
      // Without relearning steps a lapse stays in review, with its shrunken stability.
      return reviewInterval(for: card)
    }
  }

  /// The (re)learning ladder: again restarts it, hard repeats the current step, good climbs one
  /// step (graduating from the last), easy graduates at once.
  private func advanceSteps(
    of card: inout Card, steps: [TimeInterval], rating: Rating
  ) -> NextInterval {
    // A missing or negative step can only come from a malformed stored card: treat it as step 0.
    let step = max(card.step ?? 0, 0)
    // A step past the end means the steps were shortened since the card was scheduled.
    if steps.isEmpty || (step >= steps.count && rating != .again) {
      return graduate(&card)
    }
    switch rating {
    case .again:
      card.step = 0
      return .step(steps[0])
    case .hard:
      card.step = step
      if step == 0 {
        return .step(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0)
      }
      return .step(steps[step])
    case .good:
      if step + 1 == steps.count {
        return graduate(&card)
      }
      card.step = step + 1
      return .step(steps[step + 1])
    case .easy:
      return graduate(&card)
    }
  }

  private func graduate(_ card: inout Card) -> NextInterval {
    card.state = .review
    card.step = nil
    return reviewInterval(for: card)
  }

  private func reviewInterval(for card: Card) -> NextInterval {
    let stability = card.stability ?? MemoryModel.minimumStability
    return .days(
      model.intervalDays(
        stability: stability, desiredRetention: parameters.desiredRetention,
        maximumInterval: parameters.maximumInterval))
  }
}
