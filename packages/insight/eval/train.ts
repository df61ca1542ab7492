/**
 * `pnpm --filter @cis/insight train`: fit the learned layers (`src/internal/learned.ts`) on the
 * tuning parts of the labelled set and write `src/internal/model.generated.ts`. Never reads a
 * held-out part. Before writing, it prints a leave-one-group-out cross-validation (groups: parts
 * A-D, E-H, K, M, P, R, S, V, W, X, Y, AA, AB, AC, AD, AE, AG, session 16's AI-AL and AM-AP, and
 * AQ-AU; the later ones by writers who never saw the rules) of the rules against the models, so a
 * model ships only where it beats the rules on writers it was not fitted to. All four do since
 * session 10: per-message type (a linear-chain CRF since session 14; `--compare` also scores the
 * earlier softmax with a fixed switch cost in the same run), foresee risk, and per-person
 * reception (a softmax and boosted trees blended since session 15) and frustration (which read the
 * type model's probabilities, fitted out of group); `--write` writes them. The fitters are in
 * `fit.ts`; nothing here is random.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
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
  findingFeatures,
  findingThreshold,
  forestScores,
  frustrationAnchors,
  hurtfulKinds,
  medianClass,
  messageFeatures,
  moodsOf,
  personFeatures,
  probabilities
} from "../src/internal/learned.js"
import { type InteractionType, type Severity, interactionTypes as typeClasses } from "../src/Schemas.js"
import { resolve } from "../src/Transcript.js"
import { type Example, type ForestOpts, fit, fitChain, fitForest, packForest, packSource } from "./fit.js"
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
import { trainingAI } from "./training-ai.js"
import { trainingAJ } from "./training-aj.js"
import { trainingAK } from "./training-ak.js"
import { trainingAL } from "./training-al.js"
import { trainingAM } from "./training-am.js"
import { trainingAN } from "./training-an.js"
import { trainingAO } from "./training-ao.js"
import { trainingAP } from "./training-ap.js"
import { trainingAQ } from "./training-aq.js"
import { trainingAR } from "./training-ar.js"
import { trainingAS } from "./training-as.js"
import { trainingAT } from "./training-at.js"
import { trainingAU } from "./training-au.js"
import { trainingP } from "./training-p.js"
import { trainingR } from "./training-r.js"
import { trainingS } from "./training-s.js"
import { trainingV } from "./training-v.js"
import { trainingW } from "./training-w.js"
import { trainingX } from "./training-x.js"
import { trainingY } from "./training-y.js"
import type { Labelled } from "./types.js"

type Group = readonly [string, ReadonlyArray<Labelled>]
/** The groups fitted on before session 16 (`A-AG` in the cross-validation's output). */
const earlierGroups: ReadonlyArray<Group> = [
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
/**
 * Every group: the earlier ones, then session 16's eight parts (1,600 conversations by 64 writers)
 * as two groups and parts AQ-AU (1,000 by 40 more) as one, which keeps the cross-validation to 20
 * fits.
 */
const groups: ReadonlyArray<Group> = [
  ...earlierGroups,
  ["AI-AL", [...trainingAI, ...trainingAJ, ...trainingAK, ...trainingAL]],
  ["AM-AP", [...trainingAM, ...trainingAN, ...trainingAO, ...trainingAP]],
  ["AQ-AU", [...trainingAQ, ...trainingAR, ...trainingAS, ...trainingAT, ...trainingAU]]
]

const receptionClasses = ["engaged", "neutral", "bored", "annoyed", "churn_risk"] as const
const frustrationClasses = frustrationAnchors.map(String)
const riskClasses: ReadonlyArray<Severity> = ["low", "medium", "high"]
const findingClasses = ["no", "yes"] as const
const findingOpts = { epochs: 300, rate: 0.1, l2: 0.01, minCount: 3 }

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

const typeOpts = {
  epochs: Number(process.env.TYPE_EPOCHS ?? "100"),
  rate: 0.1,
  l2: Number(process.env.TYPE_L2 ?? "0.0005"),
  minCount: 4
}
const softmaxTypeOpts = { epochs: 300, rate: 0.1, l2: 0.0005, minCount: 4 }
const personOpts = { epochs: 300, rate: 0.1, l2: 0.005, minCount: 5 }
const forestOpts: ForestOpts = { rounds: 300, depth: 3, rate: 0.1, minLeaf: 10, lambda: 1, minCount: 5 }
const riskOpts = {
  epochs: 300,
  rate: 0.1,
  l2: Number(process.env.RISK_L2 ?? "0.004"),
  minCount: Number(process.env.RISK_MIN ?? "3")
}
/** The person models: reception and frustration, each a softmax and a forest on the same features. */
const personModels = (people: ReadonlyArray<Person>) => {
  const frustrationExamples = people.map((p) => ({ features: p.features, label: p.frLabel }))
  return {
    reception: fit(people, receptionClasses, personOpts),
    receptionForest: fitForest(people, receptionClasses, forestOpts),
    frustration: fit(frustrationExamples, frustrationClasses, personOpts),
    frustrationForest: fitForest(frustrationExamples, frustrationClasses, forestOpts)
  }
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
// Each fold's chain takes minutes on 2,700 conversations. With CHAIN_CACHE=<folder> a chain (each
// fold's, and the one --write ships) is kept there under a digest of its training set and
// settings, and `--folds=i/n` fits only every n-th fold from the i-th (the chain on every group
// counting as one more) into the cache and stops: `--folds=0/2` and `--folds=1/2` run side by side
// on two cores, then a plain run reads them.
const chainCache = process.env.CHAIN_CACHE
const cachedChain = (sequences: ReadonlyArray<ReadonlyArray<Example>>): Chain => {
  if (chainCache === undefined) return fitChain(sequences, typeClasses, typeOpts)
  const hash = createHash("sha256").update(JSON.stringify(typeOpts))
  for (const s of sequences)
    for (const e of s) hash.update(`${e.label}\u0000${e.features.join("\u0001")}\u0002`)
  const file = join(chainCache, `${hash.digest("hex").slice(0, 24)}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Chain
  const chain = fitChain(sequences, typeClasses, typeOpts)
  mkdirSync(chainCache, { recursive: true })
  writeFileSync(file, JSON.stringify(chain))
  return chain
}
const foldChain = (group: string): Chain =>
  cachedChain(convs.filter((c) => c.group !== group).map((c) => c.messages))
const foldsArg = process.argv.find((a) => a.startsWith("--folds="))
if (foldsArg !== undefined) {
  const [i, n] = foldsArg.slice("--folds=".length).split("/").map(Number) as [number, number]
  groups.forEach(([group], k) => {
    if (k % n === i) {
      foldChain(group)
      console.log(`fold ${group}: chain fitted`)
    }
  })
  // the chain --write ships, fitted on every group, counts as one fold more
  if (groups.length % n === i) {
    cachedChain(convs.map((c) => c.messages))
    console.log("all groups: chain fitted")
  }
  process.exit(0)
}
const typeModels = new Map(groups.map(([group]) => [group, foldChain(group)]))
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

// PEOPLE_DUMP=<file>: every labelled person of the tuning groups (features read with the type
// model fitted out of their group, labels, the rules' reading), one JSON line each, for
// `eval/people.ts` to try the person models' settings and feature families in minutes instead of a
// whole training run; with `--dump-only` nothing else is fitted.
const peopleDump = process.env.PEOPLE_DUMP
if (peopleDump !== undefined && peopleDump !== "") {
  const lines = convs.flatMap((c) => c.people.map((p) => JSON.stringify({ group: c.group, ...p })))
  writeFileSync(peopleDump, `${lines.join("\n")}\n`)
  console.log(`${lines.length} people written to ${peopleDump}`)
  if (process.argv.includes("--dump-only")) process.exit(0)
}

// Leave-one-group-out cross-validation.
const pct = (a: number, b: number): string => (b === 0 ? "-" : (a / b).toFixed(3))
console.log("leave-one-group-out cross-validation (fit on the other groups, scored on this one)")
/** One group's counts out of fold (or several groups' summed). */
const emptyRow = () => ({
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
  frBlend: 0,
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
})
type Row = ReturnType<typeof emptyRow>
const sumRows = (rows: ReadonlyArray<Row>): Row => {
  const t = emptyRow()
  for (const r of rows)
    for (const key of Object.keys(t) as Array<keyof Row>) {
      if (key !== "model") t[key] += r[key]
      else
        r.model.forEach((v, k) => {
          t.model[k]! += v
        })
    }
  return t
}
const printRow = (label: string, r: Row, findings: boolean): void => {
  console.log(
    `  ${label.padEnd(4)} types rules ${pct(r.rule, r.n)} ${typeColumns.map((c, k) => `${c} ${pct(r.model[k]!, r.n)}`).join(" ")} | reception rules ${pct(r.prule, r.pn)} softmax ${pct(r.pmodel, r.pn)} forest ${pct(r.pforest, r.pn)} blend ${pct(r.pblend, r.pn)} | frustration MAE rules ${(r.frRule / r.pn).toFixed(3)} softmax ${(r.frModel / r.pn).toFixed(3)} blend ${(r.frBlend / r.pn).toFixed(3)} | risk rules ${pct(r.drule, r.dn)} model ${pct(r.dmodel, r.dn)} (${r.n} messages, ${r.pn} people)`
  )
  if (findings)
    console.log(
      `       findings (verifier at ${findingThreshold}): recall rules ${pct(r.frule, r.fexp)} verified ${pct(r.fmodel, r.fexp)} | false alarms rules ${pct(r.farule, r.clean)} (${r.farule} of ${r.clean}) verified ${pct(r.famodel, r.clean)} (${r.famodel}) | extra kinds rules ${r.xrule} verified ${r.xmodel}`
    )
}
const frValue = (i: number): number => Number(frustrationClasses[i])
const rows = new Map<string, Row>()
for (const [group] of groups) {
  const train = convs.filter((c) => c.group !== group)
  const test = convs.filter((c) => c.group === group)
  if (test.length === 0) continue
  const {
    reception: rm,
    receptionForest: rf,
    frustration: fm,
    frustrationForest: ff
  } = personModels(train.flatMap((c) => c.people))
  const r = emptyRow()
  const km = fit(
    train.flatMap((c) => c.drafts),
    riskClasses,
    riskOpts
  )
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
      r.fexp++
      if (all.has(k)) r.frule++
      if (kept.has(k)) r.fmodel++
    }
    for (const k of all) if (!c.expected.includes(k)) r.xrule++
    for (const k of kept) if (!c.expected.includes(k)) r.xmodel++
    if (c.expected.length === 0) {
      r.clean++
      if (all.size > 0) r.farule++
      if (kept.size > 0) r.famodel++
    }
    for (const e of c.drafts) {
      r.dn++
      if (e.rule === e.label) r.drule++
      let pm = argmax(probabilities(km, e.features))
      if ([...hurtfulKinds].some((k) => e.features.includes(`i:${k}:high`))) pm = 2
      if (pm === e.label) r.dmodel++
    }
    c.messages.forEach((e, i) => {
      r.n++
      if (typeClasses.indexOf(c.ruleTypes[i]!) === e.label) r.rule++
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
        if (seq[i] === e.label) r.model[k]!++
      })
    })
    for (const p of c.people) {
      r.pn++
      if (p.ruleRec === p.label) r.prule++
      if (argmax(probabilities(rm, p.features)) === p.label) r.pmodel++
      if (argmax(forestScores(rf, p.features)) === p.label) r.pforest++
      if (argmax(blendedProbabilities(rm, rf, p.features)) === p.label) r.pblend++
      r.frRule += Math.abs(frValue(p.ruleFr) - frValue(p.frLabel))
      r.frModel += Math.abs(frValue(medianClass(probabilities(fm, p.features))) - frValue(p.frLabel))
      r.frBlend += Math.abs(
        frValue(medianClass(blendedProbabilities(fm, ff, p.features))) - frValue(p.frLabel)
      )
    }
  }
  rows.set(group, r)
  printRow(group, r, false)
}
printRow("all", sumRows([...rows.values()]), true)
// The groups fitted on before session 16 (A-D ... AG), scored the same way: the same items as the
// cross-validation figures of earlier sessions, now with the later groups in every fold's fit.
printRow("A-AG", sumRows(earlierGroups.flatMap(([g]) => rows.get(g) ?? [])), true)

if (process.argv.includes("--write")) {
  const all = convs
  const types = cachedChain(all.map((c) => c.messages))
  const risk = fit(
    all.flatMap((c) => c.drafts),
    riskClasses,
    riskOpts
  )
  const { reception, receptionForest, frustration, frustrationForest } = personModels(
    all.flatMap((c) => c.people)
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

/**
 * Per person: frustration anchor (\`personFeatures\`): the median class of the mean of this
 * softmax's probabilities and \`frustrationForest\`'s.
 */
export const frustration: Softmax = ${packSource(frustration)}

/** Per person: frustration anchor, boosted trees (${frustrationForest.trees.length} rounds over ${frustrationForest.features.length} features). */
export const frustrationForest: Forest = ${packForest(frustrationForest)}

/** Finding verifier: is a detected mistake real (\`findingFeatures\`; classes no, yes). */
export const findings: Softmax = ${packSource(findings)}

`
  writeFileSync(join(import.meta.dirname, "..", "src", "internal", "model.generated.ts"), body)
  console.log(
    `wrote model.generated.ts: ${Object.keys(types.emissions.weights).length} type features, ${Object.keys(risk.weights).length} risk features, ${Object.keys(reception.weights).length} reception features, ${Object.keys(frustration.weights).length} frustration features, ${Object.keys(findings.weights).length} finding verifier features`
  )
}
