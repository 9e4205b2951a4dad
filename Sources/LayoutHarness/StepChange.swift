import AutoLayout
import Devices

/// Carries out a step's change of the device on the stage, as the user would make it: the
/// rotation, resize and keyboard animate on the stage's timeline (the step samples and settles
/// them); a text-size change is immediate (docs/UIKitFacts.md §12, §13).
@MainActor
enum StepChange {
  /// Starts `change` on `stage`.
  ///
  /// - Throws: `LayoutStageError` when the device cannot make it (a custom screen does not
  ///   rotate, a phone's window is always full screen), or `HarnessFailure` for a change text the
  ///   harness does not read.
  static func apply(_ text: String, on stage: LayoutStage) throws {
    guard let change = DeviceChange(text: text) else { throw HarnessFailure.unknownChange(text) }
    switch change {
    case .rotate(let orientation):
      try stage.rotate(to: orientation == .landscape ? .landscape : .portrait)
    case .resize(.layout(let layout)):
      guard let layout = MultitaskingLayout(rawValue: layout.rawValue) else {
        throw HarnessFailure.unknownChange(text)
      }
      try stage.resize(to: layout)
    case .resize(.points(let width)):
      try stage.resizeWindow(toWidth: CGFloat(width))
    case .contentSize(let name):
      stage.changeContentSizeCategory(to: category(name))
    case .keyboard(let shown):
      if shown { try stage.showKeyboard() } else { stage.hideKeyboard() }
    }
  }

  /// UIKit's category for a name (the names are `UIContentSizeCategory`'s own).
  static func category(_ name: DeviceChange.ContentSizeName) -> UIContentSizeCategory {
    switch name {
    case .extraSmall: .extraSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .extraLarge: .extraLarge
    case .extraExtraLarge: .extraExtraLarge
    case .extraExtraExtraLarge: .extraExtraExtraLarge
    case .accessibilityMedium: .accessibilityMedium
    case .accessibilityLarge: .accessibilityLarge
    case .accessibilityExtraLarge: .accessibilityExtraLarge
    case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
    case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
    }
  }
}
