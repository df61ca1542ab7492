/**
 * `pnpm eval`: 50 personas per prompt of `prompts.ts`, offline, through `Generate.generate`
 * (the production pipeline), beside the old engine (library inference only, `Infer.inferBlueprint`,
 * sampled and written without the spread step) on the same prompts and seeds.
 *
 * Per prompt: the facets honoured and the words not modelled; the share of personas matching
 * each honoured facet (the facet's value found in a sampled field, an age inside the facet's
 * window, a situation's fields present); consistency violations (`Consistency.check`); the
 * distinct-text ratio of goals and pain points with the persona's own name masked; whether
 * `Evaluate.evaluate` with the blueprint passes.
 */
import { Sampler } from "@cis/blueprint"
import { Evaluate } from "@cis/persona-gates"
import { Either } from "effect"
import { Consistency, Generate, Infer, type Understand, Writer } from "../src/index.js"
import { SITUATIONS } from "../src/internal/facets/lexicon.js"
import { PROMPTS } from "./prompts.js"

const N = 50
type Fields = Readonly<Record<string, string>>

const matches = (h: Understand.Honoured, f: Fields, domain = ""): boolean | undefined => {
  const values = Object.entries(f)
    .filter(([k]) => !/bio|goal|pain/.test(k))
    .map(([, v]) => v.toLowerCase())
  if (h.facet === "age") {
    const m = /age (\d+)(?:-(\d+))?|age >= (\d+)|age <= (\d+)/.exec(h.value)
    if (m === null) return undefined
    const lo = Number(m[1] ?? m[3] ?? 0)
    const hi = Number(m[2] ?? m[1] ?? m[4] ?? 200)
    const age = Number(f.age)
    return (
      Number.isFinite(age) && age >= (m[4] !== undefined ? 0 : lo) && age <= (m[3] !== undefined ? 200 : hi)
    )
  }
  if (h.facet === "situation") {
    const label = /'(.+)'/.exec(h.value)?.[1]
    const s = SITUATIONS.find((x) => x.label === label)
    if (s === undefined) return undefined
    // the situation's fields, or a persona whose occupation or whole population is the situation's role
    return (
      s.fields.every((x) => (f[x.name] ?? "") !== "") ||
      (f.occupation ?? "").includes(s.role) ||
      domain.replace(/s$/, "") === s.role
    )
  }
  if (h.value.startsWith("population ")) return undefined
  const quoted = /'([^']+)'(?: \(([^)]+)\))?/.exec(h.value)
  if (quoted === null) return undefined
  const wanted = [quoted[1]!, ...(quoted[2]?.split(", ") ?? [])].map((x) => x.toLowerCase())
  const singularWanted = wanted.map((w) => w.replace(/s$/, ""))
  return values.some((v) => wanted.some((w) => v.includes(w)) || singularWanted.some((w) => v.includes(w)))
}

const distinct = (ps: ReadonlyArray<Writer.Written>, key: RegExp): number | undefined => {
  const texts: Array<string> = []
  for (const p of ps) {
    const name = /^# (.+)$/m.exec(p.markdown)?.[1] ?? ""
    const [first = "", ...rest] = name.split(" ")
    const k = Object.keys(p.fields).find((x) => key.test(x))
    if (k === undefined) continue
    let t = p.fields[k]!
    for (const part of [name, first, rest.join(" ")]) if (part !== "") t = t.split(part).join("X")
    texts.push(t)
  }
  return texts.length === 0 ? undefined : new Set(texts).size / texts.length
}

const pct = (x: number | undefined) => (x === undefined ? "  n/a" : `${(100 * x).toFixed(0).padStart(4)}%`)

