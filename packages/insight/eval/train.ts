/**
 * `pnpm --filter @cis/insight train`: fit the learned layers (`src/internal/learned.ts`) on the
 * tuning parts of the labelled set and write `src/internal/model.generated.ts`. Never reads a
 * held-out part. Before writing, it prints a leave-one-group-out cross-validation (groups: parts
 * A-D, E-H, K, M, P, R, S, V, W, X, Y, AA, AB, AC, AD, AE, AG; the later ones by writers who never
 * saw the rules) of the rules against the models, so a model ships only where it beats the rules
 * on writers it was not fitted to. All four do since session 10: per-message type (a linear-chain
 * CRF since session 14; `--compare` also scores the earlier softmax with a fixed switch cost in
 * the same run), foresee risk, and per-person reception and frustration (which read the type
 * model's probabilities, fitted out of group); `--write` writes them.
 * Deterministic: full-batch AdaGrad from zero weights, fixed epochs, no randomness.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { Analyze, Foresee } from "../src/index.js"
import { build, type Context } from "../src/internal/context.js"
import { detectAll } from "../src/internal/findings.js"
import {
  argmax,
  blendedProbabilities,
  type Chain,
  type ChainScores,
  chainDecode,
  chainMarginals,
  classScores,
  type Forest,
  findingFeatures,
  findingThreshold,
  forestScores,
  forwardBackward,
  frustrationAnchors,
  hurtfulKinds,
  medianClass,
  messageFeatures,
  moodsOf,
  personFeatures,
  probabilities,
  type Softmax,
  type TreeNode
} from "../src/internal/learned.js"
import { type InteractionType, type Severity, interactionTypes as typeClasses } from "../src/Schemas.js"
import { resolve } from "../src/Transcript.js"
import { heldOut2 as partK } from "./heldout-k.js"
import { draftInput, toMessages, typeAt } from "./labels.js"
import { partM1 } from "./part-m1.js"
import { partM2 } from "./part-m2.js"
import { partM3 } from "./part-m3.js"
import { partM4 } from "./part-m4.js"
import { setA } from "./set-a.js"
import { setB } from "./set-b.js"
import { setC } from "./set-c.js"
import { setD } from "./set-d.js"
import { setE } from "./set-e.js"
import { setF } from "./set-f.js"
import { setG } from "./set-g.js"
import { setH } from "./set-h.js"
import { trainingAA } from "./training-aa.js"
import { trainingAB } from "./training-ab.js"
import { trainingAC } from "./training-ac.js"
import { trainingAD } from "./training-ad.js"
import { trainingAE } from "./training-ae.js"
import { trainingAG } from "./training-ag.js"
import { trainingP } from "./training-p.js"
import { trainingR } from "./training-r.js"
import { trainingS } from "./training-s.js"
import { trainingV } from "./training-v.js"
import { trainingW } from "./training-w.js"
import { trainingX } from "./training-x.js"
import { trainingY } from "./training-y.js"
import type { Labelled } from "./types.js"

const groups: ReadonlyArray<readonly [string, ReadonlyArray<Labelled>]> = [
  ["A-D", [...setA, ...setB, ...setC, ...setD]],
  ["E-H", [...setE, ...setF, ...setG, ...setH]],
  ["K", partK],
  ["M", [...partM1, ...partM2, ...partM3, ...partM4]],
  ["P", trainingP],
  ["R", trainingR],
  ["S", trainingS],
  ["V", trainingV],
  ["W", trainingW],
  ["X", trainingX],
  ["Y", trainingY],
  ["AA", trainingAA],
  ["AB", trainingAB],
  ["AC", trainingAC],
  ["AD", trainingAD],
  ["AE", trainingAE],
  ["AG", trainingAG]
]

const receptionClasses = ["engaged", "neutral", "bored", "annoyed", "churn_risk"] as const
const frustrationClasses = frustrationAnchors.map(String)
const riskClasses: ReadonlyArray<Severity> = ["low", "medium", "high"]
const findingClasses = ["no", "yes"] as const
const findingOpts = { epochs: 300, rate: 0.1, l2: 0.01, minCount: 3 }

interface Example {
  readonly features: ReadonlyArray<string>
  readonly label: number
}
type Person = Example & { readonly frLabel: number; readonly ruleRec: number; readonly ruleFr: number }
interface Conv {
  readonly group: string
  readonly messages: Array<Example>
  readonly ruleTypes: Array<InteractionType>
  /** Filled once the type model's out-of-group probabilities are known (`readPeople`). */
  people: Array<Person>
  /** The people's examples, given the type model's probabilities of every message. */
  readonly readPeople: (typeProbs: ReadonlyArray<ReadonlyArray<number>>) => Array<Person>
  /** The finding kinds the writer expects. */
  readonly expected: ReadonlyArray<string>
  /** Filled once the type model's out-of-group probabilities are known (`readFindings`). */
  findings: Array<Example & { readonly kind: string }>
  /** The finding verifier's examples: every instance the detectors found, true when its kind is expected. */
  readonly readFindings: (
    typeProbs: ReadonlyArray<ReadonlyArray<number>>
  ) => Array<Example & { readonly kind: string }>
  /** Foresee drafts: the risk layer's features, the label, and the rules' risk. */
  readonly drafts: Array<Example & { readonly rule: number }>
}

