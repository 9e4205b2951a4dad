/// How the standard styles place `imageView`, `textLabel` and `detailTextLabel` in the content
/// view, and how tall a standard cell is (docs/UIKitFacts.md §10.5). UIKit lays these labels out
/// with frames, not constraints; so does this.
extension UITableViewCell {
  /// `textLabel`, `detailTextLabel` or `imageView` if the program made it (asking for one by its
  /// property makes it; a harness must not).
  public func existingStandardView(_ name: String) -> UIView? {
    switch name {
    case "textLabel": storedTextLabel
    case "detailTextLabel": storedDetailTextLabel
    case "imageView": storedImageView
    default: nil
    }
  }

  /// Whether the content view holds constraints (then the cell sizes from them, not from the
  /// standard labels).
  var contentUsesConstraints: Bool {
    contentView.subtreePreorder.contains { !$0.installedConstraints.isEmpty }
  }

  func layOutStandardLabels() {
    let bounds = contentView.bounds
    let margin = contentSideMargin
    let scale = displayScale
    var leading = margin
    if let imageView = storedImageView, let image = imageView.image {
      let size = image.size
      let y = PixelGrid.round((bounds.height - size.height) / 2, scale: scale)
      imageView.frame = CGRect(x: margin, y: y, width: size.width, height: size.height)
      leading = margin + size.width + 16
    }
    let available = max(0, bounds.width - leading - margin)
    let text = storedTextLabel
    let detail = storedDetailTextLabel
    let textSize = text.map { labelSize($0, maxWidth: available) } ?? .zero
    let detailSize = detail.map { labelSize($0, maxWidth: available) } ?? .zero
    func centered(_ height: CGFloat) -> CGFloat {
      PixelGrid.round((bounds.height - height) / 2, scale: scale)
    }
    switch style {
    case .default:
      text?.frame = CGRect(x: leading, y: 0, width: available, height: bounds.height)
    case .subtitle:
      let top = centered(textSize.height + detailSize.height)
      text?.frame = CGRect(x: leading, y: top, width: available, height: textSize.height)
      detail?.frame = CGRect(
        x: leading, y: top + textSize.height, width: available, height: detailSize.height)
    case .value1:
      text?.frame = CGRect(
        x: leading, y: centered(textSize.height), width: textSize.width, height: textSize.height)
      detail?.frame = CGRect(
        x: bounds.width - margin - detailSize.width, y: centered(detailSize.height),
        width: detailSize.width, height: detailSize.height)
    case .value2:
      let column = PixelGrid.round(bounds.width * 0.25, scale: scale)
      text?.frame = CGRect(
        x: leading, y: centered(textSize.height), width: column, height: textSize.height)
      let detailX = leading + column + 6
      detail?.frame = CGRect(
        x: detailX, y: centered(detailSize.height),
        width: max(0, bounds.width - detailX - margin), height: detailSize.height)
    }
  }

  private func labelSize(_ label: UILabel, maxWidth: CGFloat) -> CGSize {
    let size = label.sizeThatFits(CGSize(width: maxWidth, height: 0))
    return CGSize(width: min(size.width, maxWidth), height: size.height)
  }

  /// A standard cell's height: its labels (or image) plus the padding above and below, at least
  /// the default row height.
  func standardHeight(forWidth width: CGFloat) -> CGFloat {
    let margin = contentSideMargin
    var leading = margin
    var imageHeight: CGFloat = 0
    if let image = storedImageView?.image {
      leading += image.size.width + 16
      imageHeight = image.size.height
    }
    let available = max(0, width - leading - margin)
    let text =
      storedTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: 0)).height } ?? 0
    let detail =
      storedDetailTextLabel.map { $0.sizeThatFits(CGSize(width: available, height: 0)).height } ?? 0
    let labels = style == .subtitle ? text + detail : max(text, detail)
    let content = max(labels, imageHeight) + 2 * TableViewMetrics.standardCellVerticalPadding
    return max(TableViewMetrics.defaultRowHeight, content)
  }
}