const totals = {
  prompts: 0,
  understood: 0,
  facets: 0,
  matchSum: 0,
  matchN: 0,
  viol: 0,
  pass: 0,
  goal: 0,
  pain: 0,
  textN: 0,
  notModelled: 0
}
const old = { matchSum: 0, matchN: 0, viol: 0, pass: 0, goal: 0, pain: 0, textN: 0 }
let failures = 0
const t0 = performance.now()
for (const [i, prompt] of PROMPTS.entries()) {
  totals.prompts++
  const seed = `eval/${i}`
  const g = Generate.generate(prompt, { count: N, seed })
  console.log(`\n[${i + 1}] ${prompt}`)
  if (Either.isLeft(g)) {
    failures++
    console.log(
      `  failed: ${g.left._tag}${"category" in g.left ? ` (${(g.left as Understand.PromptNotUnderstood).category})` : ""}: ${g.left.message}`
    )
    continue
  }
  const r = g.right
  totals.understood++
  const honoured = r.honoured ?? []
  const notModelled = r.not_modelled ?? []
  totals.facets += honoured.length
  totals.notModelled += notModelled.length
  const shares: Array<string> = []
  for (const h of honoured) {
    const ms = r.personas.map((p) => matches(h, p.fields, r.blueprint.domain))
    if (ms.every((m) => m === undefined)) {
      shares.push(`${h.value} (unchecked)`)
      continue
    }
    const share = ms.filter((m) => m === true).length / ms.length
    totals.matchSum += share
    totals.matchN++
    shares.push(`${h.value} ${pct(share).trim()}`)
  }
  const violations = r.personas.flatMap((p) => Consistency.check(p.fields, r.blueprint))
  totals.viol += violations.length
  const report = Evaluate.evaluate(r.personas, r.blueprint)
  if (report.passed) totals.pass++
  const dg = distinct(r.personas, /goal|motivation|concern/)
  const dp = distinct(r.personas, /pain|frustration|peeve|challenge|concern/)
  if (dg !== undefined && dp !== undefined) {
    totals.goal += dg
    totals.pain += dp
    totals.textN++
  }
  console.log(
    `  engine: ${r.blueprint.domain === prompt.trim().toLowerCase() ? "composed" : `library '${r.blueprint.domain}'`}; redrawn ${r.redrawn}`
  )
  console.log(`  honoured: ${shares.join("; ") || "(none)"}`)
  console.log(`  not modelled: ${notModelled.length === 0 ? "(none)" : notModelled.join(", ")}`)
  console.log(
    `  violations ${violations.length}${violations.length > 0 ? ` e.g. ${JSON.stringify(violations[0])}` : ""}; distinct goals ${pct(dg)}, pains ${pct(dp)}; validate ${
      report.passed
        ? "passes"
        : `FAILS (${report.gates
            .filter((x) => !x.passed)
            .map((x) => x.name)
            .join(", ")})`
    } (max similarity ${report.diversity?.max_pairwise_similarity.toFixed(3) ?? "-"})`
  )
  // old engine: library inference, sampled and written, no spread
  const inferred = Infer.inferBlueprint(prompt)
  const s = Sampler.sample(inferred.blueprint, { count: N, seed })
  if (Either.isRight(s)) {
    const ps = Writer.writePersonas(inferred.blueprint, s.right.personas, seed)
    for (const h of honoured) {
      const ms = ps.map((p) => matches(h, p.fields, inferred.blueprint.domain))
      if (ms.every((m) => m === undefined)) continue
      old.matchSum += ms.filter((m) => m === true).length / ms.length
      old.matchN++
    }
    old.viol += ps.flatMap((p) => Consistency.check(p.fields, inferred.blueprint)).length
    if (Evaluate.evaluate(ps, inferred.blueprint).passed) old.pass++
    const og = distinct(ps, /goal|motivation|concern/)
    const op = distinct(ps, /pain|frustration|peeve|challenge|concern/)
    if (og !== undefined && op !== undefined) {
      old.goal += og
      old.pain += op
      old.textN++
    }
  }
}
const ms = performance.now() - t0
console.log("\n== summary ==")
console.log(
  `prompts ${totals.prompts}: understood ${totals.understood}, failed with a typed error ${failures}`
)
console.log(`                      new engine   old engine (library inference)`)
console.log(
  `facet match share     ${pct(totals.matchSum / Math.max(1, totals.matchN))}        ${pct(old.matchSum / Math.max(1, old.matchN))}   (mean over ${totals.matchN} checked facets)`
)
console.log(`consistency violations ${String(totals.viol).padStart(5)}       ${String(old.viol).padStart(5)}`)
console.log(
  `distinct goals        ${pct(totals.goal / Math.max(1, totals.textN))}        ${pct(old.goal / Math.max(1, old.textN))}`
)
console.log(
  `distinct pain points  ${pct(totals.pain / Math.max(1, totals.textN))}        ${pct(old.pain / Math.max(1, old.textN))}`
)
console.log(
  `validate passes       ${String(totals.pass).padStart(4)}/${totals.understood}      ${String(old.pass).padStart(4)}/${totals.understood}`
)
console.log(`words not modelled    ${totals.notModelled} in all; facets honoured ${totals.facets}`)
console.log(`(${ms.toFixed(0)} ms)`)
