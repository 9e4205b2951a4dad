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
        ("id", ListJSON.string(entry.id)), ("name", ListJSON.string(entry.name)),
        ("aliases", "[" + entry.aliases.map(ListJSON.string).joined(separator: ",") + "]"),
        ("idiom", ListJSON.string(entry.idiom.rawValue)),
        ("width", ListJSON.number(entry.width)), ("height", ListJSON.number(entry.height)),
        ("scale", ListJSON.number(entry.scale)),
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
          + [insets.top, insets.left, insets.bottom, insets.right].map(ListJSON.number)
          .joined(separator: ",") + "]"
      ),
      (
        "sizeClass",
        "["
          + [traits.horizontalSizeClass, traits.verticalSizeClass].map {
            ListJSON.string($0.rawValue)
          }.joined(separator: ",") + "]"
      ),
      ("rootMargin", ListJSON.number(traits.rootMargin)),
    ])
  }

  private static func object(_ members: [(String, String)]) -> String { ListJSON.object(members) }
}