const expectedType = (c: Labelled, i: number): InteractionType => typeAt(c.types, i)

export const prepare = (c: Labelled): { ctx: Context; ruleTypes: Array<InteractionType> } => {
  const messages = toMessages(c)
  const ctx = build(Either.getOrThrow(resolve(messages, c.agent)))
  const ruleTypes: Array<InteractionType> = new Array(messages.length)
  for (const s of Analyze.slices(ctx)) for (const i of s.indices) ruleTypes[i] = s.type
  return { ctx, ruleTypes }
}

const convs: Array<Conv> = groups.flatMap(([group, set]) =>
  set.map((c) => {
    const { ctx, ruleTypes } = prepare(c)
    const moods = moodsOf(ctx)
    const messages = c.messages.map((_, i) => ({
      features: messageFeatures(ctx, i, ruleTypes, moods),
      label: typeClasses.indexOf(expectedType(c, i))
    }))
    const instances = detectAll(ctx)
    const users = Analyze.readUsers(ctx)
    const readPeople = (typeProbs: ReadonlyArray<ReadonlyArray<number>>): Array<Person> =>
      users.flatMap((u) => {
        const name = ctx.r.speakers[u.speaker]!.name
        const lab = c.users[name]
        if (lab === undefined) return []
        return [
          {
            features: personFeatures(ctx, u, ruleTypes, instances, typeProbs),
            label: receptionClasses.indexOf(lab[0]),
            frLabel: frustrationClasses.indexOf(String(lab[1])),
            ruleRec: receptionClasses.indexOf(u.reception),
            ruleFr: frustrationClasses.indexOf(String(u.frustration))
          }
        ]
      })
    const expected: ReadonlyArray<string> = c.findings
    const readFindings = (typeProbs: ReadonlyArray<ReadonlyArray<number>>) => {
      const typeOf = typeProbs.map((p) => argmax(p))
      return instances.map((inst) => ({
        features: findingFeatures(ctx, inst, instances, typeOf),
        label: expected.includes(inst.kind) ? 1 : 0,
        kind: inst.kind
      }))
    }
    const drafts = c.drafts.map((d) => {
      const features = Either.getOrThrow(Foresee.riskFeatures(draftInput(c, d)))
      const rule = features.find((f) => f.startsWith("rule:"))!.slice(5)
      return { features, label: riskClasses.indexOf(d[1]), rule: riskClasses.indexOf(rule as Severity) }
    })
    return {
      group,
      messages,
      ruleTypes,
      people: [],
      readPeople,
      expected,
      findings: [],
      readFindings,
      drafts
    }
  })
)

