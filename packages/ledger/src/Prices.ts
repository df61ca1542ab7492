/**
 * The price table: what each billable action costs, in credits.
 *
 * A price is `base + per_unit * units`, where `units` is the action's size (the persona
 * `count` of `personas.generate`; 1 for every flat-priced action). Prices are non-negative
 * integers so that balances stay exact integers.
 */

/** Component names as they appear in usage summaries (spec 2.15); foresee bills as `theoryofmind`. */
export const components = [
  "social-learning",
  "personas",
  "theoryofmind",
  "social-observability",
  "social-memory",
  "turn-taking"
] as const

/** A billing component name (spec 2.15 `per_component[].component`). */
export type Component = (typeof components)[number]

/** One action's price: `base + per_unit * units` credits. */
export interface Price {
  readonly component: Component
  readonly base: number
  readonly per_unit: number
}

/** Billable actions, keyed `<path segment>.<action>` (foresee is `foresee.foresee`). */
export type PriceTable = Readonly<Record<string, Price>>

/**
 * The default price table. Every billable action of decisions.md is listed; anything not
 * listed is free. Overridable per action with `CIS_PRICES` (see {@link parseOverrides}).
 */
export const defaultPrices: PriceTable = {
  "social-learning.extract": { component: "social-learning", base: 5, per_unit: 0 },
  "personas.generate": { component: "personas", base: 2, per_unit: 1 },
  "personas.enhance": { component: "personas", base: 3, per_unit: 0 },
  "personas.validate": { component: "personas", base: 1, per_unit: 0 },
  "social-memory.recall": { component: "social-memory", base: 1, per_unit: 0 },
  "social-memory.ask": { component: "social-memory", base: 2, per_unit: 0 },
  "social-observability.analyze": { component: "social-observability", base: 10, per_unit: 0 },
  "social-observability.audit_prepare": { component: "social-observability", base: 2, per_unit: 0 },
  "social-observability.audit_launch": { component: "social-observability", base: 20, per_unit: 0 },
  "foresee.foresee": { component: "theoryofmind", base: 5, per_unit: 0 },
  "turn-taking.submit_messages": { component: "turn-taking", base: 1, per_unit: 0 },
  "turn-taking.respond": { component: "turn-taking", base: 1, per_unit: 0 }
}

/** Largest price a single call may have; keeps every sum far inside 32-bit integers. */
export const maxPrice = 1_000_000

/**
 * The price of `units` of `action`: `base + per_unit * units`.
 * Returns `undefined` for an action that is not in the table (not billable).
 */
export const priceOf = (
  table: PriceTable,
  action: string,
  units = 1
): { readonly component: Component; readonly amount: number } | undefined => {
  const price = table[action]
  if (price === undefined) return undefined
  return { component: price.component, amount: price.base + price.per_unit * Math.max(0, Math.trunc(units)) }
}

const isComponent = (u: unknown): u is Component =>
  typeof u === "string" && (components as ReadonlyArray<string>).includes(u)
const isCredit = (u: unknown): u is number =>
  typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= maxPrice

/**
 * Applies a `CIS_PRICES` document to a table. The document is a JSON object keyed by action;
 * each value is either a flat price (a non-negative integer) or `{ base, per_unit }`
 * (`component` optional, defaulting to the existing entry's). Unknown actions need a
 * `component`. Returns the merged table or the list of problems found.
 */
export const parseOverrides = (
  table: PriceTable,
  doc: unknown
):
  | { readonly _tag: "Right"; readonly table: PriceTable }
  | { readonly _tag: "Left"; readonly problems: ReadonlyArray<string> } => {
  const problems: Array<string> = []
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    return { _tag: "Left", problems: ["the price table must be a JSON object keyed by action"] }
  }
  const out: Record<string, Price> = { ...table }
  for (const [action, value] of Object.entries(doc)) {
    const existing = table[action]
    if (isCredit(value)) {
      if (existing === undefined) {
        problems.push(`${action}: unknown action; give { "component", "base", "per_unit" }`)
        continue
      }
      out[action] = { component: existing.component, base: value, per_unit: 0 }
      continue
    }
    if (typeof value !== "object" || value === null) {
      problems.push(`${action}: expected a non-negative integer or { base, per_unit }`)
      continue
    }
    const v = value as Record<string, unknown>
    const component = v.component ?? existing?.component
    const base = v.base ?? existing?.base ?? 0
    const perUnit = v.per_unit ?? existing?.per_unit ?? 0
    if (!isComponent(component)) problems.push(`${action}: component must be one of ${components.join(", ")}`)
    if (!isCredit(base)) problems.push(`${action}: base must be an integer between 0 and ${maxPrice}`)
    if (!isCredit(perUnit)) problems.push(`${action}: per_unit must be an integer between 0 and ${maxPrice}`)
    if (isComponent(component) && isCredit(base) && isCredit(perUnit)) {
      out[action] = { component, base, per_unit: perUnit }
    }
  }
  return problems.length > 0 ? { _tag: "Left", problems } : { _tag: "Right", table: out }
}
