/**
 * The structural rules of `Blueprint.validateStructure`, one function per rule, run in a fixed
 * order over a shared {@link Context} (the problems found so far, the field and order indexes).
 * Each rule only appends problems; the order of the rules is the order of the problems.
 */
import { Either } from "effect"
import type {
  Blueprint,
  BlueprintField,
  BlueprintProblem,
  CategoricalDistribution,
  ConditionalRule,
  NumericDistribution
} from "../Blueprint.js"
import * as Expression from "../Expression.js"
import { values } from "./fields.js"

/** Largest |min|, |max| accepted, so that values keep two decimals of precision when rendered. */
export const MAX_MAGNITUDE = 1e12

/** What the rules share: the blueprint, the problems so far, and the indexes the first rules build. */
export interface Context {
  readonly bp: Blueprint
  readonly problems: Array<BlueprintProblem>
  /** field name → index of its first definition (built by {@link names}) */
  readonly byName: Map<string, number>
  /** field name → its first position in `order` (built by {@link order}) */
  readonly position: Map<string, number>
}

/** One structural rule. */
export type Rule = (ctx: Context) => void

const quote = (s: string): string => `'${s}'`

const push = (ctx: Context, path: string, message: string): void => {
  ctx.problems.push({ path, message })
}

const get = (ctx: Context, name: string): BlueprintField | undefined => {
  const i = ctx.byName.get(name)
  return i === undefined ? undefined : ctx.bp.fields[i]
}

/** Field names are non-empty, not `__proto__`, and unique. */
export const names: Rule = (ctx) => {
  ctx.bp.fields.forEach((f, i) => {
    if (f.name.length === 0) push(ctx, `fields[${i}].name`, "field name must be non-empty")
    else if (f.name === "__proto__") push(ctx, `fields[${i}].name`, "'__proto__' is a reserved name")
    const seen = ctx.byName.get(f.name)
    if (seen !== undefined)
      push(ctx, `fields[${i}].name`, `duplicate field name ${quote(f.name)} (also fields[${seen}])`)
    else ctx.byName.set(f.name, i)
  })
}

/** `order` names fields, each once. */
export const order: Rule = (ctx) => {
  ctx.bp.order.forEach((name, k) => {
    if (!ctx.byName.has(name)) push(ctx, `order[${k}]`, `${quote(name)} is not a field`)
    const first = ctx.position.get(name)
    if (first !== undefined)
      push(ctx, `order[${k}]`, `${quote(name)} is listed more than once (first at order[${first}])`)
    else ctx.position.set(name, k)
  })
}

/** Every sampled field is in `order`. */
export const ordered: Rule = (ctx) => {
  ctx.bp.fields.forEach((f, i) => {
    if (f.kind !== "text" && !ctx.position.has(f.name) && ctx.byName.get(f.name) === i) {
      push(
        ctx,
        "order",
        `field ${quote(f.name)} is missing from order (every sampled field is listed exactly once)`
      )
    }
  })
}

const parent = (ctx: Context, f: BlueprintField, p: string, path: string): void => {
  if (p === f.name) {
    push(ctx, path, `${quote(f.name)} cannot be its own parent`)
    return
  }
  const pf = get(ctx, p)
  if (pf === undefined) {
    push(ctx, path, `${quote(f.name)} has unknown parent ${quote(p)}`)
    return
  }
  if (f.kind !== "text" && pf.kind === "text") {
    push(
      ctx,
      path,
      `sampled field ${quote(f.name)} cannot depend on the text field ${quote(p)} (text is not sampled)`
    )
  }
  const at = ctx.position.get(f.name)
  const pp = ctx.position.get(p)
  if (at !== undefined && pp === undefined && pf.kind !== "text") {
    push(ctx, path, `parent ${quote(p)} of ${quote(f.name)} is missing from order`)
  } else if (at !== undefined && pp !== undefined && pp > at) {
    push(ctx, path, `parent ${quote(p)} comes after ${quote(f.name)} in order (order[${pp}] vs order[${at}])`)
  }
}

/** Parents are listed once, known, not the field itself, not text (for sampled fields), and earlier in `order`. */
export const parents: Rule = (ctx) => {
  ctx.bp.fields.forEach((f, i) => {
    const seen = new Set<string>()
    f.parents.forEach((p, j) => {
      const path = `fields[${i}].parents[${j}]`
      if (seen.has(p)) push(ctx, path, `${quote(f.name)} lists parent ${quote(p)} twice`)
      seen.add(p)
      parent(ctx, f, p, path)
    })
  })
}