type Opts = { readonly epochs: number; readonly rate: number; readonly l2: number; readonly minCount: number }

/** The features seen at least `minCount` times, sorted, with their rows. */
const indexFeatures = (
  lists: ReadonlyArray<ReadonlyArray<string>>,
  minCount: number
): { keep: Array<string>; index: Map<string, number> } => {
  const counts = new Map<string, number>()
  for (const fs of lists) for (const f of fs) counts.set(f, (counts.get(f) ?? 0) + 1)
  const keep = [...counts.entries()].filter(([, c]) => c >= minCount).map(([f]) => f)
  keep.sort()
  return { keep, index: new Map(keep.map((f, i) => [f, i])) }
}

/**
 * A feature list as offsets into a flat weight array (feature j, class c at j * k + c): the same
 * sums in the same order as one array per feature, several times faster.
 */
const offsets = (
  features: ReadonlyArray<string>,
  index: ReadonlyMap<string, number>,
  k: number
): Int32Array => Int32Array.from(features.flatMap((f) => (index.has(f) ? [index.get(f)! * k] : [])))

/** One AdaGrad step with L2 on flat weights from a summed gradient over `n` items. */
const adagrad = (W: Float64Array, G: Float64Array, grad: Float64Array, n: number, opts: Opts): void => {
  for (let j = 0; j < W.length; j++) {
    const g = grad[j]! / n + opts.l2 * W[j]!
    G[j]! += g * g
    W[j]! -= (opts.rate * g) / Math.sqrt(G[j]!)
  }
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000

/** Flat weights as a model's weights, in thousandths, features whose weights are all ~0 left out. */
const weightsOut = (
  keep: ReadonlyArray<string>,
  W: Float64Array,
  k: number
): Record<string, Array<number>> => {
  const weights: Record<string, Array<number>> = {}
  keep.forEach((f, j) => {
    const w = Array.from(W.subarray(j * k, j * k + k), round3)
    if (w.some((x) => Math.abs(x) >= 0.005)) weights[f] = w
  })
  return weights
}

/** Softmax regression by full-batch AdaGrad with L2, on features seen at least `minCount` times. */
export const fit = (
  examples: ReadonlyArray<Example>,
  classes: ReadonlyArray<string>,
  opts: Opts
): Softmax => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    examples.map((e) => e.features),
    opts.minCount
  )
  const W = new Float64Array(keep.length * k)
  const G = new Float64Array(keep.length * k).fill(1e-8)
  const grad = new Float64Array(keep.length * k)
  const rows = examples.map((e) => ({ idx: offsets(e.features, index, k), label: e.label }))
  const n = Math.max(1, rows.length)
  const z = new Float64Array(k)
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    grad.fill(0)
    for (const r of rows) {
      z.fill(0)
      for (const j of r.idx) for (let c = 0; c < k; c++) z[c]! += W[j + c]!
      let max = -Infinity
      for (let c = 0; c < k; c++) if (z[c]! > max) max = z[c]!
      let sum = 0
      for (let c = 0; c < k; c++) {
        z[c] = Math.exp(z[c]! - max)
        sum += z[c]!
      }
      for (let c = 0; c < k; c++) {
        const g = z[c]! / sum - (c === r.label ? 1 : 0)
        for (const j of r.idx) grad[j + c]! += g
      }
    }
    adagrad(W, G, grad, n, opts)
  }
  return { classes, weights: weightsOut(keep, W, k) }
}

/**
 * A linear-chain CRF (`Chain`) by full-batch AdaGrad with L2 on the negative log-likelihood of
 * whole sequences: emission weights on features seen at least `minCount` times, a start score per
 * class and a transition score per pair of classes, all from zero; the gradients are expected
 * counts (forward-backward) minus observed ones.
 */
