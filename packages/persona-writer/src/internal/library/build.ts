/** Builders of the library's blueprints (fields, children, the blueprint itself). */
import type { Blueprint } from "@cis/blueprint"

type Field = Blueprint.BlueprintField
type Numeric = Blueprint.NumericDistribution
/** Value → relative weight. */
export type Weights = Readonly<Record<string, number>>

/** A truncated normal on [min, max]; integer unless `integer` is false. */
export const n = (min: number, max: number, mean: number, sd: number, integer = true): Numeric =>
  integer ? { min, max, mean, sd, integer: true } : { min, max, mean, sd }

/** A root categorical field, with its values in order when `ordered` is given. */
export const categorical = (
  name: string,
  description: string,
  weights: Weights,
  ordered?: ReadonlyArray<string>
): Field => ({
  name,
  kind: "categorical",
  description,
  parents: [],
  categorical: { weights },
  ...(ordered !== undefined ? { ordered_values: ordered } : {})
})

/** A root numeric field. */
export const numeric = (name: string, description: string, dist: Numeric): Field => ({
  name,
  kind: "numeric",
  description,
  parents: [],
  numeric: dist
})

/** A text field (written per persona). */
export const text = (name: string, description: string): Field => ({
  name,
  kind: "text",
  description,
  parents: []
})

/** A categorical child of one categorical parent: one rule per listed parent value. */
export const categoricalChild = (
  name: string,
  description: string,
  parent: string,
  rules: Readonly<Record<string, Weights>>,
  options: { readonly fallback?: Weights; readonly ordered?: ReadonlyArray<string> } = {}
): Field => ({
  name,
  kind: "categorical",
  description,
  parents: [parent],
  conditionals: Object.entries(rules).map(([value, weights]) => ({
    when: { [parent]: value },
    categorical: { weights }
  })),
  ...(options.fallback !== undefined ? { categorical: { weights: options.fallback } } : {}),
  ...(options.ordered !== undefined ? { ordered_values: options.ordered } : {})
})

/** A numeric child of one categorical parent: one rule per listed parent value. */
export const numericChild = (
  name: string,
  description: string,
  parent: string,
  rules: Readonly<Record<string, Numeric>>,
  fallback?: Numeric
): Field => ({
  name,
  kind: "numeric",
  description,
  parents: [parent],
  conditionals: Object.entries(rules).map(([value, numeric]) => ({ when: { [parent]: value }, numeric })),
  ...(fallback !== undefined ? { numeric: fallback } : {})
})

/** A blueprint whose `order` is the sampled fields in the given order. */
export const blueprint = (
  domain: string,
  fields: ReadonlyArray<Field>,
  constraints: ReadonlyArray<Blueprint.Constraint>
): Blueprint.Blueprint => ({
  domain,
  order: fields.filter((f) => f.kind !== "text").map((f) => f.name),
  fields,
  constraints
})

/** The gender field shared by most domains. */
export const GENDER = categorical("gender", "Gender identity", { female: 50, male: 48, "non-binary": 2 })
