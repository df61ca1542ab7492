/**
 * Blueprint transformations behind `Infer`'s adjustments: restrict a categorical field to some of
 * its values, pin a categorical field (adding it when absent), narrow a numeric field's range, and
 * repair root categorical values that the constraints rule out. Each returns a new blueprint (the
 * input is never mutated) or the reason it cannot apply.
 * @internal
 */
import { Blueprint, Feasibility } from "@cis/blueprint"

type BP = Blueprint.Blueprint
type Field = Blueprint.BlueprintField
type Rule = Blueprint.ConditionalRule
type Numeric = Blueprint.NumericDistribution

/** A transformed blueprint with notes on side effects, or why the change cannot be made. */
export type Outcome =
  | { readonly ok: true; readonly blueprint: BP; readonly notes: ReadonlyArray<string> }
  | { readonly ok: false; readonly reason: string }

const fail = (reason: string): Outcome => ({ ok: false, reason })

const quote = (s: string): string => `'${s}'`

const replaceField = (bp: BP, name: string, f: Field): BP => ({
  ...bp,
  fields: bp.fields.map((g) => (g.name === name ? f : g))
})

const filterWeights = (
  w: Readonly<Record<string, number>>,
  keep: ReadonlySet<string>
): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const [k, v] of Object.entries(w)) if (keep.has(k)) out[k] = v
  return out
}

/** Builds a field without the optional keys that are `undefined` (exact optional properties). */
const makeField = (
  base: Field,
  parts: {
    readonly parents?: ReadonlyArray<string>
    readonly categorical?: Blueprint.CategoricalDistribution | undefined
    readonly numeric?: Numeric | undefined
    readonly conditionals?: ReadonlyArray<Rule> | undefined
    readonly ordered_values?: ReadonlyArray<string> | undefined
  }
): Field => {
  const out: {
    -readonly [K in keyof Field]?: Field[K]
  } = { name: base.name, kind: base.kind, parents: parts.parents ?? base.parents }
  if (base.description !== undefined) out.description = base.description
  const pick = <K extends "categorical" | "numeric" | "conditionals" | "ordered_values">(k: K) =>
    k in parts ? parts[k] : base[k]
  const categorical = pick("categorical")
  const numeric = pick("numeric")
  const conditionals = pick("conditionals")
  const ordered = pick("ordered_values")
  if (categorical !== undefined) out.categorical = categorical
  if (numeric !== undefined) out.numeric = numeric
  if (conditionals !== undefined && conditionals.length > 0) out.conditionals = conditionals
  if (ordered !== undefined) out.ordered_values = ordered
  return out as Field
}

/** The distribution that applies to a child for parent value `v` (single-parent rules only). */
const applicable = (f: Field, parent: string, v: string): ReadonlyArray<Rule | "own"> => {
  for (const r of f.conditionals ?? []) if (r.when[parent] === v) return [r]
  if (f.categorical !== undefined || f.numeric !== undefined) return ["own"]
  return f.conditionals ?? []
}

const singleParent = (f: Field): string | undefined => {
  const rules = f.conditionals ?? []
  if (rules.length === 0) return undefined
  const keys = new Set(rules.flatMap((r) => Object.keys(r.when)))
  if (keys.size !== 1) return undefined
  const [p] = [...keys]
  return p !== undefined && f.parents.includes(p) ? p : undefined
}

/**
 * Drops, in every child of `name`, the rules whose `when` names a value of `name` outside `keep`;
 * a child left with neither rules nor its own distribution takes the first dropped rule's.
 */
const pruneChildren = (bp: BP, name: string, keep: ReadonlySet<string>, notes: Array<string>): BP => {
  let out = bp
  for (const g of bp.fields) {
    if (!g.parents.includes(name) || g.conditionals === undefined) continue
    const kept = g.conditionals.filter((r) => r.when[name] === undefined || keep.has(r.when[name]!))
    if (kept.length === g.conditionals.length) continue
    const dropped = g.conditionals.filter((r) => !kept.includes(r))
    let own: { categorical?: Blueprint.CategoricalDistribution; numeric?: Numeric } = {}
    if (kept.length === 0 && g.categorical === undefined && g.numeric === undefined) {
      const first = dropped[0]!
      own = g.kind === "categorical" ? { categorical: first.categorical! } : { numeric: first.numeric! }
      notes.push(`${quote(g.name)} now uses one distribution, as ${quote(name)} no longer varies`)
    }
    out = replaceField(out, g.name, makeField(g, { conditionals: kept, ...own }))
  }
  return out
}

/**
 * Restricts categorical field `name` to the values in `keep` (weights of the others removed, in
 * every rule; `ordered_values` filtered; children's rules on removed values dropped). When the
 * field is a child of one categorical parent, the parent is restricted too, to the values under
 * which a kept value can occur.
 */
