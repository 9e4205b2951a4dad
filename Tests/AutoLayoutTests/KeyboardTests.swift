import Foundation
import Testing

@testable import AutoLayout

/// The keyboard layout guide and the stage's keyboard (docs/UIKitFacts.md §13).
@MainActor
@Suite struct KeyboardTests {
  /// A Send button 44 tall, 8 above the keyboard guide, between the root margins; a handler of
  /// the keyboard notifications keeps what they carried.
  final class FormController: UIViewController {
    let send = UIView()
    var endFrame: CGRect?
    var duration: Double?
    var curve: UInt?
    var notifications: [Notification.Name] = []
    var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
      send.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(send)
      NSLayoutConstraint.activate([
        send.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        send.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        send.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        send.heightAnchor.constraint(equalToConstant: 44),
      ])
      for name in [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      ] {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            [unowned self] note in
            let name = note.name
            let info = note.userInfo
            let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            MainActor.assumeIsolated {
              self.notifications.append(name)
              self.endFrame = end
              self.duration = duration
              self.curve = curve
            }
          })
      }
    }

    func stopObserving() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
  }

  @Test func theGuideSitsOnTheSafeAreaBottomUntilTheKeyboardShows() throws {
    let vc = FormController()
    let stage = try hostOnPhoneX(vc)
    defer { vc.stopObserving() }
    // Hidden: guide top = 812 − 34 (bottom safe area) = 778; button bottom 770, top 726.
    #expect(vc.send.frame == CGRect(x: 16, y: 726, width: 343, height: 44))
    stage.beginStep()
    try stage.showKeyboard()
    // iPhone X portrait keyboard 335 tall (301 + the 34 of the home indicator): top 812 − 335 =
    // 477; button bottom 469, top 425.
    #expect(stage.keyboardFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(vc.send.frame == CGRect(x: 16, y: 425, width: 343, height: 44))
    #expect(vc.endFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(vc.duration == 0.25 && vc.curve == 7)
    // Halfway (t = 0.125, ease in-out y = 0.5): y = (726 + 425) / 2 = 575.5.
    #expect(isClose(stage.presentedFrame(of: vc.send, at: 0.125), [16, 575.5, 343, 44]))
    #expect(
      vc.notifications == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ])
    stage.runToEnd()
    #expect(
      vc.notifications.suffix(2) == [
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
      ])
    stage.hideKeyboard()
    stage.runToEnd()
    #expect(stage.keyboardPlacement == .hidden)
    #expect(vc.send.frame == CGRect(x: 16, y: 726, width: 343, height: 44))
    #expect(vc.notifications.last == UIResponder.keyboardDidHideNotification)
  }

  @Test func aShownKeyboardTurnsWithTheDevice() throws {
    let vc = FormController()
    let stage = try hostOnPhoneX(vc)
    defer { vc.stopObserving() }
    try stage.showKeyboard()
    stage.runToEnd()
    try stage.rotate(to: .landscape)
    stage.runToEnd()
    // Landscape keyboard 188 + 21 = 209: top 375 − 209 = 166; button bottom 158, top 114; x is
    // the root margin (44 safe area + the margin of an 812-pt view) whatever its value.
    #expect(stage.keyboardFrame == CGRect(x: 0, y: 166, width: 812, height: 209))
    #expect(vc.send.frame.minY == 114 && vc.send.frame.height == 44)
  }

  @Test func homeButtonPhonesAndTheBottomSafeAreaSwitch() throws {
    let vc = FormController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-se"))
    defer { vc.stopObserving() }
    // No home indicator: hidden guide at 667; keyboard 258 → top 409; button top 409 − 8 − 44.
    #expect(isClose(vc.send.frame.minY, 667 - 8 - 44))
    try stage.showKeyboard()
    stage.runToEnd()
    #expect(isClose(vc.send.frame.minY, 409 - 8 - 44))

    let other = FormController()
    let notched = try hostOnPhoneX(other)
    defer { other.stopObserving() }
    other.view.keyboardLayoutGuide.usesBottomSafeArea = false
    notched.layout()
    // Without the bottom safe area the hidden guide's top is the view's bottom, 812.
    #expect(isClose(other.send.frame.minY, 812 - 8 - 44))
  }

  @Test func anUndockedKeyboardMovesTheGuideOnlyWhenItFollowsIt() throws {
    let vc = FormController()
    let stage = LayoutStage.host(vc, on: try Device.named("ipad-pro-11"))
    defer { vc.stopObserving() }
    // iPad Pro 11 portrait 834 × 1194, bottom safe area 20: hidden guide top 1174.
    #expect(isClose(vc.send.frame.minY, 1174 - 8 - 44))
    try stage.showKeyboard(.undocked(top: 500))
    stage.runToEnd()
    #expect(isClose(vc.send.frame.minY, 1174 - 8 - 44))
    vc.view.keyboardLayoutGuide.followsUndockedKeyboard = true
    stage.layout()
    #expect(isClose(vc.send.frame.minY, 500 - 8 - 44))
    let phone = LayoutStage.host(FormController(), on: try Device.named("iphone-x"))
    #expect(throws: LayoutStageError.noSuchKeyboard(device: "iphone-x", keyboard: "undocked")) {
      try phone.showKeyboard(.undocked(top: 300))
    }
  }

  @Test(arguments: [
    ("iphone-se-1", CGFloat(253)), ("iphone-se-1:landscape", 193), ("iphone-8", 258),
    ("iphone-8:landscape", 194), ("iphone-8-plus", 271), ("iphone-8-plus:landscape", 203),
    ("iphone-x", 335), ("iphone-x:landscape", 209), ("iphone-xs-max", 346),
    ("iphone-xs-max:landscape", 219), ("ipad-9", 313), ("ipad-9:landscape", 398),
    ("ipad-pro-11", 333), ("ipad-pro-12-9-2", 378), ("ipad-pro-12-9-2:landscape", 471),
  ])
  func keyboardHeights(device id: String, height: CGFloat) throws {
    // docs/UIKitFacts.md §13: keys and bar, plus the bottom safe area of home-indicator devices.
    #expect(SoftwareKeyboard.height(on: try Device.named(id)) == height)
  }
}
