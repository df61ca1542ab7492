/**
 * The read-only slice of a blueprint (spec 2.3) that the gates read. It is structural: a
 * `Blueprint.Blueprint` decoded by `@cis/blueprint` is assignable to it, and so is the plain
 * JSON of a request. Nothing here is validated; the gates only read it.
 */
import type { Expression } from "@cis/blueprint"

/** A categorical distribution: relative weights per value. */
export interface CategoricalView {
  readonly weights: { readonly [value: string]: number }
}

/** A numeric distribution: only the support `[min, max]` and integrality are read. */
export interface NumericView {
  readonly min: number
  readonly max: number
  readonly integer?: boolean | undefined
}

/** A conditional rule of a child field: the distribution used when its parents match `when`. */
export interface ConditionalView {
  readonly categorical?: CategoricalView | undefined
  readonly numeric?: NumericView | undefined
}

/** The kinds of a blueprint field. */
export type FieldKind = "categorical" | "numeric" | "text"

/** A blueprint field. A root has no (or empty) `parents`. */
export interface FieldView {
  readonly name: string
  readonly kind: FieldKind
  readonly parents?: ReadonlyArray<string> | undefined
  readonly categorical?: CategoricalView | undefined
  readonly numeric?: NumericView | undefined
  readonly conditionals?: ReadonlyArray<ConditionalView> | undefined
  readonly ordered_values?: ReadonlyArray<string> | undefined
}

/** The comparison operators of a constraint. */
export type ConstraintOp = Expression.ConstraintOp

/** A constraint: holds when `lhs op rhs`, `rhs` a linear expression of field names and numbers. */
export interface ConstraintView {
  readonly name: string
  readonly lhs: string
  readonly op: ConstraintOp
  readonly rhs: string
}

/** The parts of a blueprint the gates read: its fields (in order) and its constraints. */
export interface BlueprintView {
  readonly fields: ReadonlyArray<FieldView>
  readonly constraints?: ReadonlyArray<ConstraintView> | undefined
}
