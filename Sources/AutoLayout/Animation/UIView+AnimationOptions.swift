extension UIView {
  /// Options for `UIView.animate(withDuration:delay:options:animations:completion:)`: one timing
  /// curve (ease in-out by default), repetition, and how a block combines with animations already
  /// running (docs/UIKitFacts.md §7.1). Here the curves, `.layoutSubviews`,
  /// `.beginFromCurrentState`, `.repeat`, `.autoreverse`, `.overrideInheritedDuration` and
  /// `.overrideInheritedCurve` take effect; the rest change nothing a layout shows (touch handling,
  /// redrawing, frame rates, transition pictures).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Wraps option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the changed views' subviews inside the animation, so they animate with their
    /// superview (docs/UIKitFacts.md §7.1).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the animating views take touches; no effect on layout.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen rather than from the current value. Frame animations already
    /// add up since iOS 8, so this matters for alpha only (docs/UIKitFacts.md §7.3).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation forwards, then backwards; use it with `.repeat`, since without it the
    /// views snap to the end values once it is done (docs/UIKitFacts.md §7.1).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A block nested in another keeps its own duration instead of taking the rest of its parent's
    /// (docs/UIKitFacts.md §7.3).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A block nested in another keeps its own curve instead of its parent's (docs/UIKitFacts.md
    /// §7.3).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws the views' content during the animation; no effect on layout.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// In `transition(from:to:duration:options:completion:)`, hides one view and shows the other
    /// instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A block nested in another ignores its parent's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Starts slowly, speeds up, and slows down at the end; the default curve, Bézier (0.42,
    /// 0)(0.58, 1) (docs/UIKitFacts.md §7.1).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Starts slowly and speeds up to the end, Bézier (0.42, 0)(1, 1) (docs/UIKitFacts.md §7.1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Starts fast and slows down to the end, Bézier (0, 0)(0.58, 1) (docs/UIKitFacts.md §7.1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Moves at a constant speed (docs/UIKitFacts.md §7.1).
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition picture.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// The view flips around its vertical axis from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// The view flips around its vertical axis from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// The view curls up like a page.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// The view curls down like a page.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// The old content fades into the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// The view flips around its horizontal axis from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// The view flips around its horizontal axis from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The screen's own frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// At most 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// At most 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve in bits 16–19 (`.curveEaseInOut` when they hold another value).
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }

  /// UIKit's named timing curves, for `UIViewPropertyAnimator`: `.easeInOut`, `.easeIn`, `.easeOut`
  /// and `.linear`, the same as the `curve…` options (docs/UIKitFacts.md §7.1).
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