export const fitChain = (
  sequences: ReadonlyArray<ReadonlyArray<Example>>,
  classes: ReadonlyArray<string>,
  opts: Opts
): Chain => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    sequences.flatMap((s) => s.map((e) => e.features)),
    opts.minCount
  )
  // emission weights, then the k start scores, then the k * k transition scores, in one array
  const T0 = keep.length * k
  const S0 = T0 + k * k
  const W = new Float64Array(S0 + k)
  const G = new Float64Array(W.length).fill(1e-8)
  const grad = new Float64Array(W.length)
  const rows = sequences.map((s) => s.map((e) => ({ idx: offsets(e.features, index, k), label: e.label })))
  const n = Math.max(
    1,
    rows.reduce((a, s) => a + s.length, 0)
  )
  const chainOf = (): ChainScores => ({
    start: Array.from(W.subarray(S0, S0 + k)),
    transitions: Array.from({ length: k }, (_, p) => Array.from(W.subarray(T0 + p * k, T0 + p * k + k)))
  })
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    grad.fill(0)
    const chain = chainOf()
    for (const seq of rows) {
      if (seq.length === 0) continue
      const scores = seq.map((r) => {
        const z = new Array<number>(k).fill(0)
        for (const j of r.idx) for (let c = 0; c < k; c++) z[c]! += W[j + c]!
        return z
      })
      const { alpha, beta, logZ } = forwardBackward(chain, scores)
      seq.forEach((r, i) => {
        for (let c = 0; c < k; c++) {
          const g = Math.exp(alpha[i]![c]! + beta[i]![c]! - logZ) - (c === r.label ? 1 : 0)
          for (const j of r.idx) grad[j + c]! += g
          if (i === 0) grad[S0 + c]! += g
        }
        if (i === 0) return
        for (let p = 0; p < k; p++)
          for (let c = 0; c < k; c++)
            grad[T0 + p * k + c]! += Math.exp(
              alpha[i - 1]![p]! + chain.transitions[p]![c]! + scores[i]![c]! + beta[i]![c]! - logZ
            )
        grad[T0 + seq[i - 1]!.label * k + r.label]! -= 1
      })
    }
    adagrad(W, G, grad, n, opts)
  }
  const { start, transitions } = chainOf()
  return {
    emissions: { classes, weights: weightsOut(keep, W.subarray(0, T0), k) },
    start: start.map(round3),
    transitions: transitions.map((row) => row.map(round3))
  }
}

type ForestOpts = {
  readonly rounds: number
  readonly depth: number
  readonly rate: number
  readonly minLeaf: number
  readonly lambda: number
  readonly minCount: number
}

/**
 * Gradient-boosted trees for a softmax (`Forest`): per round, for each class, a regression tree on
 * the gradient and Hessian of the log-loss (the class's probability minus its indicator, and
 * p(1 - p)), splits on the presence of one feature (seen at least `minCount` times) where the
 * gain of a second-order step is largest, at most `depth` deep, no leaf under `minLeaf` items,
 * leaves of `-rate * G / (H + lambda)`. Deterministic: ties go to the first feature in sorted
 * order, no sampling.
 */
