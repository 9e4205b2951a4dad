import Basics
import Devices

/// `layoutlings devices --json`: one line of JSON, keys in this order:
///
///     {"devices":[{"id":…,"name":…,"aliases":[…],"idiom":"phone"|"pad","width":…,"height":…,
///       "scale":…,"portrait":{"safeArea":[t,l,b,r],"sizeClass":[h,v],"rootMargin":…},
///       "landscape":{…}}]}
///
/// The same fields as `Data/devices.json`, so a tool reads either the same way.
enum DevicesJSON {
  static func text(_ table: DeviceTable) -> String {
    let devices = table.entries.map { entry in
      object([
        ("id", JSONText.string(entry.id)), ("name", JSONText.string(entry.name)),
        ("aliases", "[" + entry.aliases.map(JSONText.string).joined(separator: ",") + "]"),
        ("idiom", JSONText.string(entry.idiom.rawValue)),
        ("width", JSONText.number(entry.width)), ("height", JSONText.number(entry.height)),
        ("scale", JSONText.number(entry.scale)),
        ("portrait", traits(entry.portrait)), ("landscape", traits(entry.landscape)),
      ])
    }
    return object([("devices", "[" + devices.joined(separator: ",") + "]")])
  }

  private static func traits(_ traits: DeviceTableEntry.Traits) -> String {
    let insets = traits.safeArea
    return object([
      (
        "safeArea",
        "["
          + [insets.top, insets.left, insets.bottom, insets.right].map(JSONText.number)
          .joined(separator: ",") + "]"
      ),
      (
        "sizeClass",
        "["
          + [traits.horizontalSizeClass, traits.verticalSizeClass].map {
            JSONText.string($0.rawValue)
          }.joined(separator: ",") + "]"
      ),
      ("rootMargin", JSONText.number(traits.rootMargin)),
    ])
  }

  private static func object(_ members: [(String, String)]) -> String { JSONText.object(members) }
}
