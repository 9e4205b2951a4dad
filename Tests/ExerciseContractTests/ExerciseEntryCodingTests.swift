import ExerciseContract
import Foundation
import Testing

/// The entry as `exercise.json` writes it and the store keeps it.
@Suite struct ExerciseEntryCodingTests {
  static func text(_ entry: ExerciseEntry) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(entry), as: UTF8.self)
  }

  @Test func aControllerIsItsName() throws {
    #expect(
      try Self.text(.viewController("CardController")) == #"{"viewController":"CardController"}"#)
  }

  @Test func aViewCarriesItsSize() throws {
    let entry = ExerciseEntry.view("BadgeView", size: ViewSize(width: 120, height: 44))
    let text = try Self.text(entry)
    #expect(text == #"{"size":{"height":44,"width":120},"view":"BadgeView"}"#)
    #expect(try JSONDecoder().decode(ExerciseEntry.self, from: Data(text.utf8)) == entry)
    #expect(entry.className == "BadgeView")
    #expect(entry.snippetName == "view")
    #expect(ExerciseEntry.viewController("A").snippetName == "vc")
  }
}
