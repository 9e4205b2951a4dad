extension UIView {
  /// The view's rectangle in its superview's coordinates. Setting it on a view that translates its
  /// autoresizing mask regenerates those constraints, as in UIKit.
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
      captureAutoresizingSnapshot()
      if translatesAutoresizingMaskIntoConstraints || storedSuperview == nil {
        markSystemConstraintsDirty()
      }
      if sizeChanged { sizeDidChange() }
      storedSuperview?.setNeedsLayout()
    }
  }

  /// The view's rectangle in its own coordinates (origin usually zero).
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

  /// The centre of the frame, in superview coordinates.
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

  /// Converts a point from this view's bounds to another view's bounds (nil: the window/root).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts a point from another view's bounds (nil: the window/root) to this view's bounds.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view.map { $0.pointInRoot(point) } ?? point
    return pointFromRoot(inRoot)
  }

  /// Converts a rectangle from this view's bounds to another view's bounds.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's bounds to this view's bounds.
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
