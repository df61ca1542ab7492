/**
 * `tsx eval/people.ts <dump> [options]`: the person models (reception and frustration) re-fitted
 * out of fold on a dump of `train.ts` (`PEOPLE_DUMP=<file> ... train.ts --dump-only`), so that their
 * settings and feature families can be tried in minutes: the chains a dump needs take most of a
 * training run, and a dump keeps them. Prints, per fold and summed, reception accuracy of the rules,
 * the softmax, the trees and their blend, and the frustration MAE of the rules and the blend: the
 * same figures as `train.ts`'s cross-validation (leave one group out), or over `--folds=n` folds of
 * whole groups taken in turn (faster, coarser).
 *
 * Options (defaults are the shipped settings): `--l2=0.005`, `--epochs=300`, `--rounds=300`,
 * `--depth=3`, `--rate=0.1`, `--min-leaf=10`, `--weight=0.5` (the trees' share of the blend),
 * `--drop=<prefix>[,<prefix>...]` (leave out every feature starting with one of them: an ablation
 * without a new dump), `--folds=n`. Nothing here is random.
 */
import { readFileSync } from "node:fs"
import {
  argmax,
  forestScores,
  frustrationAnchors,
  medianClass,
  probabilities,
  softmax
} from "../src/internal/learned.js"
import { type Example, fit, fitForest } from "./fit.js"

interface Person extends Example {
  readonly group: string
  readonly frLabel: number
  readonly ruleRec: number
  readonly ruleFr: number
}

const [file] = process.argv.slice(2).filter((a) => !a.startsWith("--"))
if (file === undefined) throw new Error("usage: tsx eval/people.ts <dump> [--l2=...] [--folds=n] ...")
const option = (name: string, fallback: number): number => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`))
  return a === undefined ? fallback : Number(a.slice(name.length + 3))
}
const drop = (process.argv.find((x) => x.startsWith("--drop="))?.slice(7) ?? "")
  .split(",")
  .filter((x) => x !== "")

const receptionClasses = ["engaged", "neutral", "bored", "annoyed", "churn_risk"]
const frustrationClasses = frustrationAnchors.map(String)
const softmaxOpts = { epochs: option("epochs", 300), rate: 0.1, l2: option("l2", 0.005), minCount: 5 }
const forestOpts = {
  rounds: option("rounds", 300),
  depth: option("depth", 3),
  rate: option("rate", 0.1),
  minLeaf: option("min-leaf", 10),
  lambda: 1,
  minCount: 5
}
const weight = option("weight", 0.5)

const people: Array<Person> = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Person)
  .map((p) => ({ ...p, features: p.features.filter((f) => !drop.some((d) => f.startsWith(d))) }))
const groups = [...new Set(people.map((p) => p.group))]
const folds = option("folds", groups.length)
// (one group per fold, named after it, unless fewer folds are asked for)
const foldOf = new Map(groups.map((g, i) => [g, folds >= groups.length ? g : `fold ${(i % folds) + 1}`]))
const foldNames = [...new Set(foldOf.values())]

/** The blend of a softmax's and the trees' probabilities, the trees weighing `weight`. */
const blend = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): Array<number> =>
  a.map((p, c) => (1 - weight) * p + weight * b[c]!)

const total = { n: 0, rule: 0, softmax: 0, trees: 0, blend: 0, frRule: 0, frBlend: 0 }
const frValue = (i: number): number => Number(frustrationClasses[i])
const row = (label: string, r: typeof total): void =>
  console.log(
    `${label.padEnd(12)} people ${String(r.n).padStart(5)}  reception rules ${(r.rule / r.n).toFixed(3)} softmax ${(r.softmax / r.n).toFixed(3)} trees ${(r.trees / r.n).toFixed(3)} blend ${(r.blend / r.n).toFixed(4)}  frustration MAE rules ${(r.frRule / r.n).toFixed(3)} blend ${(r.frBlend / r.n).toFixed(4)}`
  )
console.log(
  `${people.length} people in ${groups.length} groups, ${foldNames.length} folds; softmax ${JSON.stringify(softmaxOpts)}, trees ${JSON.stringify(forestOpts)}, trees' weight ${weight}${drop.length > 0 ? `, without ${drop.join(", ")}` : ""}`
)
for (const fold of foldNames) {
  const train = people.filter((p) => foldOf.get(p.group) !== fold)
  const test = people.filter((p) => foldOf.get(p.group) === fold)
  const frTrain = train.map((p) => ({ features: p.features, label: p.frLabel }))
  const rm = fit(train, receptionClasses, softmaxOpts)
  const rf = fitForest(train, receptionClasses, forestOpts)
  const fm = fit(frTrain, frustrationClasses, softmaxOpts)
  const ff = fitForest(frTrain, frustrationClasses, forestOpts)
  const r = { n: 0, rule: 0, softmax: 0, trees: 0, blend: 0, frRule: 0, frBlend: 0 }
  for (const p of test) {
    const soft = probabilities(rm, p.features)
    const trees = softmax(forestScores(rf, p.features))
    r.n++
    if (p.ruleRec === p.label) r.rule++
    if (argmax(soft) === p.label) r.softmax++
    if (argmax(trees) === p.label) r.trees++
    if (argmax(blend(soft, trees)) === p.label) r.blend++
    const fr = blend(probabilities(fm, p.features), softmax(forestScores(ff, p.features)))
    r.frRule += Math.abs(frValue(p.ruleFr) - frValue(p.frLabel))
    r.frBlend += Math.abs(frValue(medianClass(fr)) - frValue(p.frLabel))
  }
  for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += r[k]
  row(fold, r)
}
row("all", total)