export const restrictValues = (bp: BP, name: string, keep: ReadonlySet<string>, depth = 0): Outcome => {
  const f = Blueprint.field(bp, name)
  if (f === undefined) return fail(`there is no field ${quote(name)}`)
  if (f.kind !== "categorical") return fail(`${quote(name)} is ${f.kind}, not categorical`)
  const notes: Array<string> = []
  const own = f.categorical === undefined ? undefined : filterWeights(f.categorical.weights, keep)
  const rules = (f.conditionals ?? [])
    .map((r) =>
      r.categorical === undefined
        ? r
        : { ...r, categorical: { weights: filterWeights(r.categorical.weights, keep) } }
    )
    .filter((r) => r.categorical === undefined || Object.keys(r.categorical.weights).length > 0)
  const ownOk = own !== undefined && Object.keys(own).length > 0
  if (!ownOk && rules.length === 0) return fail(`no value of ${quote(name)} would remain`)
  if (f.parents.length === 0 && !ownOk) return fail(`no value of ${quote(name)} would remain`)
  const restricted = makeField(f, {
    categorical: ownOk ? { weights: own } : undefined,
    conditionals: rules,
    ordered_values: f.ordered_values?.filter((v) => keep.has(v))
  })
  let out = replaceField(bp, name, restricted)
  out = pruneChildren(out, name, keep, notes)

  // the parent: keep only values under which a kept value can be drawn
  const parent = singleParent(f)
  const pf = parent === undefined ? undefined : Blueprint.field(bp, parent)
  if (parent !== undefined && pf !== undefined && pf.kind === "categorical" && depth < 4) {
    const all = Blueprint.values(pf)
    const allowed = all.filter((v) =>
      applicable(f, parent, v).some((d) => {
        const w = d === "own" ? f.categorical?.weights : d.categorical?.weights
        return w !== undefined && Object.entries(w).some(([k, x]) => keep.has(k) && x > 0)
      })
    )
    if (allowed.length > 0 && allowed.length < all.length) {
      const up = restrictValues(out, parent, new Set(allowed), depth + 1)
      if (!up.ok) return up
      out = up.blueprint
      notes.push(`${quote(parent)} restricted to ${allowed.map(quote).join(", ")} to match`, ...up.notes)
    }
  }
  return { ok: true, blueprint: out, notes }
}

/**
 * Pins categorical field `name` to `values` (equal weights): a root with those weights, replacing
 * the field's distribution (a child becomes a root), or a new root field added before the text
 * fields when the blueprint has none of that name.
 */
export const pinCategorical = (
  bp: BP,
  name: string,
  values: ReadonlyArray<string>,
  description: string
): Outcome => {
  if (values.length === 0) return fail("no value given")
  const weights: Record<string, number> = {}
  for (const v of values) weights[v] = 1
  const f = Blueprint.field(bp, name)
  const notes: Array<string> = []
  if (f === undefined) {
    const added: Field = { name, kind: "categorical", description, parents: [], categorical: { weights } }
    const at = bp.fields.findIndex((g) => g.kind === "text")
    const fields = at < 0 ? [...bp.fields, added] : [...bp.fields.slice(0, at), added, ...bp.fields.slice(at)]
    notes.push(`added the field ${quote(name)}`)
    return { ok: true, blueprint: { ...bp, fields, order: [...bp.order, name] }, notes }
  }
  if (f.kind === "numeric") return fail(`${quote(name)} is numeric`)
  const pinned: Field = {
    name,
    kind: "categorical",
    description: f.description ?? description,
    parents: [],
    categorical: { weights }
  }
  let out: BP = replaceField(bp, name, pinned)
  if (f.kind === "text") out = { ...out, order: [...out.order, name] }
  out = pruneChildren(out, name, new Set(values), notes)
  return { ok: true, blueprint: out, notes }
}

const clampDist = (d: Numeric, lo: number, hi: number): Numeric | undefined => {
  const a = Math.max(d.min, lo)
  const b = Math.min(d.max, hi)
  if (a > b) return undefined
  if (d.integer === true && Math.ceil(a) > Math.floor(b)) return undefined
  return reshape(d, a, b)
}

/** A truncated normal on [a, b] centred on the middle; a single point becomes [a − ½, a + ½]. */
const reshape = (d: Numeric, a: number, b: number): Numeric => {
  const [min, max] = a === b ? [a - 0.5, a + 0.5] : [a, b]
  const sd = Math.max(Math.min(d.sd, (max - min) / 2), 0.1)
  const out: Numeric = { min, max, mean: (min + max) / 2, sd }
  return d.integer === true ? { ...out, integer: true } : out
}

/**
 * Narrows numeric field `name` to [lo, hi] (either side open): every distribution (own and per
 * rule) is cut to the window and re-centred (mean at the middle, sd ≤ half the width). Rules left
 * empty are dropped and their parent values removed (for single-parent fields). When nothing
 * remains — the request lies outside the field's support — the field's distribution is replaced by
 * the requested window (an open side extends by half the original width, not below 0 when the
 * field was non-negative).
 */