export const fitForest = (
  examples: ReadonlyArray<Example>,
  classes: ReadonlyArray<string>,
  opts: ForestOpts
): Forest => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    examples.map((e) => e.features),
    opts.minCount
  )
  const rows = examples.map((e) => new Set(e.features.flatMap((f) => (index.has(f) ? [index.get(f)!] : []))))
  const n = examples.length
  const score = examples.map(() => new Float64Array(k))
  const g = new Float64Array(n)
  const h = new Float64Array(n)
  const G = new Float64Array(keep.length)
  const H = new Float64Array(keep.length)
  const C = new Int32Array(keep.length)
  const used = new Map<number, number>()
  type Grown = number | [number, Grown, Grown]
  const grow = (items: ReadonlyArray<number>, depth: number): Grown => {
    let gs = 0
    let hs = 0
    for (const i of items) {
      gs += g[i]!
      hs += h[i]!
    }
    const leaf = (-opts.rate * gs) / (hs + opts.lambda)
    if (depth >= opts.depth || items.length < 2 * opts.minLeaf) return leaf
    G.fill(0)
    H.fill(0)
    C.fill(0)
    for (const i of items)
      for (const j of rows[i]!) {
        G[j]! += g[i]!
        H[j]! += h[i]!
        C[j]!++
      }
    const parent = (gs * gs) / (hs + opts.lambda)
    let best = 0
    let split = -1
    for (let j = 0; j < keep.length; j++) {
      if (C[j]! < opts.minLeaf || items.length - C[j]! < opts.minLeaf) continue
      const gr = gs - G[j]!
      const hr = hs - H[j]!
      const gain = (G[j]! * G[j]!) / (H[j]! + opts.lambda) + (gr * gr) / (hr + opts.lambda) - parent
      if (gain > best) {
        best = gain
        split = j
      }
    }
    if (split < 0) return leaf
    const present = items.filter((i) => rows[i]!.has(split))
    const absent = items.filter((i) => !rows[i]!.has(split))
    if (!used.has(split)) used.set(split, used.size)
    return [split, grow(present, depth + 1), grow(absent, depth + 1)]
  }
  const leafOf = (node: Grown, row: ReadonlySet<number>): number => {
    let t = node
    while (typeof t !== "number") t = row.has(t[0]) ? t[1] : t[2]
    return t
  }
  const all = Array.from({ length: n }, (_, i) => i)
  const grown: Array<Array<Grown>> = []
  for (let round = 0; round < opts.rounds; round++) {
    // every class's tree in a round fits the same round's probabilities
    const probs = score.map((z) => {
      let max = -Infinity
      for (const v of z) if (v > max) max = v
      const e = Array.from(z, (v) => Math.exp(v - max))
      const sum = e.reduce((a, b) => a + b, 0)
      return e.map((v) => v / sum)
    })
    const trees: Array<Grown> = []
    for (let c = 0; c < k; c++) {
      for (let i = 0; i < n; i++) {
        const p = probs[i]![c]!
        g[i] = p - (examples[i]!.label === c ? 1 : 0)
        h[i] = Math.max(p * (1 - p), 1e-6)
      }
      const tree = grow(all, 0)
      trees.push(tree)
      for (let i = 0; i < n; i++) score[i]![c]! += leafOf(tree, rows[i]!)
    }
    grown.push(trees)
  }
  // only the features the trees split on, renumbered in order of first use
  const out = (t: Grown): TreeNode =>
    typeof t === "number" ? Math.round(t * 10_000) / 10_000 : [used.get(t[0])!, out(t[1]), out(t[2])]
  const features = new Array<string>(used.size)
  for (const [j, u] of used) features[u] = keep[j]!
  return { classes, features, trees: grown.map((r) => r.map(out)) }
}

/** The source text of `unpackForest(...)` for a forest (`model.generated.ts`). */
const packForest = (forest: Forest): string =>
  `unpackForest(${JSON.stringify(forest.classes)}, ${JSON.stringify(JSON.stringify(forest.features))}, ${JSON.stringify(JSON.stringify(forest.trees))})`

/**
 * The source text of `unpack(...)` for a model (`model.generated.ts`): its feature names as a
 * JSON array and its weights, already in thousandths, as a JSON array of integers, each in one
 * string.
 */
const packSource = (model: Softmax): string => {
  const names = Object.keys(model.weights)
  const weights = names.flatMap((n) => model.weights[n]!.map((w) => Math.round(w * 1000)))
  return `unpack(${JSON.stringify(model.classes)}, ${JSON.stringify(JSON.stringify(names))}, ${JSON.stringify(JSON.stringify(weights))})`
}

