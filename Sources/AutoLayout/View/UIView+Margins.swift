extension UIView {
  // MARK: Direction and traits

  /// The direction this view lays its content out in, left to right or right to left: its own
  /// `semanticContentAttribute` when that forces a direction, otherwise its superview's (the app's
  /// at the root). Leading and trailing anchors, directional margins and the Visual Format
  /// Language's default direction follow it; left and right never flip (docs/UIKitFacts.md §8.4).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified:
      return storedSuperview?.effectiveUserInterfaceLayoutDirection
        ?? UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  /// The direction a semantic content attribute asks for when content follows the app's language
  /// (left to right here): `.forceRightToLeft` gives right to left; `.playback` and `.spatial`
  /// always give left to right (docs/UIKitFacts.md §3.3).
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  /// The traits the view sees: its window's device traits (idiom, display scale, size classes,
  /// Dynamic Type size, interface style) and its own layout direction. A view outside a window sees
  /// the main screen's.
  public var traitCollection: UITraitCollection {
    let base = window?.deviceTraits ?? UIScreen.main.traitCollection
    return UITraitCollection(
      horizontalSizeClass: base.horizontalSizeClass, verticalSizeClass: base.verticalSizeClass,
      userInterfaceIdiom: base.userInterfaceIdiom,
      preferredContentSizeCategory: base.preferredContentSizeCategory,
      displayScale: base.displayScale,
      layoutDirection: effectiveUserInterfaceLayoutDirection)
  }

  // MARK: Layout margins

  /// The space a view keeps clear inside its edges for its content: what `layoutMarginsGuide` and
  /// the margin attributes (`.leadingMargin`, `V:|-[view]-|` in the Visual Format Language) measure
  /// from.
  ///
  /// 8 points on each side by default; a view controller's root view gets the system minimum
  /// margins instead, 16 points leading and trailing while it is at most 375 points wide and 20
  /// points when wider, 0 at the top and bottom, and any larger margins you set (docs/UIKitFacts.md
  /// §2.1, §2.2). With `insetsLayoutMarginsFromSafeArea` (the default) the margins start where the
  /// safe area does, so on an iPhone X the root view's top margin is 44 (§2.3).
  ///
  /// Reading gives the margins in effect, all of that included; setting gives the view its own
  /// margins, which `directionalLayoutMargins` shows as leading and trailing.
  public var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set {
      customMargins = newValue.directional(effectiveUserInterfaceLayoutDirection)
      customMarginsAreAbsolute = true
      marginsInputsChanged()
    }
  }

  /// The layout margins as top, leading, bottom and trailing, so that they flip with the layout
  /// direction: leading is the left margin in left-to-right layouts and the right one in
  /// right-to-left layouts. Kept in step with `layoutMargins`; 8 points on each side by default
  /// (docs/UIKitFacts.md §2.1).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { effectiveLayoutMargins.directional(effectiveUserInterfaceLayoutDirection) }
    set {
      customMargins = newValue
      customMarginsAreAbsolute = false
      marginsInputsChanged()
    }
  }

  /// The margins the program set (or the class default), as absolute insets.
  var ownMargins: UIEdgeInsets {
    if let customMargins { return customMargins.absolute(effectiveUserInterfaceLayoutDirection) }
    if let controller = controllerOwningRoot {
      return controller.systemMinimumLayoutMargins.absolute(effectiveUserInterfaceLayoutDirection)
    }
    return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  }

  /// The view controller whose root view this is.
  var controllerOwningRoot: UIViewController? {
    guard let controller = owningViewController, controller.viewIfLoaded === self else {
      return nil
    }
    return controller
  }

  /// The margins after system minimums, safe area and `preservesSuperviewLayoutMargins`
  /// (docs/UIKitFacts.md §2.2–§2.4: root views take `max(own, systemMinimum)`; margins are from the
  /// safe area when `insetsLayoutMarginsFromSafeArea`; preserving takes
  /// `max(own, superviewMargin − distance to the superview's edge)`).
  var effectiveLayoutMargins: UIEdgeInsets {
    if let currentMargins { return currentMargins }
    return computeEffectiveMargins()
  }

  func computeEffectiveMargins() -> UIEdgeInsets {
    var margins = ownMargins
    if let controller = controllerOwningRoot, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = controller.systemMinimumLayoutMargins.absolute(
        effectiveUserInterfaceLayoutDirection)
      margins = margins.maxed(with: minimum)
    }
    if insetsLayoutMarginsFromSafeArea { margins = margins + currentSafeAreaInsets }
    if preservesSuperviewLayoutMargins, let parent = storedSuperview {
      let inherited = parent.effectiveLayoutMargins
      let f = storedFrame
      let size = parent.storedFrame.size
      margins = margins.maxed(
        with: UIEdgeInsets(
          top: inherited.top - f.origin.y, left: inherited.left - f.origin.x,
          bottom: inherited.bottom - (size.height - f.origin.y - f.size.height),
          right: inherited.right - (size.width - f.origin.x - f.size.width)))
    }
    return margins
  }

  func marginsInputsChanged() {
    refreshMarginsAndSafeArea(notify: true)
    setNeedsLayout()
  }

  /// A layout guide that is the view's bounds inset by its `layoutMargins`: pin content to its
  /// anchors to keep the standard space from the view's edges (8 points for a plain view, 16 or 20
  /// at the sides of a view controller's root view, beyond the safe area; docs/UIKitFacts.md
  /// §2.1–§2.3). UIKit makes it with four constraints logged as
  /// `UIView-leftMargin-guide-constraint`, `…-rightMargin-…`, `…-topMargin-…` and
  /// `…-bottomMargin-…` (§2.5).
  public var layoutMarginsGuide: UILayoutGuide {
    if let marginsGuideStorage { return marginsGuideStorage }
    let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
    marginsGuideStorage = guide
    return guide
  }

  /// A layout guide for text that stays comfortable to read: never wider than `layoutMarginsGuide`
  /// and centred in it, and at most the readable width for the current text size, 672 points at the
  /// default (Large) size. On a phone in portrait it equals the margins guide; on a 1024-point-wide
  /// iPad in landscape it is inset 176 points on each side (docs/UIKitFacts.md §2.6).
  public var readableContentGuide: UILayoutGuide {
    if let readableGuideStorage { return readableGuideStorage }
    let guide = makeSystemGuide("UIViewReadableContentGuide")
    readableGuideStorage = guide
    return guide
  }

  /// A layout guide for the part of the view that bars, the status bar, the sensor housing and the
  /// home indicator leave visible: the bounds inset by `safeAreaInsets`. On an iPhone X in portrait
  /// it starts 44 points below the top and ends 34 above the bottom; on phones with a home button
  /// the status bar takes 20 points at the top in portrait and nothing in landscape
  /// (docs/UIKitFacts.md §3.1, §3.3). Logged as `UIViewSafeAreaLayoutGuide` (§2.5).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let safeAreaGuideStorage { return safeAreaGuideStorage }
    let guide = makeSystemGuide("UIViewSafeAreaLayoutGuide")
    safeAreaGuideStorage = guide
    return guide
  }

  private func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    markSystemConstraintsDirty()
    return guide
  }

  // MARK: Safe area

  /// How far the safe area reaches in from each edge of the view: a root view gets its device's
  /// insets (44, 0, 34, 0 on an iPhone X in portrait) plus its controller's
  /// `additionalSafeAreaInsets`; a subview gets the part of its superview's unsafe area it
  /// overlaps. 0 on every edge until the view is in a window (docs/UIKitFacts.md §2.3, §3.1, §3.3).
  public var safeAreaInsets: UIEdgeInsets { currentSafeAreaInsets }

  /// The insets inherited from the superview: the overlap of the view with the superview's
  /// unsafe region, never more than the superview's own inset (docs/UIKitFacts.md §2.3).
  func inheritedSafeAreaInsets() -> UIEdgeInsets {
    // Outside a window there is no unsafe region (the window's insets come from its device).
    guard let parent = storedSuperview else { return .zero }
    var p = parent.currentSafeAreaInsets
    if let scrollView = parent as? UIScrollView {
      // A table's inset already keeps its content clear of the safe area along its scrolling axis.
      let taken = scrollView.safeAreaTakenIntoContentInset
      p = UIEdgeInsets(
        top: p.top - taken.top, left: p.left - taken.left, bottom: p.bottom - taken.bottom,
        right: p.right - taken.right)
    }
    // A navigation or tab bar controller's bars cover part of its view: its child's root view
    // takes them into its safe area (docs/UIKitFacts.md §3.4).
    if let controller = controllerOwningRoot, let container = controller.parent as? BarContainer,
      controller.parent?.viewIfLoaded === parent
    {
      p = p.maxed(with: container.barCoverage)
    }
    // The frame in the parent's visible bounds: a scrolled parent (a table) shows its content
    // offset by its bounds origin.
    let f = storedFrame.offsetBy(dx: -parent.boundsOrigin.x, dy: -parent.boundsOrigin.y)
    let size = parent.storedFrame.size
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      Swift.min(Swift.max(value, 0), limit)
    }
    var insets = UIEdgeInsets(
      top: clamp(p.top - f.origin.y, p.top),
      left: clamp(p.left - f.origin.x, p.left),
      bottom: clamp(f.origin.y + f.size.height - (size.height - p.bottom), p.bottom),
      right: clamp(f.origin.x + f.size.width - (size.width - p.right), p.right))
    if let controller = controllerOwningRoot {
      insets = insets + controller.additionalSafeAreaInsets
    }
    return insets
  }

  /// Recomputes safe area and margins from the current frames; refreshes guide constraints and
  /// calls the change callbacks when they moved. Returns whether anything changed.
  @discardableResult
  func refreshMarginsAndSafeArea(notify: Bool) -> Bool {
    var changed = false
    if !(self is UIWindow) {
      let safe = inheritedSafeAreaInsets()
      if safe != currentSafeAreaInsets {
        currentSafeAreaInsets = safe
        changed = true
        if notify { notifySafeAreaInsetsDidChange() }
      }
    }
    let margins = computeEffectiveMargins()
    if margins != currentMargins {
      let hadMargins = currentMargins != nil
      currentMargins = margins
      changed = true
      if notify, hadMargins { notifyLayoutMarginsDidChange() }
    }
    if changed {
      markSystemConstraintsDirty()
      setNeedsLayout()
    }
    return changed
  }

  /// The readable content guide's insets: the margins plus equal extra space on the left and right
  /// so the width is at most the readable width.
  var readableContentInsets: UIEdgeInsets {
    let margins = effectiveLayoutMargins
    let available = storedFrame.size.width - margins.left - margins.right
    let extra = Swift.max(0, (available - ReadableWidth.points(for: traitCollection)) / 2)
    return UIEdgeInsets(
      top: margins.top, left: margins.left + extra, bottom: margins.bottom,
      right: margins.right + extra)
  }
}

/// The readable width of `readableContentGuide`.
///
/// 672 pt at the default (Large) text size (docs/UIKitFacts.md §2.6: an iPad landscape guide 672
/// wide, inset 176). Other text sizes are not public; we scale 672 by the body font size of the
/// category relative to 17 pt (low confidence).
enum ReadableWidth {
  static func points(for traits: UITraitCollection) -> CGFloat {
    let body = DynamicTypeSizes.pointSize(for: .body, category: traits.preferredContentSizeCategory)
    return (672 * body / 17).rounded()
  }
}
