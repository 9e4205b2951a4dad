import Devices
import Testing

/// The grammar of a step's change of the device: what `exercise.json` writes and the text form
/// the grader hands the harness.
@Suite struct DeviceChangeTests {
  @Test func everyChangeReadsBackFromItsText() {
    let changes: [DeviceChange] = [
      .rotate(.landscape), .rotate(.portrait), .resize(.layout(.half)),
      .resize(.layout(.slideOver)), .resize(.points(500)), .resize(.points(402.5)),
      .contentSize(.accessibilityExtraLarge), .contentSize(.large), .keyboard(shown: true),
      .keyboard(shown: false),
    ]
    #expect(
      changes.map(\.description) == [
        "rotate:landscape", "rotate:portrait", "resize:half", "resize:slideOver", "resize:500",
        "resize:402.5", "contentSize:accessibilityExtraLarge", "contentSize:large",
        "keyboard:show", "keyboard:hide",
      ])
    #expect(changes.map { DeviceChange(text: $0.description) } == changes)
  }

  @Test func aValueAFieldDoesNotTakeIsExplained() {
    func message(_ field: String, _ value: String) -> String? {
      if case .failure(let error) = DeviceChange.parse(field: field, value: value) {
        return error.description
      }
      return nil
    }
    #expect(
      message("rotate", "sideways")
        == "\"rotate\" must be \"landscape\" or \"portrait\", found \"sideways\"")
    #expect(message("keyboard", "up") == "\"keyboard\" must be \"show\" or \"hide\", found \"up\"")
    #expect(message("resize", "0") != nil)
    #expect(message("resize", "-5") != nil)
    #expect(
      message("contentSize", "XL")?.hasPrefix(
        "\"contentSize\" must be a content size category's name") == true)
    #expect(DeviceChange(text: "rotate") == nil)
  }

  @Test func aCustomScreenDoesNotRotateAndAPhoneIsAlwaysFullScreen() {
    let phone = DeviceChangeCheck.Screen(
      name: "iphone-se", isPad: false, canRotate: true, portraitWidth: 375, portraitHeight: 667)
    // Turned, the phone is 667 wide: its only window width.
    let problems = DeviceChangeCheck.problems(
      changes: [.rotate(.landscape), .resize(.points(667)), .resize(.points(375)), nil],
      screen: phone, orientation: .portrait)
    #expect(problems.map(\.step) == [2])
    let custom = DeviceChangeCheck.Screen(
      name: "390x844@3", isPad: false, canRotate: false, portraitWidth: 390, portraitHeight: 844)
    #expect(
      DeviceChangeCheck.problems(
        changes: [.rotate(.portrait), .rotate(.landscape)], screen: custom, orientation: .portrait
      ).map(\.step) == [1])
  }
}
