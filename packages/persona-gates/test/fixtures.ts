/**
 * A hand-written blueprint (spec 2.3 shape) and a seeded generator of personas that satisfy it,
 * shared by the tests and the bench. Randomness is a local seeded PRNG (mulberry32).
 */
import type { PersonaInput } from "../src/Persona.js"

/** mulberry32: a small deterministic PRNG returning floats in [0, 1). */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const EDUCATION = ["high_school", "bachelor", "master", "doctorate"] as const

/** A blueprint of 9 fields (4 categorical, 3 numeric, 2 text) and 2 constraints. */
export const blueprint = {
  domain: "online shoppers",
  order: [
    "age",
    "gender",
    "region",
    "education",
    "income_band",
    "years_experience",
    "income",
    "occupation",
    "bio"
  ],
  fields: [
    {
      name: "age",
      kind: "numeric",
      description: "age in years",
      parents: [],
      numeric: { min: 18, max: 90, mean: 40, sd: 12, integer: true }
    },
    {
      name: "gender",
      kind: "categorical",
      description: "gender",
      parents: [],
      categorical: { weights: { female: 0.5, male: 0.45, nonbinary: 0.05 } }
    },
    {
      name: "region",
      kind: "categorical",
      description: "region",
      parents: [],
      categorical: { weights: { north: 1, south: 1, east: 1, west: 1 } }
    },
    {
      name: "education",
      kind: "categorical",
      description: "highest degree",
      parents: [],
      categorical: { weights: { high_school: 4, bachelor: 3, master: 2, doctorate: 1 } },
      ordered_values: [...EDUCATION]
    },
    {
      name: "income_band",
      kind: "categorical",
      description: "income band",
      parents: ["education"],
      ordered_values: ["low", "middle", "high"],
      conditionals: [
        { when: { education: "high_school" }, categorical: { weights: { low: 3, middle: 2 } } },
        { when: { education: "bachelor" }, categorical: { weights: { low: 1, middle: 3, high: 1 } } },
        { when: { education: "master" }, categorical: { weights: { middle: 2, high: 2 } } },
        { when: { education: "doctorate" }, categorical: { weights: { middle: 1, high: 3 } } }
      ]
    },
    {
      name: "years_experience",
      kind: "numeric",
      description: "years of work experience",
      parents: ["age"],
      numeric: { min: 0, max: 70, mean: 15, sd: 10, integer: true }
    },
    {
      name: "income",
      kind: "numeric",
      description: "yearly income in thousands",
      parents: ["education"],
      conditionals: [
        {
          when: { education: "high_school" },
          numeric: { min: 10, max: 80, mean: 35, sd: 10, integer: false }
        },
        { when: { education: "bachelor" }, numeric: { min: 20, max: 150, mean: 55, sd: 15, integer: false } },
        { when: { education: "master" }, numeric: { min: 30, max: 200, mean: 70, sd: 20, integer: false } },
        { when: { education: "doctorate" }, numeric: { min: 40, max: 250, mean: 90, sd: 25, integer: false } }
      ]
    },
    { name: "occupation", kind: "text", description: "job title", parents: ["education"] },
    { name: "bio", kind: "text", description: "a short biography", parents: ["occupation", "region"] }
  ],
  constraints: [
    { name: "experience_after_16", lhs: "years_experience", op: "<=", rhs: "age - 16" },
    { name: "income_positive", lhs: "income", op: ">", rhs: "0" }
  ],
  rationale: "fixture",
  sources: []
} as const

const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "te",
  "su",
  "no",
  "vi",
  "de",
  "pa",
  "zu",
  "ri",
  "mo",
  "shi",
  "an",
  "el"
]
const STOP = ["the", "a", "and", "of", "to", "in", "with", "who", "is", "for", "on", "her", "his", "their"]
const JOBS = [
  "teacher",
  "nurse",
  "engineer",
  "driver",
  "chef",
  "designer",
  "clerk",
  "farmer",
  "analyst",
  "writer"
]
const ADJ = ["senior", "junior", "freelance", "retired", "lead", "part-time", "assistant", "chief"]

/** A vocabulary of `size` pseudo-words. */
const vocabulary = (size: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let i = 0; out.length < size; i++) {
    let w = ""
    let k = i + 1
    while (k > 0) {
      w += SYLLABLES[k % SYLLABLES.length]
      k = Math.floor(k / SYLLABLES.length)
    }
    out.push(w)
  }
  return out
}

const VOCAB = vocabulary(3000)

const pickWeighted = (rand: () => number, weights: Readonly<Record<string, number>>): string => {
  const entries = Object.entries(weights)
  const total = entries.reduce((s, [, w]) => s + w, 0)
  let u = rand() * total
  for (const [k, w] of entries) {
    u -= w
    if (u < 0) return k
  }
  return entries[entries.length - 1]![0]
}

const pick = <A>(rand: () => number, xs: ReadonlyArray<A>): A => xs[Math.floor(rand() * xs.length)]!

/** A bio of 15-30 words: stopwords and Zipf-like draws from the vocabulary. */
export const bio = (rand: () => number): string => {
  const words: Array<string> = []
  const n = 15 + Math.floor(rand() * 16)
  for (let i = 0; i < n; i++)
    words.push(rand() < 0.35 ? pick(rand, STOP) : VOCAB[Math.floor(VOCAB.length * rand() ** 2)]!)
  return `${words.join(" ")}.`
}

/** One persona satisfying `blueprint`, deterministic in (seed, index). */
export const persona = (rand: () => number, index: number): PersonaInput => {
  const age = 18 + Math.floor(rand() * 73)
  const education = pickWeighted(rand, blueprint.fields[3].categorical.weights)
  const bandRule = blueprint.fields[4].conditionals.find((c) => c.when.education === education)!
  const incomeRule = blueprint.fields[6].conditionals.find((c) => c.when.education === education)!
  const income = incomeRule.numeric.min + rand() * (incomeRule.numeric.max - incomeRule.numeric.min)
  const fields: Record<string, string> = {
    age: String(age),
    gender: pickWeighted(rand, blueprint.fields[1].categorical.weights),
    region: pickWeighted(rand, blueprint.fields[2].categorical.weights),
    education,
    income_band: pickWeighted(rand, bandRule.categorical.weights),
    years_experience: String(Math.floor(rand() * (Math.min(age - 16, 70) + 1))),
    income: income.toFixed(1),
    occupation: `${pick(rand, ADJ)} ${pick(rand, JOBS)} at ${pick(rand, VOCAB)} ${pick(rand, VOCAB)}`,
    bio: bio(rand)
  }
  const id = `p${index}`
  return {
    persona_id: id,
    fields,
    system_prompt: `You are ${id}, a ${fields.occupation} aged ${age}. ${fields.bio}`,
    markdown: `# ${id}\n\n${Object.entries(fields)
      .map(([k, v]) => `- **${k}**: ${v}`)
      .join("\n")}`
  }
}

/** `n` personas satisfying `blueprint`, deterministic in `seed`. */
export const population = (n: number, seed = 1): ReadonlyArray<PersonaInput> => {
  const rand = prng(seed)
  return Array.from({ length: n }, (_, i) => persona(rand, i))
}
