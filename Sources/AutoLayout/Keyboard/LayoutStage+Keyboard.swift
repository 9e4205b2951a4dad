import Foundation

/// The keyboard of the stage's device, shown and hidden as UIKit does (docs/UIKitFacts.md §13):
/// inside an animation of `SoftwareKeyboard.animationDuration` seconds the keyboard notifications
/// are posted (so a handler's `layoutIfNeeded()` animates with the keyboard) and every
/// `keyboardLayoutGuide` moves; the "did" notifications follow when the animation ends.
extension LayoutStage {
  /// Where the keyboard is now.
  public var keyboardPlacement: KeyboardPlacement {
    guard window.keyboardFrame != nil else { return .hidden }
    if window.keyboardIsUndocked, let frame = window.keyboardFrame {
      return .undocked(top: frame.minY)
    }
    return .docked
  }

  /// The keyboard's frame in screen coordinates while it is shown.
  public var keyboardFrame: CGRect? { window.keyboardFrame }

  /// Starts showing the keyboard, docked (its real height on this device and orientation) or
  /// undocked at a height of the screen (iPad only); sample it like a step, finish it with
  /// `runToEnd()`.
  ///
  /// - Throws: `LayoutStageError.noSuchKeyboard` for an undocked keyboard on a phone.
  public func showKeyboard(_ placement: KeyboardPlacement = .docked) throws(LayoutStageError) {
    let screen = screenDevice
    let docked = SoftwareKeyboard.dockedFrame(on: screen)
    let frame: CGRect?
    switch placement {
    case .hidden:
      frame = nil
    case .docked:
      frame = docked
    case .undocked(let top):
      guard screen.idiom == .pad else {
        throw .noSuchKeyboard(device: screen.id, keyboard: "undocked")
      }
      let keys = SoftwareKeyboard.keysHeight(on: screen)
      frame = CGRect(
        x: 0, y: Swift.min(Swift.max(top, 0), screen.size.height - keys),
        width: screen.size.width, height: keys)
    }
    moveKeyboard(to: frame, undocked: placement != .docked && frame != nil)
  }

  /// Starts hiding the keyboard (nothing happens if none is shown).
  public func hideKeyboard() { moveKeyboard(to: nil, undocked: false) }

  private func moveKeyboard(to frame: CGRect?, undocked: Bool) {
    let before = window.keyboardFrame
    guard before != frame || window.keyboardIsUndocked != undocked else { return }
    window.layoutIfNeeded()
    let screen = screenDevice
    let offscreen = CGRect(
      x: 0, y: screen.size.height, width: screen.size.width,
      height: SoftwareKeyboard.height(on: screen))
    let showing = frame != nil
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: before ?? offscreen),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame ?? offscreen),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(
        value: SoftwareKeyboard.animationDuration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: SoftwareKeyboard.animationCurveRawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let center = NotificationCenter.default
    AnimationTimeline.main.register(window: window)
    UIView.animate(
      withDuration: SoftwareKeyboard.animationDuration, delay: 0,
      options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve],
      animations: {
        self.window.keyboardFrame = frame
        self.window.keyboardIsUndocked = undocked
        for view in self.window.subtreePreorder where view.keyboardGuideStorage != nil {
          view.keyboardGuideInputsChanged()
        }
        center.post(
          name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
          name: showing
            ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
          object: nil, userInfo: info)
        self.window.layoutIfNeeded()
      },
      completion: { _ in
        center.post(
          name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(
          name: showing
            ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
          object: nil, userInfo: info)
      })
  }
}
