import Basics
import Foundation

/// `layoutlings review --json`: one line of JSON, keys in this order:
///
///     {"now":…,"items":[{"id":…,"kind":…,"exercise":…,"due":…,"state":…,"stability":…,
///       "difficulty":…,"retrievability":…}]}
///
/// `now` and `due` are ISO-8601 in UTC to the second; `kind` is `exercise` or `card`; `state`
/// is `new` (a card never rated), `learning`, `review` or `relearning`; `stability` (days) and
/// `difficulty` (1 to 10) are `null` before the first rating; `retrievability` is the recall
/// probability now, from 0 to 1 (0 before the first rating). Items are in due order.
enum ReviewJSON {
  static func text(items: [ReviewItem], now: Date) -> String {
    let objects = items.map { item in
      object([
        ("id", JSONText.string(item.id)), ("kind", JSONText.string(item.kind.rawValue)),
        ("exercise", JSONText.string(item.exerciseID)),
        ("due", JSONText.string(TimeText.iso8601(item.due))),
        ("state", JSONText.string(item.stateName)),
        ("stability", item.card?.stability.map(JSONText.number) ?? "null"),
        ("difficulty", item.card?.difficulty.map(JSONText.number) ?? "null"),
        ("retrievability", JSONText.number(item.retrievability)),
      ])
    }
    return object([
      ("now", JSONText.string(TimeText.iso8601(now))),
      ("items", "[" + objects.joined(separator: ",") + "]"),
    ])
  }

  private static func object(_ members: [(String, String)]) -> String { JSONText.object(members) }
}
