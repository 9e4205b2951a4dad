extension UIView {
  // MARK: Direction and traits

  /// The direction the view's content is laid out in: its own `semanticContentAttribute` when it
  /// forces one, otherwise the direction its superview's traits carry (the app's at the root).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified:
      return storedSuperview?.effectiveUserInterfaceLayoutDirection
        ?? UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  /// The layout direction a semantic content attribute gives.
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  /// The view's traits: the window's device traits (or the main screen's) and its direction.
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

  /// The margins constraints to the margins guide use. Reading gives the effective margins (system
  /// minimums, safe area and superview margins included); writing sets the view's own margins.
  public var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set {
      customMargins = newValue.directional(effectiveUserInterfaceLayoutDirection)
      customMarginsAreAbsolute = true
      marginsInputsChanged()
    }
  }

  /// The margins as leading/trailing values; kept in step with `layoutMargins`.
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

  /// The guide inset from the bounds by the layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let marginsGuideStorage { return marginsGuideStorage }
    let guide = makeSystemGuide("UIViewLayoutMarginsGuide")
    marginsGuideStorage = guide
    return guide
  }

  /// The guide limited to a comfortable reading width, centred in the margins guide.
  public var readableContentGuide: UILayoutGuide {
    if let readableGuideStorage { return readableGuideStorage }
    let guide = makeSystemGuide("UIViewReadableContentGuide")
    readableGuideStorage = guide
    return guide
  }

  /// The guide covering the part of the view not hidden by bars, notches and the home indicator.
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

  /// How far the safe area is inset from each edge of the view.
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