export const narrowNumeric = (
  bp: BP,
  name: string,
  lo: number | undefined,
  hi: number | undefined
): Outcome => {
  const f = Blueprint.field(bp, name)
  if (f === undefined) return fail(`the domain has no ${quote(name)} field`)
  if (f.kind !== "numeric") return fail(`${quote(name)} is ${f.kind}, not numeric`)
  const dists = Blueprint.numericDistributions(f)
  if (dists.length === 0) return fail(`${quote(name)} has no distribution`)
  const min = Math.min(...dists.map((d) => d.min))
  const max = Math.max(...dists.map((d) => d.max))
  const L = lo ?? min
  const H = hi ?? max
  if (L > H) return fail(`the range ${L}-${H} is empty`)
  const notes: Array<string> = []
  const own = f.numeric === undefined ? undefined : clampDist(f.numeric, L, H)
  const rules: Array<Rule> = []
  const dropped: Array<Rule> = []
  for (const r of f.conditionals ?? []) {
    const d = r.numeric === undefined ? undefined : clampDist(r.numeric, L, H)
    if (d === undefined) dropped.push(r)
    else rules.push({ ...r, numeric: d })
  }
  if (own === undefined && rules.length === 0) {
    const width = Math.max(1, (max - min) / 2)
    const a = lo ?? Math.max(min >= 0 ? 0 : Number.NEGATIVE_INFINITY, (hi ?? max) - width)
    const b = hi ?? a + width
    const template = f.numeric ?? dists[0]!
    const replaced = makeField(f, { numeric: reshape(template, a, b), conditionals: [] })
    notes.push(`${quote(name)} was outside the requested range everywhere, so its range was replaced`)
    return { ok: true, blueprint: replaceField(bp, name, replaced), notes }
  }
  let out = replaceField(bp, name, makeField(f, { numeric: own, conditionals: rules }))
  const parent = singleParent(f)
  const pf = parent === undefined ? undefined : Blueprint.field(bp, parent)
  if (dropped.length > 0 && parent !== undefined && pf !== undefined && pf.kind === "categorical") {
    const all = Blueprint.values(pf)
    const lost = new Set(dropped)
    const allowed = all.filter((v) =>
      applicable(f, parent, v).some((d) => (d === "own" ? own !== undefined : !lost.has(d)))
    )
    if (allowed.length === 0) return fail(`no value of ${quote(parent)} allows that range of ${quote(name)}`)
    if (allowed.length < all.length) {
      const up = restrictValues(out, parent, new Set(allowed))
      if (!up.ok) return up
      out = up.blueprint
      const removed = all.filter((v) => !allowed.includes(v))
      notes.push(
        `${quote(parent)} values ${removed.map(quote).join(", ")} removed (they do not allow that ${name})`,
        ...up.notes
      )
    }
  }
  return { ok: true, blueprint: out, notes }
}

/**
 * Makes a structurally valid blueprint feasible by removing root categorical values under which
 * the constraints cannot hold (`Feasibility` conflicts with a `when`), a few rounds at most.
 * Returns the blueprint and the remaining problems (empty when it validates).
 */
export const repair = (
  bp: BP
): {
  readonly blueprint: BP
  readonly problems: ReadonlyArray<Blueprint.BlueprintProblem>
  readonly notes: ReadonlyArray<string>
} => {
  let out = bp
  const notes: Array<string> = []
  for (let round = 0; round < 6; round++) {
    const structural = Blueprint.validateStructure(out)
    if (structural.length > 0) return { blueprint: out, problems: structural, notes }
    const analysis = Feasibility.analyse(out)
    const problems = Feasibility.problems(analysis)
    if (problems.length === 0) return { blueprint: out, problems, notes }
    const byField = new Map<string, Set<string>>()
    for (const c of analysis.conflicts) {
      if (c.when === undefined) continue
      const s = byField.get(c.when.field) ?? new Set<string>()
      s.add(c.when.value)
      byField.set(c.when.field, s)
    }
    if (byField.size === 0) return { blueprint: out, problems, notes }
    let changed = false
    for (const [name, bad] of byField) {
      const f = Blueprint.field(out, name)
      if (f === undefined) continue
      const keep = Blueprint.values(f).filter((v) => !bad.has(v))
      if (keep.length === 0) continue
      const r = restrictValues(out, name, new Set(keep))
      if (!r.ok) continue
      out = r.blueprint
      changed = true
      notes.push(
        `removed ${quote(name)} values ${[...bad].map(quote).join(", ")} (the constraints cannot hold for them)`,
        ...r.notes
      )
    }
    if (!changed) return { blueprint: out, problems, notes }
  }
  return { blueprint: out, problems: Blueprint.validate(out), notes }
}
