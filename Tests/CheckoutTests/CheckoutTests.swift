import Checkout
import Foundation
import Testing

/// The checkout is the nearest folder above a source file that holds a `Package.swift`.
@Suite struct CheckoutTests {
  @Test func thisCheckoutIsFound() throws {
    // This file is <package>/Tests/CheckoutTests/CheckoutTests.swift.
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL
    #expect(Checkout.root?.path == package.path)
    #expect(Checkout.dataFolder(of: package).path == package.path + "/Data")
    #expect(Checkout.lessonsFolder(of: package).path == package.path + "/Lessons")
  }

  @Test func theNearestPackageAboveAFileIsItsCheckout() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-checkout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let nested = folder.appendingPathComponent("pkg/Sources/Mod")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("pkg/Package.swift"))
    #expect(
      Checkout.root(above: nested.appendingPathComponent("File.swift").path)?.path
        == folder.appendingPathComponent("pkg").standardizedFileURL.path)
    // A folder called Package.swift is not a manifest.
    try FileManager.default.createDirectory(
      at: nested.appendingPathComponent("Package.swift"), withIntermediateDirectories: true)
    #expect(
      Checkout.root(above: nested.appendingPathComponent("File.swift").path)?.path
        == folder.appendingPathComponent("pkg").standardizedFileURL.path)
    #expect(Checkout.root(above: "/no/such/place/File.swift") == nil)
  }
}
