import Foundation

@testable import AutoLayout

/// A box of fixed intrinsic size given as its length along a stack's axis and its breadth across.
@MainActor
func box(length: CGFloat, breadth: CGFloat, axis: NSLayoutConstraint.Axis) -> FixedIntrinsicView {
  let view = FixedIntrinsicView()
  view.size =
    axis == .horizontal
    ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  return view
}

/// The three boxes most stack tests use: lengths 40, 60, 50 along the axis (150 in all) and
/// breadths 20, 40, 30 across it.
@MainActor
func threeBoxes(axis: NSLayoutConstraint.Axis) -> [FixedIntrinsicView] {
  [
    box(length: 40, breadth: 20, axis: axis), box(length: 60, breadth: 40, axis: axis),
    box(length: 50, breadth: 30, axis: axis),
  ]
}

/// A frame from a position and size along the axis and across it.
func stackFrame(
  _ axis: NSLayoutConstraint.Axis, along: CGFloat, length: CGFloat, across: CGFloat,
  breadth: CGFloat
) -> CGRect {
  axis == .horizontal
    ? CGRect(x: along, y: across, width: length, height: breadth)
    : CGRect(x: across, y: along, width: breadth, height: length)
}

/// A root view `length` long along the axis and `breadth` across, with the stack pinned to its
/// four edges, laid out.
@MainActor
func pinnedStack(
  _ views: [UIView], axis: NSLayoutConstraint.Axis, length: CGFloat, breadth: CGFloat,
  configure: (UIStackView) -> Void = { _ in }
) -> (root: UIView, stack: UIStackView) {
  let root = UIView(frame: stackFrame(axis, along: 0, length: length, across: 0, breadth: breadth))
  let stack = UIStackView(arrangedSubviews: views)
  stack.axis = axis
  configure(stack)
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
    stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
  ])
  root.layoutIfNeeded()
  return (root, stack)
}

/// A root of 400 × 400 with the stack pinned at its top-left corner only, so the stack takes the
/// size its arranged views give it.
@MainActor
func cornerStack(_ views: [UIView], configure: (UIStackView) -> Void = { _ in })
  -> (root: UIView, stack: UIStackView)
{
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let stack = UIStackView(arrangedSubviews: views)
  configure(stack)
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  root.layoutIfNeeded()
  return (root, stack)
}
