import Course
import Devices
import Foundation
import SpacedRepetition

/// The review items due at a time, earliest first (ties by id).
///
/// The store lists the items already rated whose time has come. Cards never rated join the
/// queue once their exercise has passed, due from that first pass: rating the exercise does not
/// rate its cards, and without this they would never come up.
enum ReviewQueue {
  /// The items due at `now`; an exercise says the device it is reviewed on (`ReviewDeviceNote`),
  /// named from `devices`.
  static func load(store: CourseStore, now: Date, devices: DeviceTable? = nil) throws
    -> [ReviewItem]
  {
    var items: [ReviewItem] = []
    var specs: [String: ExerciseSpec] = [:]
    func spec(_ id: String) throws -> ExerciseSpec {
      if let known = specs[id] { return known }
      guard let stored = try store.exercise(id: id) else {
        throw CourseStoreError.unknownExercise(id)
      }
      specs[id] = stored.spec
      return stored.spec
    }

    for due in try store.dueReviews(at: now) {
      let exercise = try spec(due.exerciseID)
      let card = try store.reviewCard(for: due.itemID)
      var item = item(
        id: due.itemID, exercise: exercise, isCard: due.isCard, due: due.due, card: card,
        store: store, now: now)
      if !due.isCard {
        item.device = try ReviewDeviceNote.forReview(
          of: exercise, lastRated: card?.lastReview, store: store, now: now, devices: devices)
      }
      items.append(item)
    }

    let listed = Set(items.map(\.id))
    for id in try store.exerciseIDs() {
      guard
        let firstPass = try store.attempts(for: id).first(where: { $0.record.status == .passed })
      else { continue }
      let passedAt = firstPass.record.at
      guard passedAt <= now else { continue }
      for card in try spec(id).cards where !listed.contains(card.id) {
        guard try store.reviewCard(for: card.id) == nil else { continue }
        items.append(
          item(
            id: card.id, exercise: try spec(id), isCard: true, due: passedAt, card: nil,
            store: store, now: now))
      }
    }
    return items.sorted { ($0.due, $0.id) < ($1.due, $1.id) }
  }

  private static func item(
    id: String, exercise: ExerciseSpec, isCard: Bool, due: Date, card: Card?, store: CourseStore,
    now: Date
  ) -> ReviewItem {
    let written = isCard ? exercise.cards.first { $0.id == id } : nil
    let scheduled = card ?? Card(id: id, due: due)
    return ReviewItem(
      id: id, kind: isCard ? .card : .exercise, exerciseID: exercise.id, title: exercise.title,
      due: due, card: card,
      retrievability: card.map { store.scheduler.retrievability(of: $0, at: now) } ?? 0,
      question: written?.question, answer: written?.answer, instructions: exercise.instructions,
      choices: RatingChoice.choices(
        from: store.scheduler.previewIntervals(for: scheduled, at: now), at: now))
  }
}
