import Cassowary

extension UIView {
  /// Whether another frame would satisfy the constraints just as well (UIKit's debugging API).
  /// The position of a tree's root view is not part of the question.
  public var hasAmbiguousLayout: Bool {
    LayoutPass.run(from: self)
    guard let engine = layoutEngineIfPresent else { return false }
    return engine.isAmbiguous(variables, includePosition: storedSuperview != nil)
  }

  /// The constraints that take part in placing the view along an axis (program- and UIKit-made).
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    LayoutPass.run(from: self)
    return layoutEngineIfPresent?.constraintsAffecting(self, axis: axis) ?? []
  }

  /// Moves an ambiguous view to another valid frame (deterministically: 40 points further along
  /// each ambiguous variable), as UIKit does to show ambiguity.
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
