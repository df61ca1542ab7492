/**
 * Constraint right-hand sides through `@cis/blueprint`'s `Expression`: parse once, evaluate per
 * persona (comparisons use `Expression.holds` directly).
 */
import { Expression } from "@cis/blueprint"
import { Either } from "effect"

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
