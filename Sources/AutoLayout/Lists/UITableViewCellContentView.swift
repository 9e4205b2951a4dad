/// The view a cell's content goes in (`UITableViewCell.contentView`). The cell sets its frame;
/// constraints inside it meet that frame as `UIView-Encapsulated-Layout-Width/Height`.
@preconcurrency @MainActor
final class UITableViewCellContentView: UIView, EncapsulatedLayoutHost {
  var hostView: UIView { self }
}

/// The label class of a standard cell's `textLabel` and `detailTextLabel`.
@preconcurrency @MainActor
final class UITableViewLabel: UILabel {}

/// A one-pixel line under a cell (docs/UIKitFacts.md §10.2).
@preconcurrency @MainActor
final class _UITableViewCellSeparatorView: UIView {}
