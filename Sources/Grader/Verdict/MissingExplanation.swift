import LayoutReport

/// The messages for checked views, snapshots and devices the report has no frame for.
enum MissingExplanation {
  /// A device the report has no result for.
  static func device(_ device: String) -> Diagnostic {
    Diagnostic(
      kind: .missingResults,
      message: "The report has no results for \(device), so its frames could not be checked.",
      device: device)
  }

  /// A snapshot the report has no record of.
  static func snapshot(_ snapshot: String, devicePhrase: String, device: String) -> Diagnostic {
    Diagnostic(
      kind: .missingResults,
      message: "The report has no snapshot \(snapshot)\(devicePhrase),"
        + " so its frames could not be checked.",
      device: device)
  }

  /// A checked view with no frame; `missing` is what the report says about it, if anything.
  static func view(_ path: String, missing: MissingView?, devicePhrase: String, device: String)
    -> Diagnostic
  {
    let name = "`\(path)`"
    let message: String
    switch (missing?.reason, missing?.typeName) {
    case (.notInHierarchy?, _):
      message =
        "\(name) was never added to the view hierarchy\(devicePhrase), so it has no frame."
        + " Did you forget to call `addSubview(_:)` with it?"
    case (.nilValue?, _):
      message = "\(name) is nil\(devicePhrase): no view was ever assigned to it."
    case (.notVisible?, _):
      message =
        "\(name) is off screen\(devicePhrase): a table or collection view makes cells only for the"
        + " rows and items in its bounds, so this one has no frame."
    case (.outOfRange?, let typeName):
      message =
        "\(name) is past the last row, item or section\(typeName.map { " of the `\($0)`" } ?? "")"
        + "\(devicePhrase)."
    case (.notAView?, let typeName?):
      message = "\(name) is not a view\(devicePhrase): it holds a `\(typeName)`."
    case (.notAView?, nil):
      message = "\(name) is not a view\(devicePhrase)."
    case (.propertyNotFound?, let typeName?):
      message = "Property \(name) not found in `\(typeName)`\(devicePhrase)."
    case (.propertyNotFound?, nil), (nil, _):
      message = "Property \(name) not found\(devicePhrase)."
    }
    return Diagnostic(kind: .missingView, message: message, device: device, view: path)
  }
}
