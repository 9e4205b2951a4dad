/// How a self-sizing cell measures itself: the content view is fitted at the width the table gives
/// it, and the row is exactly that tall; the separator is drawn over the row's last pixel and adds
/// nothing (docs/UIKitFacts.md §10.4, from UIKit's own
/// `systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:`).
extension UITableViewCell {
  /// The cell's height for a width: its content view's constraints fitted at the content width;
  /// a standard cell's height when the content view holds no constraints.
  /// `zeroHeight` is set when the constraints gave no height (UIKit then uses the standard height
  /// and warns once).
  func fittedHeight(forWidth width: CGFloat, zeroHeight: inout Bool) -> CGFloat {
    let contentWidth = contentViewFrame(forWidth: width, height: 0).width
    guard contentUsesConstraints else { return standardHeight(forWidth: contentWidth) }
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    guard fitted.height > 0 else {
      zeroHeight = true
      return standardHeight(forWidth: contentWidth)
    }
    return fitted.height
  }

}
