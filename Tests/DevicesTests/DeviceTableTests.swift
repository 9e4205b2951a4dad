import Checkout
import Devices
import Foundation
import Testing

/// The one reader of `devices.json`: the real table, and what a broken one says.
@Suite struct DeviceTableTests {
  static func write(_ text: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-devices-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.appendingPathComponent("devices.json"))
    return folder
  }

  @Test func theRealTable() throws {
    let checkout = try #require(Checkout.root)
    let table = try DeviceTable.load(dataFolder: Checkout.dataFolder(of: checkout))
    let phone = try #require(table.entry(named: "iphone-x"))
    #expect(phone.name == "iPhone X")
    #expect(phone.size(in: .landscape) == (812, 375))
    #expect(phone.landscape.safeArea == DeviceInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(phone.portrait.horizontalSizeClass == .compact)
    // An alias finds its device.
    #expect(table.entry(named: "iphone-xs")?.id == "iphone-x")
    #expect(table.names.starts(with: ["iphone-se-1", "iphone-5s", "iphone-se"]))
  }

  @Test func problemsNameTheKnownDevices() throws {
    let checkout = try #require(Checkout.root)
    let table = try DeviceTable.load(dataFolder: Checkout.dataFolder(of: checkout))
    #expect(table.problem(with: try DeviceReference(parsing: "iphone-x:landscape")) == nil)
    #expect(table.problem(with: try DeviceReference(parsing: "375x812@3,safe=44:0:34:0")) == nil)
    let problem = try #require(table.problem(with: try DeviceReference(parsing: "iphone-99")))
    #expect(problem.hasPrefix("no such device (known: iphone-se-1, iphone-5s, iphone-se, "))
    #expect(problem.hasSuffix("; or WIDTHxHEIGHT@SCALE)"))
  }

  @Test func aMissingTableNamesItsPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder")
    #expect(throws: DeviceTableError.missing(path: folder.path + "/devices.json")) {
      try DeviceTable.load(dataFolder: folder)
    }
  }

  @Test func aBrokenTableNamesTheKey() throws {
    let folder = try Self.write(
      #"{"formatVersion": 1, "devices": [{"id": "x", "name": "X", "aliases": []}]}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      _ = try DeviceTable.load(dataFolder: folder)
      Issue.record("a table without sizes was read")
    } catch {
      #expect(error.description.hasSuffix("is not readable: .devices[0].idiom is missing"))
    }
  }

  @Test func theDataFolderIsTheVariableElseTheCheckout() {
    let checkout = URL(fileURLWithPath: "/home/me/layoutlings", isDirectory: true)
    let here = URL(fileURLWithPath: "/work", isDirectory: true)
    #expect(
      DataFolder.resolve(environment: [:], currentDirectory: here, checkout: checkout)?.path
        == "/home/me/layoutlings/Data")
    #expect(
      DataFolder.resolve(
        environment: ["LAYOUTLINGS_DATA": "data"], currentDirectory: here, checkout: checkout)?
        .path == "/work/data")
    #expect(
      DataFolder.resolve(
        environment: ["LAYOUTLINGS_DATA": ""], currentDirectory: here, checkout: checkout)?.path
        == "/home/me/layoutlings/Data")
    #expect(DataFolder.resolve(environment: [:], checkout: nil) == nil)
  }
}
