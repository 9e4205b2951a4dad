/// The decoded contents of `Data/devices.json`.
struct DeviceCatalog: Decodable {
  struct OrientationEntry: Decodable {
    let safeArea: [Double]
    let sizeClass: [String]
    let rootMargin: Double
  }

  struct Entry: Decodable {
    let id: String
    let name: String
    let aliases: [String]
    let idiom: String
    let width: Double
    let height: Double
    let scale: Double
    let portrait: OrientationEntry
    let landscape: OrientationEntry

    func device(id lookupID: String, orientation: Device.Orientation) -> Device {
      let values = orientation == .portrait ? portrait : landscape
      let inset = { (i: Int) in
        CGFloat(values.safeArea.indices.contains(i) ? values.safeArea[i] : 0)
      }
      let size =
        orientation == .portrait
        ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
      return Device(
        id: lookupID, name: name, idiom: idiom == "pad" ? .pad : .phone, orientation: orientation,
        size: size, scale: CGFloat(scale),
        safeAreaInsets: UIEdgeInsets(
          top: inset(0), left: inset(1), bottom: inset(2), right: inset(3)),
        horizontalSizeClass: Self.sizeClass(values.sizeClass.first),
        verticalSizeClass: Self.sizeClass(values.sizeClass.dropFirst().first),
        systemMinimumMargin: CGFloat(values.rootMargin))
    }

    static func sizeClass(_ name: String?) -> UIUserInterfaceSizeClass {
      switch name {
      case "compact": return .compact
      case "regular": return .regular
      default: return .unspecified
      }
    }
  }

  let formatVersion: Int
  let devices: [Entry]

  var ids: [String] { devices.map(\.id) }

  func entry(for id: String) -> Entry? {
    devices.first { $0.id == id } ?? devices.first { $0.aliases.contains(id) }
  }

  /// The `Data` folder: `LAYOUTLINGS_DATA` if set, else `<package root>/Data` found from this file.
  static func dataDirectory(filePath: String = #filePath) -> URL {
    if let env = ProcessInfo.processInfo.environment["LAYOUTLINGS_DATA"], !env.isEmpty {
      return URL(fileURLWithPath: env, isDirectory: true)
    }
    // Sources/AutoLayout/Device/DeviceCatalog.swift → package root is four levels up.
    return URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data")
  }

  static func load() throws(DeviceError) -> DeviceCatalog {
    let url = dataDirectory().appendingPathComponent("devices.json")
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .dataFileMissing(path: url.path)
    }
    do {
      return try JSONDecoder().decode(DeviceCatalog.self, from: data)
    } catch {
      throw .dataFileMalformed(path: url.path, reason: String(describing: error))
    }
  }
}

/// Parser for custom devices: `WIDTHxHEIGHT@SCALE[,safe=T:L:B:R]`.
enum CustomDeviceSpec {
  /// Builds a device from a spec. Phones are assumed when the shorter side is under 700 pt; the size
  /// classes follow UIKit's iPhone rules (portrait compact/regular, landscape compact/compact) and
  /// regular/regular on pads, with the root margin the width gives (docs/UIKitFacts.md §2, "Root-view
  /// side margins by width").
  static func parse(_ spec: String) throws(DeviceError) -> Device {
    let parts = spec.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let head = parts[0]
    guard let at = head.firstIndex(of: "@") else {
      throw .malformedCustomDevice(spec: spec, reason: "missing '@SCALE'")
    }
    let dims = head[..<at].lowercased().split(separator: "x").map(String.init)
    guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]), w > 0, h > 0 else {
      throw .malformedCustomDevice(
        spec: spec, reason: "size must be WIDTHxHEIGHT with positive numbers")
    }
    var scaleText = String(head[head.index(after: at)...])
    if scaleText.hasSuffix("x") { scaleText.removeLast() }
    guard let scale = Double(scaleText), scale >= 1 else {
      throw .malformedCustomDevice(spec: spec, reason: "scale must be a number >= 1")
    }
    var safe = UIEdgeInsets.zero
    for option in parts.dropFirst() {
      guard option.hasPrefix("safe=") else {
        throw .malformedCustomDevice(spec: spec, reason: "unknown option '\(option)'")
      }
      let values = option.dropFirst(5).split(separator: ":").compactMap { Double($0) }
      guard values.count == 4 else {
        throw .malformedCustomDevice(spec: spec, reason: "safe= needs four numbers T:L:B:R")
      }
      safe = UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
    let isPad = min(w, h) >= 700
    let landscape = w > h
    let horizontal: UIUserInterfaceSizeClass = isPad ? .regular : .compact
    let vertical: UIUserInterfaceSizeClass = isPad || !landscape ? .regular : .compact
    return Device(
      id: spec, name: "Custom \(formatPoints(CGFloat(w)))×\(formatPoints(CGFloat(h)))",
      idiom: isPad ? .pad : .phone, orientation: landscape ? .landscape : .portrait,
      size: CGSize(width: w, height: h), scale: CGFloat(scale), safeAreaInsets: safe,
      horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      systemMinimumMargin: RootViewSideMargin.forViewWidth(CGFloat(w)))
  }
}
