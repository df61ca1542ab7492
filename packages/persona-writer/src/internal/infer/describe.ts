/** Checks and descriptions used while adjusting a blueprint: the trial run of the sampler, and ranges as text. */
import { type Blueprint, Sampler } from "@cis/blueprint"
import { Either } from "effect"
import * as Adjust from "../adjust.js"

const TRIAL_SEED = "persona-writer/trial"
const TRIAL_COUNT = 64

type Check =
  | { readonly ok: true; readonly blueprint: Blueprint.Blueprint; readonly notes: ReadonlyArray<string> }
  | {
      readonly ok: false
      readonly reason: string
    }

/**
 * Checks a changed blueprint: repairs root values the constraints rule out, then requires no
 * `Blueprint.validate` problem and a trial run of the sampler (64 personas) to succeed.
 */
export const check = (bp: Blueprint.Blueprint): Check => {
  const repaired = Adjust.repair(bp)
  if (repaired.problems.length > 0) {
    const p = repaired.problems[0]!
    return { ok: false, reason: `the blueprint would become infeasible (${p.path}: ${p.message})` }
  }
  const trial = Sampler.sample(repaired.blueprint, { count: TRIAL_COUNT, seed: TRIAL_SEED })
  if (Either.isLeft(trial))
    return { ok: false, reason: `the sampler could not satisfy it (${trial.left.message})` }
  return { ok: true, blueprint: repaired.blueprint, notes: repaired.notes }
}

/** A range as text: `25-40`, `25`, `25 or more`, `40 or less`. */
export const fmtRange = (lo: number | undefined, hi: number | undefined): string =>
  lo !== undefined && hi !== undefined
    ? lo === hi
      ? `${lo}`
      : `${lo}-${hi}`
    : lo !== undefined
      ? `${lo} or more`
      : `${hi} or less`

/** `s` in single quotes. */
export const quote = (s: string): string => `'${s}'`

/** How a numeric field of the blueprint reads after an adjustment: its truncated normal, or that its branches were cut. */
export const describeNumeric = (bp: Blueprint.Blueprint, name: string): string => {
  const f = bp.fields.find((g) => g.name === name)
  const d = f?.numeric ?? f?.conditionals?.[0]?.numeric
  if (d === undefined) return ""
  const r = (x: number) => String(Math.round(x * 100) / 100)
  return f?.conditionals !== undefined && f.conditionals.length > 0
    ? ", each branch's range cut to it and re-centred"
    : `: truncated normal on [${r(d.min)}, ${r(d.max)}], mean ${r(d.mean)}, sd ${r(d.sd)}`
}
