import Foundation

@testable import AutoLayout

/// A view that uses constraints (translatesAutoresizingMaskIntoConstraints off), added to `parent`.
@MainActor
func constrainedView(in parent: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A view with a fixed intrinsic content size, like a custom control.
@MainActor
final class FixedIntrinsicView: UIView {
  var size = CGSize(width: 100, height: 40)
  override var intrinsicContentSize: CGSize { size }
}

/// Replaces every `0x…` address with `0xADDR` so log texts can be compared.
func normalizingAddresses(_ text: String) -> String {
  text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0xADDR", options: .regularExpression)
}

/// Points in `rect` as a tuple of rounded-to-1e-6 values, for exact comparisons of thirds.
func approx(_ rect: CGRect) -> [Double] {
  [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
    ($0 * 1e6).rounded() / 1e6
  }
}
