extension UIView {
  /// Options for `UIView.animate`, with UIKit's raw values (UIView.h).
  ///
  /// Honoured: the four curves, `.layoutSubviews`, `.beginFromCurrentState` (for alpha; frames
  /// are additive, where it changes nothing, as in UIKit since iOS 8), `.repeat`, `.autoreverse`,
  /// `.overrideInheritedDuration` and `.overrideInheritedCurve` for nested blocks. The others are
  /// accepted and change nothing a layout can show (touch handling, content redraw, frame rates,
  /// transition styles).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Wraps option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the views changed in the block again at its end, inside the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Touches reach the views while they animate (no effect on layout).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the value on screen rather than the current model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forwards, then backwards (then snaps to the end value unless it repeats).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of its parent's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of its parent's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content while animating (no effect on layout).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in `transition(from:to:…)` instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block ignores its parent's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow start and end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Page curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The screen's frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve in bits 16–19 (`.curveEaseInOut` when they hold another value).
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }

  /// UIKit's named timing curves.
  public enum AnimationCurve: Int, Sendable {
    /// Slow start and end.
    case easeInOut = 0
    /// Slow start.
    case easeIn = 1
    /// Slow end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3
  }
}
