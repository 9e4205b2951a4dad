import Checkout
import Foundation
import TestSupport
import Testing

/// The built `layoutlings` executable, found next to the test bundle.
func layoutlingsExecutable() throws -> URL {
  try BuiltProducts.layoutlings()
}

/// `layoutlings` on a pseudo-terminal of `columns` × `rows`, started with `arguments`.
func layoutlingsOnATerminal(
  arguments: [String], environment: [String: String], columns: Int, rows: Int
) throws -> PseudoTerminal {
  try PseudoTerminal(
    executable: try layoutlingsExecutable(), arguments: arguments, environment: environment,
    columns: columns, rows: rows)
}

/// A folder holding a copy of the real device table (it has the fixture course's devices), for
/// `LAYOUTLINGS_DATA`.
func fixtureDataFolder(in scratch: ScratchFolder) throws -> URL {
  let data = scratch.url.appendingPathComponent("data", isDirectory: true)
  try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  let checkout = try #require(Checkout.root)
  let table = data.appendingPathComponent("devices.json")
  if !FileManager.default.fileExists(atPath: table.path) {
    try FileManager.default.copyItem(
      at: Checkout.dataFolder(of: checkout).appendingPathComponent("devices.json"), to: table)
  }
  return data
}
