import Cassowary

/// What holds each of a view's four unknowns where the last layout pass put it: its x and y in
/// its superview, its width and its height.
public struct FrameDetermination: Sendable, Hashable {
  /// The constraints holding the view's x (its leading edge in the superview's coordinates).
  public var x: [LoggedConstraint]
  /// The constraints holding its y.
  public var y: [LoggedConstraint]
  /// The constraints holding its width.
  public var width: [LoggedConstraint]
  /// The constraints holding its height.
  public var height: [LoggedConstraint]
}

extension LayoutStage {
  /// The constraints that hold `view`'s frame where it is, unknown by unknown, as of the last
  /// layout pass: those tight at the solution whose markers the solver's row for the unknown
  /// depends on (program-made, UIKit's and the autoresizing mask's, in activation order); nil
  /// when the view is not laid out by an engine.
  public func determination(of view: UIView) -> FrameDetermination? {
    guard let engine = view.layoutEngineIfPresent else { return nil }
    let variables = view.variables
    func held(_ variable: Variable) -> [LoggedConstraint] {
      engine.constraintsDetermining(variable).map { LoggedConstraint($0) }
    }
    return FrameDetermination(
      x: held(variables.minX), y: held(variables.minY), width: held(variables.width),
      height: held(variables.height))
  }
}
