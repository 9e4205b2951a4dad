/// The sizes a stack view reads from its arranged views: proportional lengths, the tallest view
/// for baselines, and the multi-line labels whose widths it keeps apart.
extension UIStackView {
  /// The length a view claims in a fill-proportionally stack: its intrinsic length along the axis;
  /// for a stack view (no intrinsic size) its compressed fitting size, as UIKit's
  /// `_proportionalFillLengthForOrderedArrangement:` does; 0 for views without either.
  func proportionalFillLength(of view: UIView) -> CGFloat {
    if let stack = view as? UIStackView {
      let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      return axis == .horizontal ? size.width : size.height
    }
    let intrinsic = view.intrinsicContentSize
    let length = axis == .horizontal ? intrinsic.width : intrinsic.height
    return length == UIView.noIntrinsicMetric ? 0 : length
  }

  /// UIKit's `_calculatedIntrinsicHeight`: a row is as tall as its tallest visible view, a column
  /// as its visible views and the spacing between them.
  var calculatedIntrinsicHeight: CGFloat {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if axis == .horizontal { return visible.map(Self.calculatedIntrinsicHeight(of:)).max() ?? 0 }
    let gaps = spacing == Self.spacingUseDefault || spacing == Self.spacingUseSystem ? 0 : spacing
    return visible.map(Self.calculatedIntrinsicHeight(of:)).reduce(0, +) + gaps
      * CGFloat(max(visible.count - 1, 0))
  }

  static func calculatedIntrinsicHeight(of view: UIView) -> CGFloat {
    if let stack = view as? UIStackView { return stack.calculatedIntrinsicHeight }
    return max(view.intrinsicContentSize.height, 0)
  }

  /// The view whose baseline is the stack's: the tallest visible view of a row for the first
  /// baseline when aligned to the centre, bottom or last baseline, for the last baseline when
  /// aligned to the centre, top or first baseline; otherwise the first (last) visible view.
  func baselineView(first: Bool) -> UIView? {
    let wantsTallest: Bool
    if axis == .vertical {
      wantsTallest = false
    } else {
      switch alignment {
      case .center: wantsTallest = true
      case .trailing, .lastBaseline: wantsTallest = first
      case .leading, .firstBaseline: wantsTallest = !first
      case .fill: wantsTallest = false
      }
    }
    let visible = arrangedSubviews.filter { !$0.isHidden }
    guard wantsTallest else { return first ? visible.first : visible.last }
    var tallest: UIView?
    var height: CGFloat = 0
    for view in visible {
      let candidate = Self.calculatedIntrinsicHeight(of: view)
      if candidate > height {
        height = candidate
        tallest = view
      }
    }
    return tallest
  }

  /// Whether a view is a multi-line label, or a stack holding one (UIKit's
  /// `_ola_isCandidateForMultilineTextWidthDisambiguationWhenArranged`).
  static func isMultilineTextCandidate(_ view: UIView) -> Bool {
    if let label = view as? UILabel { return label.numberOfLines != 1 }
    if let stack = view as? UIStackView {
      return stack.arrangedSubviews.contains(where: isMultilineTextCandidate)
    }
    return false
  }

  /// Side-by-side multi-line labels would tie over who wraps; UIKit caps each at an equal share of
  /// the row: `label.width <= (1/k) × stack.width − spacing × (k − 1)/k` from priority 950 up in
  /// steps of min(25/k, 1), k the visible candidates (rows with fill, equal spacing or equal
  /// centering, at least two candidates).
  func addTextWidthDisambiguation(to list: inout StackConstraintList, items: [UIView]) {
    guard axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally
    else { return }
    let candidates = items.filter(Self.isMultilineTextCandidate)
    guard candidates.count >= 2 else { return }
    let visibleCount = candidates.filter { !$0.isHidden }.count
    let plainSpacing =
      spacing == Self.spacingUseDefault || spacing == Self.spacingUseSystem ? 0 : spacing
    let k = CGFloat(visibleCount)
    let multiplier: CGFloat = visibleCount > 0 ? 1 / k : 1
    let constant: CGFloat = visibleCount > 0 ? -(plainSpacing * (k - 1)) / k : 0
    let step = min(25 / Float(candidates.count), 1)
    for (position, view) in candidates.enumerated() {
      list.add(
        "UISV-text-width-disambiguation", anchorValue(view, .width), .lessThanOrEqual,
        anchorValue(canvasItem, .width), multiplier: multiplier, constant: constant,
        priority: UILayoutPriority(min(950 + step * Float(position), 1000)))
    }
  }
}
