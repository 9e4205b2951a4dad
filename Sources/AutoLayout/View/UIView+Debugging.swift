import Cassowary

extension UIView {
  /// Whether the view's constraints leave it more than one possible frame, a debugging check UIKit
  /// offers: true means some position or size is not pinned down, so layout picks one arbitrarily.
  /// Use `constraintsAffectingLayout(for:)` to see which constraints are involved
  /// (docs/UIKitFacts.md §4.6). Here the position of a tree's root view is not part of the
  /// question.
  public var hasAmbiguousLayout: Bool {
    LayoutPass.run(from: self)
    guard let engine = layoutEngineIfPresent else { return false }
    return engine.isAmbiguous(variables, includePosition: storedSuperview != nil)
  }

  /// The constraints that take part in placing the view along `axis` (its centre x and width for
  /// `.horizontal`, its centre y and height for `.vertical`), yours and UIKit's own (margins,
  /// intrinsic size, autoresizing), for debugging (docs/UIKitFacts.md §4.6).
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    LayoutPass.run(from: self)
    return layoutEngineIfPresent?.constraintsAffecting(self, axis: axis) ?? []
  }

  /// For debugging: moves a view with an ambiguous layout to another frame its constraints allow
  /// just as well, to show what is not pinned down. UIKit picks one at random; here each ambiguous
  /// position or size moves 40 points, so runs repeat (docs/UIKitFacts.md §4.6).
  public func exerciseAmbiguityInLayout() {
    LayoutPass.run(from: self)
    guard let engine = layoutEngineIfPresent, storedSuperview != nil else { return }
    let variables = [
      self.variables.minX, self.variables.minY, self.variables.width, self.variables.height,
    ]
    var probes: [Constraint] = []
    for variable in variables where !engine.solver.isUniquelyDetermined(variable) {
      let target = engine.solver.value(of: variable) + 40
      // The weakest level only picks among solutions the real constraints already allow.
      let probe = Constraint(
        LinearExpression(variable) - LinearExpression(constant: target), .equal,
        strength: .optional(0.001))
      if (try? engine.solver.add(probe)) != nil { probes.append(probe) }
    }
    guard !probes.isEmpty else { return }
    applyLayoutFrame(solvedFrame(in: engine))
    for probe in probes { try? engine.solver.remove(probe) }
  }
}
