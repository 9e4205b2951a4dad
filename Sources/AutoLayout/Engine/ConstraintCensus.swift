/// Every constraint the program made, in the order made, so a harness can tell the learner about
/// constraints that were created but never activated (UIKit keeps no such list; a forgotten
/// `isActive = true` simply has no effect there).
///
/// The census keeps the constraints alive; a harness process is short-lived, and a constraint that
/// is never active takes no part in layout whether or not it is alive.
@preconcurrency @MainActor
public enum ConstraintCensus {
  private static var constraints: [NSLayoutConstraint] = []

  static func note(_ constraint: NSLayoutConstraint) {
    constraints.append(constraint)
  }

  /// A position in the census: pass it to `neverActivated(since:)`.
  public static var mark: Int { constraints.count }

  /// The constraints made since `mark` that were never active, in the order made. Constraints
  /// whose creation was refused with an exception (see `LayoutError`) are left out: the log
  /// already reports them.
  public static func neverActivated(since mark: Int) -> [LoggedConstraint] {
    constraints.dropFirst(max(0, mark))
      .filter { $0.activationSequence == 0 && $0.creationError == nil && !$0.isActive }
      .map { LoggedConstraint($0) }
  }
}
