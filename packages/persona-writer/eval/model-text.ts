/**
 * `pnpm eval` (model text): how well `ModelText.check` judges text a model could write for a
 * persona. A labelled set: 14 hand-written templates (6 that keep to the facts, 8 that contradict
 * them: a wrong age in three phrasings, an invented number, a duration, another value of a
 * categorical field, the other pronoun group, no name) filled in for 10 personas of each of 5
 * populations (offline, fixed seeds). Printed: contradictions caught (recall) and consistent
 * texts refused (false alarms), per kind, beside two baselines measured on the same set: accept
 * everything, and `Consistency.check` alone (the check of the offline writer, without the number
 * and name checks).
 */
import { Either } from "effect"
import { Consistency, Generate, ModelText } from "../src/index.js"

const PROMPTS = [
  "night-shift nurses in rural hospitals",
  "Gen Z TikTok creators in Lagos",
  "first-time home buyers in Berlin",
  "B2B SaaS procurement managers at mid-size European companies",
  "retired long-haul truck drivers in Texas who play chess online"
]
const PER_PROMPT = 10

interface Case {
  readonly id: string
  readonly contradicts: boolean
  /** The bio for a brief; undefined when the template does not apply to this persona. */
  readonly bio: (b: ModelText.Brief, other: string | undefined) => string | undefined
}

const possessive = (b: ModelText.Brief) =>
  b.pronouns === "she/her" ? "her" : b.pronouns === "he/him" ? "his" : "their"
const wrongPossessive = (b: ModelText.Brief) =>
  b.pronouns === "she/her" ? "his" : b.pronouns === "he/him" ? "her" : undefined

const CASES: ReadonlyArray<Case> = [
  {
    id: "ok: name and age",
    contradicts: false,
    bio: (b) =>
      `${b.name} is ${b.facts.age} and has seen a lot. ${b.first} keeps things calm when others panic.`
  },
  {
    id: "ok: At age,",
    contradicts: false,
    bio: (b) => `At ${b.facts.age}, ${b.name} still finds the work interesting.`
  },
  {
    id: "ok: Name (age)",
    contradicts: false,
    bio: (b) => `${b.name} (${b.facts.age}) spends weekends with friends and rarely talks shop.`
  },
  {
    id: "ok: no numbers",
    contradicts: false,
    bio: (b) => `People describe ${b.name} as patient, dry-humoured and hard to rattle.`
  },
  {
    id: "ok: own pronoun",
    contradicts: false,
    bio: (b) => `${b.name} likes plans written down; ${possessive(b)} notebook goes everywhere.`
  },
  {
    id: "ok: own values",
    contradicts: false,
    bio: (b) => {
      const own = Object.entries(b.facts).find(([k, v]) => k !== "age" && Number.isNaN(Number(v)))
      return own === undefined
        ? undefined
        : `${b.name} would tell you that ${own[1]} is simply part of who they are.`
    }
  },
  {
    id: "bad: Name, age+7,",
    contradicts: true,
    bio: (b) => `${b.name}, ${Number(b.facts.age) + 7}, has seen it all.`
  },
  {
    id: "bad: N-year-old",
    contradicts: true,
    bio: (b) => `${b.name} is a ${Number(b.facts.age) + 3}-year-old with strong opinions.`
  },
  {
    id: "bad: is N years old",
    contradicts: true,
    bio: (b) => `${b.name} is ${Number(b.facts.age) - 4} years old and restless.`
  },
  {
    id: "bad: invented number",
    contradicts: true,
    bio: (b) => `${b.name} earns 4,750 a month and saves most of it.`
  },
  {
    id: "bad: invented duration",
    contradicts: true,
    bio: (b) => `${b.name} has done this for 37 years without a break.`
  },
  {
    id: "bad: another value",
    contradicts: true,
    bio: (b, other) =>
      other === undefined ? undefined : `${b.name} has always been ${other}, and proud of it.`
  },
  {
    id: "bad: other pronoun",
    contradicts: true,
    bio: (b) => {
      const w = wrongPossessive(b)
      return w === undefined ? undefined : `${b.name} says ${w} team comes first, always.`
    }
  },
  {
    id: "bad: no name",
    contradicts: true,
    bio: () => "A quiet person who likes order and dislikes surprises."
  }
]

