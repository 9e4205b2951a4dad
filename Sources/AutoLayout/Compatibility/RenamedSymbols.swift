// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (the old spellings below are UIKit's own names)
// Spellings from before Swift 4.2: they fail to compile with a message naming the modern spelling,
// as the real SDK does.

@available(*, unavailable, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

@available(*, unavailable, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

@available(*, unavailable, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

@available(*, unavailable, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

@available(*, unavailable, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(*, unavailable, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

@available(*, unavailable, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

@available(*, unavailable, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

@available(*, unavailable, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

@available(*, unavailable, renamed: "UILayoutPriority.required")
public let UILayoutPriorityRequired = UILayoutPriority.required

@available(*, unavailable, renamed: "UILayoutPriority.defaultHigh")
public let UILayoutPriorityDefaultHigh = UILayoutPriority.defaultHigh

@available(*, unavailable, renamed: "UILayoutPriority.defaultLow")
public let UILayoutPriorityDefaultLow = UILayoutPriority.defaultLow

@available(*, unavailable, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric = UIView.noIntrinsicMetric

@available(*, unavailable, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

@available(*, unavailable, message: "use UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> UIEdgeInsets
{
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(*, unavailable, message: "use CGRect(x:y:width:height:)")
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

@available(*, unavailable, message: "use CGPoint(x:y:)")
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

@available(*, unavailable, message: "use CGSize(width:height:)")
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
  CGSize(width: width, height: height)
}

@available(*, unavailable, renamed: "CGRect.zero")
public let CGRectZero = CGRect.zero

@available(*, unavailable, renamed: "CGPoint.zero")
public let CGPointZero = CGPoint.zero

@available(*, unavailable, renamed: "CGSize.zero")
public let CGSizeZero = CGSize.zero

extension NSLayoutConstraint.Attribute {
  @available(*, unavailable, renamed: "left")
  public static var Left: Self { .left }
  @available(*, unavailable, renamed: "right")
  public static var Right: Self { .right }
  @available(*, unavailable, renamed: "top")
  public static var Top: Self { .top }
  @available(*, unavailable, renamed: "bottom")
  public static var Bottom: Self { .bottom }
  @available(*, unavailable, renamed: "leading")
  public static var Leading: Self { .leading }
  @available(*, unavailable, renamed: "trailing")
  public static var Trailing: Self { .trailing }
  @available(*, unavailable, renamed: "width")
  public static var Width: Self { .width }
  @available(*, unavailable, renamed: "height")
  public static var Height: Self { .height }
  @available(*, unavailable, renamed: "centerX")
  public static var CenterX: Self { .centerX }
  @available(*, unavailable, renamed: "centerY")
  public static var CenterY: Self { .centerY }
  @available(*, unavailable, renamed: "notAnAttribute")
  public static var NotAnAttribute: Self { .notAnAttribute }
}

extension NSLayoutConstraint.Relation {
  @available(*, unavailable, renamed: "equal")
  public static var Equal: Self { .equal }
  @available(*, unavailable, renamed: "lessThanOrEqual")
  public static var LessThanOrEqual: Self { .lessThanOrEqual }
  @available(*, unavailable, renamed: "greaterThanOrEqual")
  public static var GreaterThanOrEqual: Self { .greaterThanOrEqual }
}

@available(*, unavailable, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
