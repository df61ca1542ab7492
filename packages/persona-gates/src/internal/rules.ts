import type { BlueprintView, CategoricalView, FieldView, NumericView } from "../BlueprintView.js"

/** What a blueprint says about the values of one field, with conditionals folded in by union. */
export interface FieldRule {
  readonly field: FieldView
  /** Allowed categorical values (weights keys, root or any conditional, plus `ordered_values`), if known. */
  readonly allowed: ReadonlySet<string> | undefined
  /** `ordered_values` when present and non-empty. */
  readonly ordered: ReadonlySet<string> | undefined
  /** Numeric support: the root's `[min, max]` or the union of the conditional branches'. */
  readonly range: { readonly min: number; readonly max: number } | undefined
  /** True when every numeric distribution of the field is integer. */
  readonly integer: boolean
}

const categoricals = (f: FieldView): ReadonlyArray<CategoricalView> => {
  const out: Array<CategoricalView> = []
  if (f.categorical !== undefined) out.push(f.categorical)
  for (const c of f.conditionals ?? []) if (c.categorical !== undefined) out.push(c.categorical)
  return out
}

const numerics = (f: FieldView): ReadonlyArray<NumericView> => {
  const out: Array<NumericView> = []
  if (f.numeric !== undefined) out.push(f.numeric)
  for (const c of f.conditionals ?? []) if (c.numeric !== undefined) out.push(c.numeric)
  return out
}

/** Folds one field's distributions into a rule. O(total weights). */
export const fieldRule = (field: FieldView): FieldRule => {
  const cats = categoricals(field)
  const nums = numerics(field)
  const ordered =
    field.ordered_values !== undefined && field.ordered_values.length > 0
      ? new Set(field.ordered_values)
      : undefined
  let allowed: Set<string> | undefined
  if (cats.length > 0 || ordered !== undefined) {
    allowed = new Set(ordered ?? [])
    for (const c of cats) for (const k of Object.keys(c.weights)) allowed.add(k)
  }
  let range: { min: number; max: number } | undefined
  for (const n of nums) {
    range =
      range === undefined
        ? { min: n.min, max: n.max }
        : { min: Math.min(range.min, n.min), max: Math.max(range.max, n.max) }
  }
  return {
    field,
    allowed,
    ordered,
    range,
    integer: nums.length > 0 && nums.every((n) => n.integer === true)
  }
}

/** Rules for every blueprint field, by name (first definition wins on a repeated name). */
export const fieldRules = (blueprint: BlueprintView): ReadonlyMap<string, FieldRule> => {
  const out = new Map<string, FieldRule>()
  for (const f of blueprint.fields) if (!out.has(f.name)) out.set(f.name, fieldRule(f))
  return out
}

/** A root categorical field: kind categorical, no parents, with a root `categorical` distribution. */
export const isRootCategorical = (f: FieldView): f is FieldView & { readonly categorical: CategoricalView } =>
  f.kind === "categorical" &&
  (f.parents === undefined || f.parents.length === 0) &&
  f.categorical !== undefined
