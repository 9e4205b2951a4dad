import Devices
import Testing

/// `--device` lists split where a new device starts, never inside a custom screen.
@Suite struct DeviceListTests {
  @Test func idsSplitAtEveryComma() {
    #expect(
      DeviceList.items("iphone-se,iphone-x:landscape") == ["iphone-se", "iphone-x:landscape"])
  }

  @Test func aSafeAreaStaysWithItsScreen() {
    #expect(
      DeviceList.items("375x812@3,safe=44:0:34:0,iphone-se:landscape")
        == ["375x812@3,safe=44:0:34:0", "iphone-se:landscape"])
  }

  @Test func severalCustomScreensWithSafeAreas() throws {
    let items = DeviceList.items(
      "375x812@3,safe=44:0:34:0,375x812@3,safe=0:44:21:44:landscape,390x844@3")
    #expect(
      items == [
        "375x812@3,safe=44:0:34:0", "375x812@3,safe=0:44:21:44:landscape", "390x844@3",
      ])
    let references = try items.map { try DeviceReference(parsing: $0) }
    #expect(references.map(\.orientation) == [.portrait, .landscape, .portrait])
  }

  @Test func emptyItemsStayForTheCallerToRefuse() {
    #expect(DeviceList.items("iphone-se,,iphone-x") == ["iphone-se", "", "iphone-x"])
    #expect(DeviceList.items("") == [""])
  }
}
