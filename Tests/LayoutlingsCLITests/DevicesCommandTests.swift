import Foundation
import LayoutlingsCLI
import Testing

/// `layoutlings devices`: the device table as a learner reads it, and as JSON.
@Suite("layoutlings devices")
struct DevicesCommandTests {
  // The harness's table holds iphone-se, iphone-8 and iphone-x as `Data/devices.json` describes
  // them (docs/UIKitFacts.md §3): 375×667 pt at 2× with a 20 pt status bar held upright and no
  // inset on its side for the first two; 375×812 pt at 3× with 44 pt on top and a 34 pt home
  // indicator upright, 44 pt each side and 21 pt below on its side for the X. Every iPhone is
  // compact wide; upright it is regular tall, on its side compact tall (these three).
  @Test("one aligned row per device, then the legend and the other ids")
  func table() throws {
    let result = try CommandHarness().run(["devices"])
    #expect(result.status == .success, "\(result.errors)")
    let lines = result.outputLines
    #expect(
      Array(lines.prefix(5)) == [
        "id         size       portrait safe  classes  landscape safe  classes",
        "---------  ---------  -------------  -------  --------------  -------",
        "iphone-se  375x667@2  20:0:0:0       wC hR    0:0:0:0         wC hC",
        "iphone-8   375x667@2  20:0:0:0       wC hR    0:0:0:0         wC hC",
        "iphone-x   375x812@3  44:0:34:0      wC hR    0:44:21:44      wC hC",
      ])
    #expect(lines.allSatisfy { $0.count <= 80 })
    let rest = lines.dropFirst(5).joined(separator: " ")
    #expect(rest.contains("top:left:bottom:right"))
    #expect(rest.contains("Also: iphone-se-2 (iphone-se), iphone-se-3 (iphone-se),"))
    #expect(rest.contains("iphone-11-pro (iphone-x)"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("--json has the table's own fields, one device per entry")
  func json() throws {
    let result = try CommandHarness().run(["devices", "--json"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.outputLines.count == 2)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let devices = try #require(root["devices"] as? [[String: Any]])
    #expect(devices.map { $0["id"] as? String } == ["iphone-se", "iphone-8", "iphone-x"])
    let x = devices[2]
    #expect(x["name"] as? String == "iPhone X")
    #expect(x["aliases"] as? [String] == ["iphone-xs", "iphone-11-pro"])
    #expect(x["idiom"] as? String == "phone")
    #expect(x["width"] as? Double == 375)
    #expect(x["height"] as? Double == 812)
    #expect(x["scale"] as? Double == 3)
    let portrait = try #require(x["portrait"] as? [String: Any])
    #expect(portrait["safeArea"] as? [Double] == [44, 0, 34, 0])
    #expect(portrait["sizeClass"] as? [String] == ["compact", "regular"])
    #expect(portrait["rootMargin"] as? Double == 16)
    let landscape = try #require(x["landscape"] as? [String: Any])
    #expect(landscape["safeArea"] as? [Double] == [0, 44, 21, 44])
    #expect(landscape["sizeClass"] as? [String] == ["compact", "compact"])
    #expect(landscape["rootMargin"] as? Double == 20)
  }
}
