import Devices
import Foundation
import Testing

/// The one grammar of device references: ids, custom screens with and without a safe area,
/// orientations, and what each broken rule says.
@Suite struct DeviceReferenceTests {
  @Test func idsAndOrientations() throws {
    let portrait = try DeviceReference(parsing: "iphone-x")
    #expect(portrait.screen == .named("iphone-x"))
    #expect(portrait.orientation == .portrait)
    let landscape = try DeviceReference(parsing: "iphone-se:landscape")
    #expect(landscape.deviceID == "iphone-se")
    #expect(landscape.orientation == .landscape)
    #expect(landscape.description == "iphone-se:landscape")
    let explicit = try DeviceReference(parsing: "iphone-x:portrait")
    #expect(explicit == portrait)
    #expect(explicit.description == "iphone-x")
    #expect(explicit.text == "iphone-x:portrait")
  }

  @Test func customScreens() throws {
    let plain = try DeviceReference(parsing: "390x844@3")
    #expect(plain.screen == .custom(CustomScreen(width: 390, height: 844, scale: 3)))
    #expect(try DeviceReference(parsing: "390x844@3x") == plain)
    #expect(try DeviceReference(parsing: "390.0x844@3").description == "390x844@3")
    let fractional = try DeviceReference(parsing: "390.5x844@2:landscape")
    #expect(fractional.screen == .custom(CustomScreen(width: 390.5, height: 844, scale: 2)))
    #expect(fractional.orientation == .landscape)
    #expect(fractional.description == "390.5x844@2:landscape")
    #expect(try DeviceReference(parsing: "10000x10000@1").deviceID == nil)
  }

  @Test func customScreensWithASafeArea() throws {
    let phone = try DeviceReference(parsing: "375x812@3,safe=44:0:34:0")
    let insets = DeviceInsets(top: 44, left: 0, bottom: 34, right: 0)
    #expect(
      phone.screen == .custom(CustomScreen(width: 375, height: 812, scale: 3, safeArea: insets)))
    #expect(phone.orientation == .portrait)
    #expect(phone.screenText == "375x812@3,safe=44:0:34:0")
    // The safe area is given as the screen is held: iPhone X in landscape.
    let turned = try DeviceReference(parsing: "375x812@3,safe=0:44:21:44:landscape")
    #expect(turned.orientation == .landscape)
    guard case .custom(let screen) = turned.screen else {
      Issue.record("not a custom screen")
      return
    }
    #expect(screen.safeArea == DeviceInsets(top: 0, left: 44, bottom: 21, right: 44))
    // 812 wide and 375 high once turned.
    #expect(screen.size(in: .landscape) == (812, 375))
    #expect(turned.description == "375x812@3,safe=0:44:21:44:landscape")
    #expect(
      try DeviceReference(parsing: "375x812@3,safe=44:0:34:0:portrait") == phone)
  }

  /// Each broken rule names itself.
  static let broken: [(text: String, reason: String)] = [
    ("390x@3", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("390x844", "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"),
    ("390x844@3@2", "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"),
    ("1e9x844@3", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("0x844@3", "the width and height must be at least 1 and at most 10000 points"),
    ("0.0000001x1@1", "the width and height must be at least 1 and at most 10000 points"),
    ("390x10001@2", "the width and height must be at least 1 and at most 10000 points"),
    ("390x844@0", "the scale must be 1, 2 or 3"),
    ("390x844@2.5", "the scale must be 1, 2 or 3"),
    ("390x844@4:landscape", "the scale must be 1, 2 or 3"),
    ("iphone-x:sideways", "the orientation is :portrait or :landscape (portrait when left out)"),
    ("iphone-x:", "the orientation is :portrait or :landscape (portrait when left out)"),
    ("iPhone-X", "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"),
    ("", "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"),
    (
      "iphone-x:landscape:landscape",
      "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"
    ),
    ("320X568@2", "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"),
    ("320.x568@2", "the width and height must be plain numbers of points, such as 390x844@3"),
    ("320x568@", "the scale must be 1, 2 or 3"),
    (
      "iphone--x", "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"
    ),
    (
      "375x812@3,safe=44:0:34",
      "the safe area is safe=TOP:LEFT:BOTTOM:RIGHT in points, such as 375x812@3,safe=44:0:34:0"
    ),
    (
      "375x812@3,safe=44:0:-1:0",
      "the safe area is safe=TOP:LEFT:BOTTOM:RIGHT in points, such as 375x812@3,safe=44:0:34:0"
    ),
    (
      "375x812@3,notch=44",
      "the safe area is safe=TOP:LEFT:BOTTOM:RIGHT in points, such as 375x812@3,safe=44:0:34:0"
    ),
    (
      "375x812@3,safe=1:0:0:0,safe=1:0:0:0",
      "the safe area is safe=TOP:LEFT:BOTTOM:RIGHT in points, such as 375x812@3,safe=44:0:34:0"
    ),
    (
      // 400 + 412 = 812 leaves no height.
      "375x812@3,safe=400:0:412:0",
      "the safe area must leave part of the screen: top + bottom less than the height, left + right"
        + " less than the width"
    ),
    (
      // Turned, the screen is 375 high: 200 + 200 leave nothing.
      "375x812@3,safe=200:0:200:0:landscape",
      "the safe area must leave part of the screen: top + bottom less than the height, left + right"
        + " less than the width"
    ),
  ]

  @Test(arguments: broken) func brokenRules(text: String, reason: String) {
    #expect(throws: DeviceReferenceError(text: text, reason: reason)) {
      try DeviceReference(parsing: text)
    }
  }

  @Test func reportsGiveTheScreenAndTheOrientationApart() throws {
    let reference = try DeviceReference(
      screen: "375x812@3,safe=0:44:21:44", orientation: .landscape)
    #expect(reference == (try DeviceReference(parsing: "375x812@3,safe=0:44:21:44:landscape")))
    #expect(throws: DeviceReferenceError.self) {
      try DeviceReference(screen: "iphone-x:landscape", orientation: .landscape)
    }
  }

  @Test func referencesAreCodedAsWritten() throws {
    let reference = try DeviceReference(parsing: "iphone-x:portrait")
    let data = try JSONEncoder().encode([reference])
    #expect(String(decoding: data, as: UTF8.self) == #"["iphone-x:portrait"]"#)
    #expect(try JSONDecoder().decode([DeviceReference].self, from: data) == [reference])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DeviceReference].self, from: Data(#"["x@"]"#.utf8))
    }
  }
}
