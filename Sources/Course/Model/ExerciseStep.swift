import Devices

/// One step the harness runs after the layout pass: optional Swift, optional change of the
/// device, then a snapshot.
public struct ExerciseStep: Sendable, Hashable, Codable {
  /// Swift run before the snapshot, with the entry in scope as `vc` (or `view`).
  public var swift: String?
  /// What the user does to the device after the Swift: rotate it, resize the window, change the
  /// text size, show or hide the keyboard.
  public var change: DeviceChange?
  /// The snapshot's name; `expected.json` keys frames by it.
  public var snapshot: String
  /// Animation times, in seconds after the step, at which frames are also sampled (increasing).
  public var sampleAt: [Double]
  /// How often UIKit may call each layout callback during the step.
  public var callbacks: [CallbackCheck]

  /// Creates a step.
  public init(
    swift: String?, change: DeviceChange? = nil, snapshot: String, sampleAt: [Double] = [],
    callbacks: [CallbackCheck] = []
  ) {
    self.swift = swift
    self.change = change
    self.snapshot = snapshot
    self.sampleAt = sampleAt
    self.callbacks = callbacks
  }

  private enum CodingKeys: String, CodingKey {
    case swift, change, snapshot, sampleAt, callbacks
  }

  /// Steps stored before changes and callback checks existed read back without them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    swift = try container.decodeIfPresent(String.self, forKey: .swift)
    change = try container.decodeIfPresent(DeviceChange.self, forKey: .change)
    snapshot = try container.decode(String.self, forKey: .snapshot)
    sampleAt = try container.decodeIfPresent([Double].self, forKey: .sampleAt) ?? []
    callbacks = try container.decodeIfPresent([CallbackCheck].self, forKey: .callbacks) ?? []
  }
}

/// A bound on how many times UIKit calls one layout callback during a step (`layoutSubviews` of
/// `cardView` at most once).
public struct CallbackCheck: Sendable, Hashable, Codable {
  /// The callbacks a check may name, and whether each is a view's (it needs `view`) or the view
  /// controller's (it takes none). `traitCollectionDidChange` is either: without a view, the
  /// controller's.
  public static let viewCallbacks = ["updateConstraints", "layoutSubviews"]
  /// Callbacks of the entry view controller.
  public static let controllerCallbacks = [
    "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    "viewWillTransition", "willTransitionToTraitCollection",
  ]
  /// Callbacks of a view or of the controller.
  public static let eitherCallbacks = ["traitCollectionDidChange"]
  /// Every name a check may use.
  public static var names: [String] { viewCallbacks + controllerCallbacks + eitherCallbacks }

  /// The callback, by the method's name (`layoutSubviews`).
  public var callback: String
  /// The view's property path (`view` for the root view, or a checked view), or nil for the view
  /// controller.
  public var view: String?
  /// The fewest calls allowed, if bounded.
  public var atLeast: Int?
  /// The most calls allowed, if bounded.
  public var atMost: Int?

  /// Creates a check.
  public init(callback: String, view: String? = nil, atLeast: Int? = nil, atMost: Int? = nil) {
    self.callback = callback
    self.view = view
    self.atLeast = atLeast
    self.atMost = atMost
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
