/**
 * Constraint right-hand sides through `@cis/blueprint`'s `Expression`: parse once, evaluate per
 * persona, compare with its relative-epsilon `holds`.
 */
import { Expression } from "@cis/blueprint"
import { Either } from "effect"
import type { ConstraintOp } from "../BlueprintView.js"

/** A parsed linear expression. */
export interface CompiledExpression {
  /** Field names it reads (non-zero coefficients), in order of first appearance. */
  readonly variables: ReadonlyArray<string>
  /** Its value for the given field values (NaN when one is missing). */
  readonly evaluate: (values: Readonly<Record<string, number>>) => number
}

/** Parses `rhs`; `{error}` says where and why it does not parse. O(length). */
export const compile = (text: string): CompiledExpression | { readonly error: string } =>
  Either.match(Expression.parse(text), {
    onLeft: (e) => ({ error: `does not parse at position ${e.position}: ${e.message}` }),
    onRight: (expr) => ({
      variables: Expression.variables(expr),
      evaluate: (values) => Expression.evaluate(expr, values)
    })
  })

/**
 * `lhs op rhs` with tolerance `epsilon * max(1, |lhs|, |rhs|)` (`Expression.holds`): `>=` is
 * `lhs >= rhs - tol`, `>` is `lhs > rhs + tol`, `<=` is `lhs <= rhs + tol`, `<` is
 * `lhs < rhs - tol`, `==` is `|lhs - rhs| <= tol`; a non-finite side never holds.
 */
export const holds = (op: ConstraintOp, lhs: number, rhs: number, epsilon: number): boolean =>
  Expression.holds(op, lhs, rhs, epsilon)
