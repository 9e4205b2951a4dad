extension UIView {
  /// The view's rectangle in its superview's coordinates: its position (`origin`) and size. With
  /// Auto Layout, layout sets it from the solved constraints; read it after a layout pass
  /// (`viewDidLayoutSubviews()`, `layoutSubviews()` or `layoutIfNeeded()`). Setting it yourself
  /// lasts only until the next pass, unless the view translates its frame into constraints
  /// (`translatesAutoresizingMaskIntoConstraints`), which then pin it there (docs/UIKitFacts.md
  /// §5.3, §8.9).
  public var frame: CGRect {
    get { storedFrame }
    set {
      var newValue = newValue
      if let forced = forcedSize { newValue.size = forced }
      let sizeChanged = newValue.size != storedFrame.size
      if newValue != storedFrame {
        AnimationRecorder.frameWillChange(self, from: storedFrame, to: newValue)
      }
      storedFrame = newValue
      lastFrameSetting = LayoutStage.FrameSetting(
        superviewSize: storedSuperview?.storedFrame.size,
        during: LayoutCallbackLog.shared.running)
      captureAutoresizingSnapshot()
      if translatesAutoresizingMaskIntoConstraints || storedSuperview == nil {
        markSystemConstraintsDirty()
      }
      if sizeChanged { sizeDidChange() }
      storedSuperview?.setNeedsLayout()
    }
  }

  /// The view's rectangle in its own coordinates: its size, and an origin that is (0, 0) unless you
  /// scroll the content (a scroll view's `contentOffset` is its bounds origin). Changing the size
  /// keeps the `center` where it is (docs/UIKitFacts.md §8.9).
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      boundsOrigin = newValue.origin
      guard newValue.size != storedFrame.size else { return }
      // Changing the bounds size keeps the centre where it is.
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
        width: newValue.size.width, height: newValue.size.height)
    }
  }

  /// The centre of the view's frame, in its superview's coordinates. Layout sets it together with
  /// `bounds`; frame animations move it.
  public var center: CGPoint {
    get {
      CGPoint(
        x: storedFrame.origin.x + storedFrame.size.width / 2,
        y: storedFrame.origin.y + storedFrame.size.height / 2)
    }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.size.width / 2, y: newValue.y - storedFrame.size.height / 2,
        width: storedFrame.size.width, height: storedFrame.size.height)
    }
  }

  /// Applies a frame the layout engine solved (does not regenerate autoresizing constraints).
  func applyLayoutFrame(_ rect: CGRect) {
    guard rect != storedFrame else { return }
    let sizeChanged = rect.size != storedFrame.size
    AnimationRecorder.frameWillChange(self, from: storedFrame, to: rect)
    storedFrame = rect
    if sizeChanged { sizeDidChange() }
  }

  func sizeDidChange() {
    needsLayoutFlag = true
    sizeDidChangeHook()
  }

  /// The frame of the view in window (root) coordinates.
  var frameInRoot: CGRect {
    CGRect(origin: convert(CGPoint.zero, to: nil), size: storedFrame.size)
  }

  /// The point given in this view's coordinates, in `view`'s coordinates (nil: the window's). Both
  /// views must be in the same tree.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// The point given in `view`'s coordinates (nil: the window's), in this view's coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view.map { $0.pointInRoot(point) } ?? point
    return pointFromRoot(inRoot)
  }

  /// The rectangle given in this view's coordinates, in `view`'s coordinates (nil: the window's);
  /// `convert(subview.frame, to: nil)` from the superview gives a subview's place on screen.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// The rectangle given in `view`'s coordinates (nil: the window's), in this view's coordinates.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    var p = point
    var view: UIView? = self
    while let current = view, current.storedSuperview != nil {
      p.x += current.storedFrame.origin.x - current.boundsOrigin.x
      p.y += current.storedFrame.origin.y - current.boundsOrigin.y
      view = current.storedSuperview
    }
    return p
  }

  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let origin = pointInRoot(.zero)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The points-to-pixels scale of the screen the view is on.
  var displayScale: CGFloat {
    if let window, let device = window.device { return device.scale }
    return UIScreen.main.scale
  }
}