const typeOpts = {
  epochs: Number(process.env.TYPE_EPOCHS ?? "100"),
  rate: 0.1,
  l2: Number(process.env.TYPE_L2 ?? "0.0005"),
  minCount: 4
}
const softmaxTypeOpts = { epochs: 300, rate: 0.1, l2: 0.0005, minCount: 4 }
const personOpts = { epochs: 300, rate: 0.1, l2: 0.005, minCount: 5 }
const forestOpts: ForestOpts = { rounds: 300, depth: 2, rate: 0.1, minLeaf: 10, lambda: 1, minCount: 5 }
const riskOpts = {
  epochs: 300,
  rate: 0.1,
  l2: Number(process.env.RISK_L2 ?? "0.004"),
  minCount: Number(process.env.RISK_MIN ?? "3")
}
// `--compare` also fits the softmax type model of sessions 10-13 in every fold and decodes it with a
// fixed cost per change of type (Viterbi), beside the chain, in the same run.
const compare = process.argv.includes("--compare")
const switchCosts = [0.5, 1]
/** A fixed cost per change of class, as a chain over log-probabilities. */
const switchChain = (k: number, cost: number): ChainScores => ({
  start: new Array<number>(k).fill(0),
  transitions: Array.from({ length: k }, (_, p) => Array.from({ length: k }, (_, c) => (p === c ? 0 : -cost)))
})
const typeColumns = ["chain", ...(compare ? switchCosts.map((c) => `softmax+switch ${c}`) : [])]

// The person models read the type model's probabilities; each conversation's come from a type
// model fitted on the other groups, as for a conversation never seen. (In the cross-validation
// below the type model behind a training person's features has seen the scored group: a small
// leak in the person models' favour.)
// The same out-of-group type models are the cross-validation's type models.
const typeModels = new Map(
  groups.map(([group]) => [
    group,
    fitChain(
      convs.filter((c) => c.group !== group).map((c) => c.messages),
      typeClasses,
      typeOpts
    )
  ])
)
const softmaxModels = new Map(
  compare
    ? groups.map(([group]) => [
        group,
        fit(
          convs.filter((c) => c.group !== group).flatMap((c) => c.messages),
          typeClasses,
          softmaxTypeOpts
        )
      ])
    : []
)
// Each conversation's types as its out-of-group chain decodes them (the cross-validation's).
const chainTypes = new Map<Conv, Array<number>>()
for (const c of convs) {
  const m = typeModels.get(c.group)!
  const scores = c.messages.map((e) => classScores(m.emissions, e.features))
  const probs = chainMarginals(m, scores)
  chainTypes.set(c, chainDecode(m, scores))
  c.people = c.readPeople(probs)
  c.findings = c.readFindings(probs)
}

