/**
 * The sampler's main loop over an explicit {@link State}: personas in index order, each drawn
 * field by field and verified on its rendered values; a dead end retries the persona, every 50
 * failures swaps one of its root categorical values with another persona's, and the budget ends
 * the run with an {@link Exhausted} outcome.
 */
import type * as Feasibility from "../../Feasibility.js"
import { totalVariationDistance } from "../../Quota.js"
import * as Rng from "../../Rng.js"
import type { ConstraintReport, Marginal, Persona, SamplingReport } from "../../Sampler.js"
import type { Model } from "../model.js"
import { DARK_AFTER, drawCategorical, drawNumeric, holdsFor } from "./draw.js"
import { makePlan, type Plan } from "./plan.js"
import { makeState, OK, type Outcome, type State } from "./state.js"

/** Options of {@link run}: the checked count and seed, and the rejection budget. */
export interface RunOptions {
  readonly count: number
  readonly seed: Rng.Seed
  readonly maxPer: number
  readonly maxTotal: number
}

/** The rejection budget ran out (the fields of `Sampler.SamplingExhausted`). */
export interface Exhausted {
  readonly _tag: "Exhausted"
  readonly constraint: string
  readonly tries: number
  readonly persona: number
  readonly attempts: number
  readonly failures: Readonly<Record<string, number>>
}

/** The personas and the report. */
export interface Done {
  readonly _tag: "Done"
  readonly personas: Array<Persona>
  readonly report: SamplingReport
}

/** One attempt at persona `persona`: every field in order, then every constraint on the rendered values. */
const attempt = (plan: Plan, s: State, persona: number, tries: number): Outcome => {
  const { fields, nums, rts } = plan
  for (let i = 0; i < fields.length; i++) {
    if (fields[i]!.kind === "categorical") drawCategorical(plan, s, i, persona)
    else {
      const drawn = drawNumeric(plan, s, nums[i]!, persona, tries)
      if (drawn !== OK) return drawn
    }
  }
  let failed = -1
  for (const rc of rts) {
    s.attempted[rc.c.index]!++
    if (holdsFor(rc, s.num)) s.accepted[rc.c.index]!++
    else if (failed < 0) failed = rc.c.index
  }
  return failed >= 0 ? failed : OK
}

const exhausted = (plan: Plan, s: State, persona: number, tries: number): Exhausted => {
  const { rts } = plan
  let worst = 0
  for (let k = 1; k < rts.length; k++) if (s.personaFailures[k]! > s.personaFailures[worst]!) worst = k
  const failures: Record<string, number> = {}
  rts.forEach((rc, k) => {
    if (s.failures[k]! > 0) failures[rc.c.name] = s.failures[k]!
  })
  return {
    _tag: "Exhausted",
    constraint: rts[worst]?.c.name ?? "",
    tries,
    persona,
    attempts: s.attempts,
    failures
  }
}

/**
 * Swaps one root categorical value of `persona` with another persona's (quotas unchanged), so a
 * combination of root values that cannot work moves elsewhere; a finished persona whose value
 * changed goes back to the end of the queue.
 */
const swapRoot = (
  plan: Plan,
  s: State,
  persona: number,
  results: Array<Persona | undefined>,
  queue: Array<number>
): void => {
  const f = plan.rootCats[Math.floor(s.rng() * plan.rootCats.length)]!
  const quota = s.assigned[f.index]!
  let j = Math.floor(s.rng() * (s.count - 1))
  if (j >= persona) j++
  const t = quota[persona]!
  quota[persona] = quota[j]!
  quota[j] = t
  if (results[j] !== undefined && t !== quota[persona]) {
    results[j] = undefined
    queue.push(j)
  }
}

const persona = (plan: Plan, s: State): Persona => {
  const out: Record<string, string> = {}
  for (let i = 0; i < plan.n; i++) out[plan.fields[i]!.name] = s.text[i]!
  return { fields: out }
}

const constraintReports = (plan: Plan, s: State, analysis: Feasibility.Analysis): Array<ConstraintReport> =>
  plan.rts.map((rc, k) => ({
    name: rc.c.name,
    label: analysis.constraints[k]!.label,
    method: plan.methods[k]!,
    attempted: s.attempted[k]!,
    accepted: s.accepted[k]!,
    rate: s.attempted[k]! === 0 ? 1 : s.accepted[k]! / s.attempted[k]!
  }))

const marginals = (plan: Plan, personas: ReadonlyArray<Persona>, count: number): Array<Marginal> =>
  plan.rootCats.map((f) => {
    const dist = f.own!
    const tally = new Map<string, number>()
    for (const p of personas) {
      const v = p.fields[f.name]!
      tally.set(v, (tally.get(v) ?? 0) + 1)
    }
    const cells = dist.values.map((key, i) => ({
      key,
      requested: dist.probs[i]!,
      achieved: count === 0 ? 0 : (tally.get(key) ?? 0) / count
    }))
    const tvd = totalVariationDistance(
      cells.map((c) => c.requested),
      cells.map((c) => c.achieved)
    )
    return { attribute: f.name, cells, total_variation_distance: count === 0 ? 0 : tvd }
  })

/** Samples `count` personas of a checked model (structure valid, no `never` constraint, no conflict). */
export const run = (model: Model, options: RunOptions, analysis: Feasibility.Analysis): Done | Exhausted => {
  const { count, maxPer, maxTotal } = options
  const plan = makePlan(model)
  const s = makeState(plan, count, Rng.fromSeed(options.seed))
  const { rts } = plan
  // Personas are produced in index order; a persona whose root values had to be swapped with an
  // already finished one sends that one back to the end of the queue.
  const results: Array<Persona | undefined> = new Array<Persona | undefined>(count)
  const queue: Array<number> = Array.from({ length: count }, (_, i) => i)
  const triesOf = new Int32Array(count)
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!
    let tries = triesOf[p]!
    for (;;) {
      s.attempts++
      tries++
      const outcome = attempt(plan, s, p, tries - 1)
      triesOf[p] = tries
      if (outcome === OK) {
        results[p] = persona(plan, s)
        if (tries > DARK_AFTER) s.preferDark = true
        if (tries > 1) s.personaFailures.fill(0)
        break
      }
      if (outcome >= 0 && outcome < rts.length) {
        s.failures[outcome]!++
        s.personaFailures[outcome]!++
        s.attempted[outcome]!++
      }
      if (tries >= maxPer || s.attempts >= maxTotal) return exhausted(plan, s, p, tries)
      if (tries % 50 === 0 && plan.rootCats.length > 0 && count > 1) swapRoot(plan, s, p, results, queue)
    }
  }
  const personas = results as Array<Persona>
  return {
    _tag: "Done",
    personas,
    report: {
      count,
      attempts: s.attempts,
      rejected: s.attempts - count,
      constraints: constraintReports(plan, s, analysis),
      marginals: marginals(plan, personas, count),
      textFields: plan.textFields
    }
  }
}
