/// One step the harness runs after the layout pass: optional Swift, then a snapshot.
public struct ExerciseStep: Sendable, Hashable, Codable {
  /// Swift run before the snapshot, with the entry in scope as `vc` (or `view`).
  public var swift: String?
  /// The snapshot's name; `expected.json` keys frames by it.
  public var snapshot: String
  /// Animation times, in seconds after the step, at which frames are also sampled (increasing).
  public var sampleAt: [Double]

  /// Creates a step.
  public init(swift: String?, snapshot: String, sampleAt: [Double] = []) {
    self.swift = swift
    self.snapshot = snapshot
    self.sampleAt = sampleAt
  }
}

/// A question and answer reviewed with spaced repetition.
public struct ReviewCard: Sendable, Hashable, Codable, Identifiable {
  /// `"<exercise id>#<card id>"`; the card id is the one written or the card's 1-based position.
  public var id: String
  /// The question (Markdown).
  public var question: String
  /// The answer (Markdown).
  public var answer: String

  /// Creates a card.
  public init(id: String, question: String, answer: String) {
    self.id = id
    self.question = question
    self.answer = answer
  }
}