/** No cycle in the parent graph (independent of `order`), each cycle reported once. Depth-first search. */
export const cycles: Rule = (ctx) => {
  const state = new Map<string, 1 | 2>()
  const stack: Array<string> = []
  const reported = new Set<string>()
  const visit = (name: string): void => {
    state.set(name, 1)
    stack.push(name)
    for (const p of get(ctx, name)?.parents ?? []) {
      if (!ctx.byName.has(p) || p === name) continue
      const s = state.get(p)
      if (s === 1) {
        const cycle = [...stack.slice(stack.indexOf(p)), p]
        const key = [...cycle.slice(0, -1)].sort().join("\u0000")
        if (!reported.has(key)) {
          reported.add(key)
          push(
            ctx,
            `fields[${ctx.byName.get(name)}].parents`,
            `parent cycle: ${cycle.reverse().map(quote).join(" -> ")}`
          )
        }
      } else if (s === undefined) {
        visit(p)
      }
    }
    stack.pop()
    state.set(name, 2)
  }
  for (const f of ctx.bp.fields) if (!state.has(f.name)) visit(f.name)
}

const numeric = (ctx: Context, d: NumericDistribution, path: string, who: string): void => {
  const add = (message: string) => push(ctx, path, `${who}: ${message}`)
  const finite = (["min", "max", "mean", "sd"] as const).filter((k) => !Number.isFinite(d[k]))
  if (finite.length > 0) {
    add(`${finite.join(", ")} must be finite numbers`)
    return
  }
  if (!(d.min < d.max)) add(`min must be < max (got min ${d.min}, max ${d.max})`)
  if (!(d.sd > 0)) add(`sd must be > 0 (got ${d.sd})`)
  if (Math.abs(d.min) > MAX_MAGNITUDE || Math.abs(d.max) > MAX_MAGNITUDE) {
    add(`min and max must lie within ±${MAX_MAGNITUDE} (got min ${d.min}, max ${d.max})`)
  }
  if (d.integer === true && d.min < d.max && Math.ceil(d.min) > Math.floor(d.max)) {
    add(`integer range [${d.min}, ${d.max}] holds no integer`)
  }
}

const weights = (ctx: Context, d: CategoricalDistribution, path: string, who: string): void => {
  const entries = Object.entries(d.weights)
  if (entries.length === 0) push(ctx, path, `${who}: weights must name at least one value`)
  for (const [v, w] of entries) {
    if (v.length === 0) push(ctx, path, `${who}: a value must be a non-empty string`)
    if (!(Number.isFinite(w) && w > 0)) {
      push(ctx, `${path}.${v}`, `${who}: weight of ${quote(v)} must be a positive number (got ${w})`)
    }
  }
}

/** A text field carries no distribution, conditionals or ordered values. */
const textField = (ctx: Context, f: BlueprintField, at: string, who: string): void => {
  for (const key of ["categorical", "numeric", "conditionals", "ordered_values"] as const) {
    if (f[key] !== undefined)
      push(ctx, `${at}.${key}`, `${who} is text (written per persona): it carries no ${key}`)
  }
}

/** A sampled field's own distribution: of its kind, present for roots (which have no rules), valid. */
const ownDistribution = (ctx: Context, f: BlueprintField, at: string, who: string): void => {
  const rules = f.conditionals ?? []
  const own = f.kind === "categorical" ? f.categorical : f.numeric
  const other = f.kind === "categorical" ? "numeric" : "categorical"
  if (f[other] !== undefined)
    push(ctx, `${at}.${other}`, `${who} is ${f.kind}: it cannot carry a ${other} distribution`)
  if (f.parents.length === 0) {
    if (own === undefined) push(ctx, at, `root ${who} needs a ${f.kind} distribution`)
    if (f.conditionals !== undefined && rules.length > 0) {
      push(ctx, `${at}.conditionals`, `root ${who} has no parents, so it cannot have conditionals`)
    }
  } else if (own === undefined && rules.length === 0) {
    push(ctx, at, `${who} has parents but neither conditionals nor a ${f.kind} distribution`)
  }
  if (f.kind === "categorical" && f.categorical !== undefined)
    weights(ctx, f.categorical, `${at}.categorical.weights`, who)
  if (f.kind === "numeric" && f.numeric !== undefined) numeric(ctx, f.numeric, `${at}.numeric`, who)
}

/** A rule's `when` matches parents of the field that are categorical, by one of their values. */
const when = (ctx: Context, f: BlueprintField, r: ConditionalRule, rp: string, rwho: string): void => {
  for (const [p, v] of Object.entries(r.when)) {
    const pf = get(ctx, p)
    if (!f.parents.includes(p)) {
      push(ctx, `${rp}.when.${p}`, `${rwho}: ${quote(p)} is not a parent of ${quote(f.name)}`)
    } else if (pf === undefined) {
      // reported under parents
    } else if (pf.kind !== "categorical") {
      push(
        ctx,
        `${rp}.when.${p}`,
        `${rwho}: only categorical parents can be matched by value (${quote(p)} is ${pf.kind})`
      )
    } else {
      const vs = values(pf)
      if (!vs.includes(v)) {
        push(
          ctx,
          `${rp}.when.${p}`,
          `${rwho}: ${quote(v)} is not a value of ${quote(p)} (values: ${vs.join(", ")})`
        )
      }
    }
  }
}

