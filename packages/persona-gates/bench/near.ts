/**
 * Bench: diversity of a large `validate` batch, the all-pairs scan against the LSH scan, in the
 * same run. 60,000 small personas (a role, an age, a city and a short bio of 5-8 words, about
 * 90 bytes of fields each, like the probe's 5.2 MB request), 50 of them near-copies of others.
 * Prints both times, the ratio, and whether max, duplicates and mean agree.
 * `BENCH_QUICK=1` uses 10,000 personas.
 */
import { Rng } from "@cis/blueprint"
import { Diversity } from "../src/index.js"
import type { PersonaInput } from "../src/Persona.js"

const quick =
  process.env.BENCH_QUICK !== undefined && process.env.BENCH_QUICK !== "" && process.env.BENCH_QUICK !== "0"
const N = quick ? 10_000 : 60_000

const rng = Rng.fromSeed("near bench")
const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(rng() * xs.length)]!
const VOCAB = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36)}`)
const ROLES = Array.from({ length: 20 }, (_, i) => `role${i}`)
const CITIES = Array.from({ length: 50 }, (_, i) => `city${i}`)

const personas: Array<PersonaInput> = []
for (let i = 0; i < N; i++) {
  const fields =
    i >= 50 && i < 100
      ? { ...personas[i - 50]!.fields, age: String(Number(personas[i - 50]!.fields.age) + 1) }
      : {
          role: pick(ROLES),
          age: String(18 + Math.floor(rng() * 60)),
          city: pick(CITIES),
          bio: Array.from({ length: 5 + Math.floor(rng() * 4) }, () => pick(VOCAB)).join(" ")
        }
  personas.push({ persona_id: `p${i}`, fields, system_prompt: "s", markdown: "m" })
}

const time = <A>(run: () => A): [A, number] => {
  const t0 = performance.now()
  const a = run()
  return [a, performance.now() - t0]
}

console.log(`diversity of ${N} small personas (4 fields), all pairs against LSH, same run`)
const [near, tNear] = time(() => Diversity.scan(personas, { method: "near" }))
console.log(`near (LSH + exact check on candidates): ${tNear.toFixed(0)} ms`)
const [exact, tExact] = time(() => Diversity.scan(personas, { method: "exact" }))
console.log(`naive (all ${exact.pairs} pairs):            ${tExact.toFixed(0)} ms`)
console.log(`ratio naive / near: ${(tExact / tNear).toFixed(1)}x`)
console.log(
  `max ${near.diversity.max_pairwise_similarity} vs ${exact.diversity.max_pairwise_similarity}; duplicates ${near.diversity.duplicate_pairs} vs ${exact.diversity.duplicate_pairs}; mean ${near.diversity.mean_pairwise_similarity.toFixed(5)} vs ${exact.diversity.mean_pairwise_similarity.toFixed(5)}`
)
