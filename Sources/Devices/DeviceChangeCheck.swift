/// Whether a device can go through an exercise's changes, step by step, before any program runs:
/// what `dev check` and the course loader report to the author at the step's line. The layout
/// engine refuses the same changes at run time (`LayoutStageError`), which is what a learner sees
/// if an exercise reaches them anyway.
public struct DeviceChangeCheck: Sendable {
  /// What the check knows of the device.
  public struct Screen: Sendable, Hashable {
    /// The device as the exercise names it.
    public var name: String
    /// Whether it is an iPad (windows can be resized) rather than a phone (always full screen).
    public var isPad: Bool
    /// Whether it turns (a custom screen has one orientation).
    public var canRotate: Bool
    /// The portrait width in points.
    public var portraitWidth: Double
    /// The portrait height in points.
    public var portraitHeight: Double

    /// Creates a screen.
    public init(
      name: String, isPad: Bool, canRotate: Bool, portraitWidth: Double, portraitHeight: Double
    ) {
      self.name = name
      self.isPad = isPad
      self.canRotate = canRotate
      self.portraitWidth = portraitWidth
      self.portraitHeight = portraitHeight
    }
  }

  /// The shorter side from which a custom screen counts as an iPad (the engine's rule for custom
  /// screens, `Device(_:orientation:id:)` in `AutoLayout`).
  public static let customPadShorterSide = 700.0
  /// The narrowest window an iPad app gets (docs/UIKitFacts.md §12).
  public static let narrowestPadWindow = 320.0

  /// The screen `reference` names, from `table` for a device id (nil when the table does not
  /// know it, or no table is given).
  public static func screen(for reference: DeviceReference, table: DeviceTable?) -> Screen? {
    switch reference.screen {
    case .custom(let custom):
      return Screen(
        name: reference.text,
        isPad: Swift.min(custom.width, custom.height) >= customPadShorterSide, canRotate: false,
        portraitWidth: custom.width, portraitHeight: custom.height)
    case .named(let id):
      guard let entry = table?.entry(named: id) else { return nil }
      return Screen(
        name: reference.text, isPad: entry.idiom == .pad, canRotate: true,
        portraitWidth: entry.width, portraitHeight: entry.height)
    }
  }

  /// For each step's change in order (nil: the step changes nothing), why `screen`, starting in
  /// `orientation`, cannot go through it. A step with a problem leaves the device as it was.
  public static func problems(
    changes: [DeviceChange?], screen: Screen, orientation start: DeviceOrientation
  ) -> [(step: Int, message: String)] {
    var problems: [(step: Int, message: String)] = []
    var orientation = start
    for (index, change) in changes.enumerated() {
      guard let change else { continue }
      let width = orientation == .portrait ? screen.portraitWidth : screen.portraitHeight
      switch change {
      case .rotate(let target):
        if !screen.canRotate && target != orientation {
          problems.append(
            (
              index,
              "\(screen.name) cannot rotate: a custom screen has one orientation; "
                + "describe the rotated screen as another device"
            ))
        } else {
          orientation = target
        }
      case .resize(let asked):
        switch asked {
        case .layout(let layout):
          if !screen.isPad && layout != .fullScreen {
            problems.append(
              (
                index,
                "\(screen.name) cannot take the \"\(layout.rawValue)\" layout: a phone runs apps full screen"
              ))
          }
        case .points(let points):
          if screen.isPad {
            if points < narrowestPadWindow || points > width {
              problems.append(
                (
                  index,
                  "\(screen.name) cannot give the app a window \(PointsText.format(points)) pt wide "
                    + "(an iPad window is \(PointsText.format(narrowestPadWindow)) to \(PointsText.format(width)) pt wide "
                    + "held \(orientation.rawValue))"
                ))
            }
          } else if points != width {
            problems.append(
              (
                index,
                "\(screen.name) cannot give the app a window \(PointsText.format(points)) pt wide "
                  + "(a phone runs apps full screen, \(PointsText.format(width)) pt wide held \(orientation.rawValue))"
              ))
          }
        }
      case .keyboard, .contentSize:
        // Every device of the table and every custom screen has a keyboard and text sizes.
        break
      }
    }
    return problems
  }
}