/** Every conditional rule: a valid `when`, and one valid distribution of the field's kind. */
const conditionals = (ctx: Context, f: BlueprintField, at: string, who: string): void => {
  const other = f.kind === "categorical" ? "numeric" : "categorical"
  ;(f.conditionals ?? []).forEach((r, k) => {
    const rp = `${at}.conditionals[${k}]`
    const rwho = `${who} rule ${k}`
    when(ctx, f, r, rp, rwho)
    const mine = f.kind === "categorical" ? r.categorical : r.numeric
    const theirs = f.kind === "categorical" ? r.numeric : r.categorical
    if (theirs !== undefined)
      push(ctx, `${rp}.${other}`, `${rwho}: a ${f.kind} field's rule cannot carry a ${other} distribution`)
    if (mine === undefined) push(ctx, rp, `${rwho}: needs a ${f.kind} distribution`)
    else if (f.kind === "categorical" && r.categorical !== undefined) {
      weights(ctx, r.categorical, `${rp}.categorical.weights`, rwho)
    } else if (f.kind === "numeric" && r.numeric !== undefined) {
      numeric(ctx, r.numeric, `${rp}.numeric`, rwho)
    }
  })
}

/** `ordered_values` belong to categorical fields and list each of their values exactly once. */
const orderedValues = (ctx: Context, f: BlueprintField, at: string, who: string): void => {
  if (f.ordered_values === undefined) return
  const path = `${at}.ordered_values`
  if (f.kind !== "categorical") {
    push(ctx, path, `${who} is ${f.kind}: ordered_values belong to categorical fields`)
    return
  }
  const listed = f.ordered_values
  const dup = listed.filter((v, j) => listed.indexOf(v) !== j)
  if (dup.length > 0)
    push(ctx, path, `${who}: ordered_values repeat ${[...new Set(dup)].map(quote).join(", ")}`)
  const vs = values(f)
  const missing = vs.filter((v) => !listed.includes(v))
  const extra = [...new Set(listed.filter((v) => !vs.includes(v)))]
  if (missing.length > 0) push(ctx, path, `${who}: ordered_values lack ${missing.map(quote).join(", ")}`)
  if (extra.length > 0)
    push(ctx, path, `${who}: ordered_values name unknown values ${extra.map(quote).join(", ")}`)
}

/** Per field: text fields carry nothing; sampled fields' distributions, conditionals, ordered values. */
export const distributions: Rule = (ctx) => {
  ctx.bp.fields.forEach((f, i) => {
    const at = `fields[${i}]`
    const who = `field ${quote(f.name)}`
    if (f.kind === "text") return textField(ctx, f, at, who)
    ownDistribution(ctx, f, at, who)
    conditionals(ctx, f, at, who)
    orderedValues(ctx, f, at, who)
  })
}

/** Constraints: unique non-empty names, a numeric field as lhs, an rhs that parses over numeric fields. */
export const constraints: Rule = (ctx) => {
  const seenNames = new Map<string, number>()
  ctx.bp.constraints.forEach((c, i) => {
    const at = `constraints[${i}]`
    if (c.name.length === 0) push(ctx, `${at}.name`, "constraint name must be non-empty")
    const seen = seenNames.get(c.name)
    if (seen !== undefined)
      push(ctx, `${at}.name`, `duplicate constraint name ${quote(c.name)} (also constraints[${seen}])`)
    else seenNames.set(c.name, i)
    const who = `constraint ${quote(c.name)}`
    const lhs = get(ctx, c.lhs.trim())
    if (lhs === undefined) push(ctx, `${at}.lhs`, `${who}: lhs ${quote(c.lhs)} is not a field`)
    else if (lhs.kind !== "numeric")
      push(ctx, `${at}.lhs`, `${who}: lhs ${quote(c.lhs)} is ${lhs.kind}, not numeric`)
    const parsed = Expression.parse(c.rhs)
    if (Either.isLeft(parsed)) {
      push(
        ctx,
        `${at}.rhs`,
        `${who}: ${parsed.left.message} at position ${parsed.left.position} of ${JSON.stringify(c.rhs)}`
      )
      return
    }
    for (const v of Expression.variables(parsed.right)) {
      const f = get(ctx, v)
      if (f === undefined) push(ctx, `${at}.rhs`, `${who}: rhs names unknown field ${quote(v)}`)
      else if (f.kind !== "numeric")
        push(ctx, `${at}.rhs`, `${who}: rhs field ${quote(v)} is ${f.kind}, not numeric`)
    }
  })
}

/** The rules, in the order their problems are reported. */
export const rules: ReadonlyArray<Rule> = [names, order, ordered, parents, cycles, distributions, constraints]

/** Runs every rule over `bp`. */
export const check = (bp: Blueprint): Array<BlueprintProblem> => {
  const ctx: Context = { bp, problems: [], byName: new Map(), position: new Map() }
  for (const rule of rules) rule(ctx)
  return ctx.problems
}