// Leave-one-group-out cross-validation.
const pct = (a: number, b: number): string => (b === 0 ? "-" : (a / b).toFixed(3))
console.log("leave-one-group-out cross-validation (fit on the other groups, scored on this one)")
const totals = {
  n: 0,
  rule: 0,
  model: typeColumns.map(() => 0),
  pn: 0,
  prule: 0,
  pmodel: 0,
  pforest: 0,
  pblend: 0,
  frRule: 0,
  frModel: 0,
  dn: 0,
  drule: 0,
  dmodel: 0,
  fexp: 0,
  frule: 0,
  fmodel: 0,
  xrule: 0,
  xmodel: 0,
  clean: 0,
  farule: 0,
  famodel: 0
}
const frValue = (i: number): number => Number(frustrationClasses[i])
for (const [group] of groups) {
  const train = convs.filter((c) => c.group !== group)
  const test = convs.filter((c) => c.group === group)
  if (test.length === 0) continue
  const rm = fit(
    train.flatMap((c) => c.people),
    receptionClasses,
    personOpts
  )
  const rf = fitForest(
    train.flatMap((c) => c.people),
    receptionClasses,
    forestOpts
  )
  const fm = fit(
    train.flatMap((c) => c.people.map((p) => ({ features: p.features, label: p.frLabel }))),
    frustrationClasses,
    personOpts
  )
  let n = 0
  let rule = 0
  const model = typeColumns.map(() => 0)
  let pn = 0
  let prule = 0
  let pmodel = 0
  let pforest = 0
  let pblend = 0
  let frRule = 0
  let frModel = 0
  const km = fit(
    train.flatMap((c) => c.drafts),
    riskClasses,
    riskOpts
  )
  let dn = 0
  let drule = 0
  let dmodel = 0
  const vm = fit(
    train.flatMap((c) => c.findings),
    findingClasses,
    findingOpts
  )
  for (const c of test) {
    const all = new Set(c.findings.map((f) => f.kind))
    const kept = new Set(
      c.findings.filter((f) => probabilities(vm, f.features)[1]! >= findingThreshold).map((f) => f.kind)
    )
    for (const k of c.expected) {
      totals.fexp++
      if (all.has(k)) totals.frule++
      if (kept.has(k)) totals.fmodel++
    }
    for (const k of all) if (!c.expected.includes(k)) totals.xrule++
    for (const k of kept) if (!c.expected.includes(k)) totals.xmodel++
    if (c.expected.length === 0) {
      totals.clean++
      if (all.size > 0) totals.farule++
      if (kept.size > 0) totals.famodel++
    }
    for (const e of c.drafts) {
      dn++
      if (e.rule === e.label) drule++
      let pm = argmax(probabilities(km, e.features))
      if ([...hurtfulKinds].some((k) => e.features.includes(`i:${k}:high`))) pm = 2
      if (pm === e.label) dmodel++
    }
    c.messages.forEach((e, i) => {
      n++
      if (typeClasses.indexOf(c.ruleTypes[i]!) === e.label) rule++
    })
    const sm = softmaxModels.get(group)
    const logProbs =
      sm === undefined ? [] : c.messages.map((e) => probabilities(sm, e.features).map((p) => Math.log(p)))
    const seqs = [
      chainTypes.get(c)!,
      ...(sm === undefined
        ? []
        : switchCosts.map((cost) => chainDecode(switchChain(typeClasses.length, cost), logProbs)))
    ]
    seqs.forEach((seq, k) => {
      c.messages.forEach((e, i) => {
        if (seq[i] === e.label) model[k]!++
      })
    })
    for (const p of c.people) {
      pn++
      if (p.ruleRec === p.label) prule++
      if (argmax(probabilities(rm, p.features)) === p.label) pmodel++
      if (argmax(forestScores(rf, p.features)) === p.label) pforest++
      if (argmax(blendedProbabilities(rm, rf, p.features)) === p.label) pblend++
      frRule += Math.abs(frValue(p.ruleFr) - frValue(p.frLabel))
      frModel += Math.abs(frValue(medianClass(probabilities(fm, p.features))) - frValue(p.frLabel))
    }
  }
  totals.n += n
  totals.rule += rule
  model.forEach((v, k) => {
    totals.model[k]! += v
  })
  totals.pn += pn
  totals.prule += prule
  totals.pmodel += pmodel
  totals.pforest += pforest
  totals.pblend += pblend
  totals.frRule += frRule
  totals.frModel += frModel
  totals.dn += dn
  totals.drule += drule
  totals.dmodel += dmodel
  console.log(
    `  ${group.padEnd(4)} types rules ${pct(rule, n)} ${typeColumns.map((c, k) => `${c} ${pct(model[k]!, n)}`).join(" ")} | reception rules ${pct(prule, pn)} softmax ${pct(pmodel, pn)} forest ${pct(pforest, pn)} blend ${pct(pblend, pn)} | frustration MAE rules ${(frRule / pn).toFixed(3)} model ${(frModel / pn).toFixed(3)} | risk rules ${pct(drule, dn)} model ${pct(dmodel, dn)}`
  )
}
console.log(
  `  all  types rules ${pct(totals.rule, totals.n)} ${typeColumns.map((c, k) => `${c} ${pct(totals.model[k]!, totals.n)}`).join(" ")} | reception rules ${pct(totals.prule, totals.pn)} softmax ${pct(totals.pmodel, totals.pn)} forest ${pct(totals.pforest, totals.pn)} blend ${pct(totals.pblend, totals.pn)} | frustration MAE rules ${(totals.frRule / totals.pn).toFixed(3)} model ${(totals.frModel / totals.pn).toFixed(3)} | risk rules ${pct(totals.drule, totals.dn)} model ${pct(totals.dmodel, totals.dn)}`
)

