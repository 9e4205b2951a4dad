// Operators that build expressions and constraints, so that a system reads like its maths:
// `solver.add(xm * 2 == xl + xr)`, `solver.add((x >= 10) | .weak)`.

extension Expression {
  /// Returns `lhs + rhs`, keeping the terms of both in order.
  static func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
    var result = lhs
    result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms { result.terms.append(Term(term.variable, sign * term.coefficient)) }
    result.constant += sign * rhs.constant
    return result
  }

  /// Returns the expression with every coefficient and the constant multiplied by `factor`.
  func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

// MARK: sum

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression.combine(lhs, rhs, sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Expression, rhs: Variable) -> Expression {
  Expression.combine(lhs, Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression {
  Expression.combine(Expression(lhs), rhs, sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Variable, rhs: Variable) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Expression, rhs: Double) -> Expression {
  Expression.combine(lhs, Expression(constant: rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Double, rhs: Expression) -> Expression {
  Expression.combine(Expression(constant: lhs), rhs, sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Variable, rhs: Double) -> Expression {
  Expression.combine(Expression(lhs), Expression(constant: rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Double, rhs: Variable) -> Expression {
  Expression.combine(Expression(constant: lhs), Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Term, rhs: Term) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Term, rhs: Expression) -> Expression {
  Expression.combine(Expression(lhs), rhs, sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Expression, rhs: Term) -> Expression {
  Expression.combine(lhs, Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Term, rhs: Variable) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Variable, rhs: Term) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Term, rhs: Double) -> Expression {
  Expression.combine(Expression(lhs), Expression(constant: rhs), sign: 1)
}

/// Returns the sum of two linear quantities as an expression.
public func + (lhs: Double, rhs: Term) -> Expression {
  Expression.combine(Expression(constant: lhs), Expression(rhs), sign: 1)
}

// MARK: difference

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Expression, rhs: Expression) -> Expression {
  Expression.combine(lhs, rhs, sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Expression, rhs: Variable) -> Expression {
  Expression.combine(lhs, Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression {
  Expression.combine(Expression(lhs), rhs, sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Variable, rhs: Variable) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Expression, rhs: Double) -> Expression {
  Expression.combine(lhs, Expression(constant: rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Double, rhs: Expression) -> Expression {
  Expression.combine(Expression(constant: lhs), rhs, sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Variable, rhs: Double) -> Expression {
  Expression.combine(Expression(lhs), Expression(constant: rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Double, rhs: Variable) -> Expression {
  Expression.combine(Expression(constant: lhs), Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Term, rhs: Term) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Term, rhs: Expression) -> Expression {
  Expression.combine(Expression(lhs), rhs, sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Expression, rhs: Term) -> Expression {
  Expression.combine(lhs, Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Term, rhs: Variable) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Variable, rhs: Term) -> Expression {
  Expression.combine(Expression(lhs), Expression(rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Term, rhs: Double) -> Expression {
  Expression.combine(Expression(lhs), Expression(constant: rhs), sign: -1)
}

/// Returns the difference of two linear quantities as an expression.
public func - (lhs: Double, rhs: Term) -> Expression {
  Expression.combine(Expression(constant: lhs), Expression(rhs), sign: -1)
}

// MARK: scaling

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }

/// Returns the linear quantity divided by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// Returns the negated linear quantity.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }

/// Returns the linear quantity divided by a constant.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }

/// Returns the negated linear quantity.
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Term, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }

/// Returns the linear quantity multiplied by a constant.
public func * (lhs: Double, rhs: Term) -> Expression { Expression(rhs).scaled(by: lhs) }

/// Returns the linear quantity divided by a constant.
public func / (lhs: Term, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }

/// Returns the negated linear quantity.
public prefix func - (operand: Term) -> Expression { Expression(operand).scaled(by: -1) }

// MARK: relations

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(lhs, rhs, sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(rhs), sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), rhs, sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), Expression(rhs), sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(constant: rhs), sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(constant: lhs), rhs, sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), Expression(constant: rhs), sign: -1), .equal)
}

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(Expression(constant: lhs), Expression(rhs), sign: -1), .equal)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(lhs, rhs, sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(rhs), sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), rhs, sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), Expression(rhs), sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(constant: rhs), sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(constant: lhs), rhs, sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(
    Expression.combine(Expression(lhs), Expression(constant: rhs), sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(
    Expression.combine(Expression(constant: lhs), Expression(rhs), sign: -1), .lessThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(lhs, rhs, sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(rhs), sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), rhs, sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(Expression.combine(Expression(lhs), Expression(rhs), sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(Expression.combine(lhs, Expression(constant: rhs), sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(Expression.combine(Expression(constant: lhs), rhs, sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(
    Expression.combine(Expression(lhs), Expression(constant: rhs), sign: -1), .greaterThanOrEqual)
}

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(
    Expression.combine(Expression(constant: lhs), Expression(rhs), sign: -1), .greaterThanOrEqual)
}

// MARK: strength

/// Returns a copy of the constraint with the given strength (and weight 1).
///
/// `|` binds tighter than comparisons, so parenthesize the relation: `(x >= 10) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  constraint.withStrength(strength)
}