type Verdicts = Record<string, { n: number; flagged: number }>
const judges = {
  "accept all (baseline)": () => false,
  "Consistency.check only (baseline)": (bp: any, b: ModelText.Brief, e: ModelText.Entry) =>
    Consistency.check(
      { ...b.facts, ...e.texts },
      bp,
      b.pronouns === "she/her" ? "female" : b.pronouns === "he/him" ? "male" : "neutral"
    ).length > 0,
  "ModelText.check": (bp: any, b: ModelText.Brief, e: ModelText.Entry) => ModelText.check(bp, b, e).length > 0
} as const
const results: Record<string, Verdicts> = Object.fromEntries(Object.keys(judges).map((k) => [k, {}]))

for (const prompt of PROMPTS) {
  const g = Generate.generate(prompt, { count: 50, seed: "model-text-eval" })
  if (Either.isLeft(g)) throw new Error(g.left.message)
  const bp = g.right.blueprint
  const texts = bp.fields.filter((f) => f.kind === "text").map((f) => f.name)
  // a multi-word value of a categorical field that is not the persona's own
  const otherValue = (b: ModelText.Brief): string | undefined => {
    for (const f of bp.fields) {
      if (f.kind !== "categorical") continue
      const values = new Set<string>()
      for (const d of [f.categorical, ...(f.conditionals ?? []).map((r) => r.categorical)])
        if (d !== undefined) for (const v of Object.keys(d.weights)) values.add(v)
      const own = b.facts[f.name]
      const o = [...values].find(
        (v) =>
          v !== own &&
          v.includes(" ") &&
          !(own ?? "").includes(v) &&
          !Object.values(b.facts).some((x) => x.includes(v))
      )
      if (o !== undefined) return o
    }
    return undefined
  }
  for (const p of g.right.personas.slice(0, PER_PROMPT)) {
    const b = ModelText.brief(bp, p)
    const other = otherValue(b)
    for (const c of CASES) {
      if (b.facts.age === undefined && /age|year/.test(c.id)) continue
      const bio = c.bio(b, other)
      if (bio === undefined) continue
      const entry: ModelText.Entry = {
        persona_id: b.persona_id,
        texts: Object.fromEntries(texts.map((t, i) => [t, i === 0 ? bio : `${b.first} wants a calmer week.`]))
      }
      for (const [name, judge] of Object.entries(judges)) {
        const verdicts = results[name]!
        const v = verdicts[c.id] ?? { n: 0, flagged: 0 }
        verdicts[c.id] = v
        v.n++
        if (judge(bp, b, entry)) v.flagged++
      }
    }
  }
}

console.log("== model text check: labelled set (5 populations x 10 personas x 14 templates) ==")
for (const [name, verdicts] of Object.entries(results)) {
  let bad = 0
  let caught = 0
  let good = 0
  let alarms = 0
  for (const c of CASES) {
    const v = verdicts[c.id]
    if (v === undefined) continue
    if (c.contradicts) {
      bad += v.n
      caught += v.flagged
    } else {
      good += v.n
      alarms += v.flagged
    }
  }
  console.log(
    `${name.padEnd(36)} contradictions caught ${caught}/${bad} = ${((100 * caught) / bad).toFixed(1)}%   consistent texts refused ${alarms}/${good} = ${((100 * alarms) / good).toFixed(1)}%`
  )
  console.log(
    `    per kind: ${CASES.map((c) => `${c.id} ${verdicts[c.id]?.flagged ?? 0}/${verdicts[c.id]?.n ?? 0}`).join("; ")}`
  )
}