console.log(
  `  findings (verifier at ${findingThreshold}): recall rules ${pct(totals.frule, totals.fexp)} verified ${pct(totals.fmodel, totals.fexp)} | false alarms rules ${pct(totals.farule, totals.clean)} (${totals.farule} of ${totals.clean}) verified ${pct(totals.famodel, totals.clean)} (${totals.famodel}) | extra kinds rules ${totals.xrule} verified ${totals.xmodel}`
)

if (process.argv.includes("--write")) {
  const all = convs
  const types = fitChain(
    all.map((c) => c.messages),
    typeClasses,
    typeOpts
  )
  const risk = fit(
    all.flatMap((c) => c.drafts),
    riskClasses,
    riskOpts
  )
  const reception = fit(
    all.flatMap((c) => c.people),
    receptionClasses,
    personOpts
  )
  const receptionForest = fitForest(
    all.flatMap((c) => c.people),
    receptionClasses,
    forestOpts
  )
  const frustration = fit(
    all.flatMap((c) => c.people.map((p) => ({ features: p.features, label: p.frLabel }))),
    frustrationClasses,
    personOpts
  )
  const findings = fit(
    all.flatMap((c) => c.findings),
    findingClasses,
    findingOpts
  )
  const body = `/**
 * Generated by \`pnpm --filter @cis/insight train\` (eval/train.ts) from the tuning parts of the
 * labelled set (${all.length} conversations, ${all.reduce((a, c) => a + c.messages.length, 0)} messages, ${all.reduce((a, c) => a + c.people.length, 0)} people, ${all.reduce((a, c) => a + c.drafts.length, 0)} drafts). Do not edit.
 */
import { type Chain, type Forest, type Softmax, unpack, unpackForest } from "./learned.js"

/**
 * Per-message interaction type: a linear-chain CRF (emission weights over \`messageFeatures\` and
 * its grams; start and transition scores, rows the previous type, in \`interactionTypes\` order).
 */
export const types: Chain = {
  emissions: ${packSource(types.emissions)},
  start: ${JSON.stringify(types.start)},
  transitions: ${JSON.stringify(types.transitions)}
}

/** Foresee: the risk of a draft (\`Foresee.riskFeatures\`). */
export const risk: Softmax = ${packSource(risk)}

/**
 * Per person: reception of the agent (\`personFeatures\`), as the mean of this softmax's
 * probabilities and \`receptionForest\`'s.
 */
export const reception: Softmax = ${packSource(reception)}

/** Per person: reception of the agent, boosted trees (${receptionForest.trees.length} rounds over ${receptionForest.features.length} features). */
export const receptionForest: Forest = ${packForest(receptionForest)}

/** Per person: frustration anchor (\`personFeatures\`; the median class is taken). */
export const frustration: Softmax = ${packSource(frustration)}

/** Finding verifier: is a detected mistake real (\`findingFeatures\`; classes no, yes). */
export const findings: Softmax = ${packSource(findings)}

`
  writeFileSync(join(import.meta.dirname, "..", "src", "internal", "model.generated.ts"), body)
  console.log(
    `wrote model.generated.ts: ${Object.keys(types.emissions.weights).length} type features, ${Object.keys(risk.weights).length} risk features, ${Object.keys(reception.weights).length} reception features, ${Object.keys(frustration.weights).length} frustration features, ${Object.keys(findings.weights).length} finding verifier features`
  )
}
