/**
 * Benchmarks for `pnpm bench`: truncated-normal draws per second per window (one core), and
 * personas per second for a 12-field blueprint with 3 constraints. Prints plain numbers with
 * units; no assertions. `BENCH_QUICK=1` shrinks the sizes.
 */
import { Either } from "effect"
import * as Rng from "../src/Rng.js"
import * as Sampler from "../src/Sampler.js"
import * as TN from "../src/TruncatedNormal.js"
import { workforce } from "../test/fixtures.js"

const quick =
  process.env.BENCH_QUICK !== undefined && process.env.BENCH_QUICK !== "" && process.env.BENCH_QUICK !== "0"
const DRAWS = quick ? 500_000 : 5_000_000
const PERSONAS = quick ? 10_000 : 100_000
const REPEATS = quick ? 1 : 3

const INF = Number.POSITIVE_INFINITY
const WINDOWS: ReadonlyArray<readonly [number, number]> = [
  [-2, 2],
  [-1, 1],
  [-0.01, 5],
  [-INF, INF],
  [0, INF],
  [0, 0.5],
  [0.1, 0.2],
  [0.5, INF],
  [1, 3],
  [2, INF],
  [3, 3.01],
  [5, 5.5],
  [8, INF],
  [13, 15],
  [20, INF],
  [40, 41],
  [-INF, -8],
  [-15, -13]
]

const fmt = (x: number, digits = 1) => x.toFixed(digits)
const label = (a: number, b: number) => `(${a === -INF ? "-inf" : a}, ${b === INF ? "inf" : b})`

/** Draws per second of `draw` over `n` calls, best of `REPEATS` timed runs after a warm-up. */
const rate = (draw: () => number, n: number): number => {
  let sink = 0
  for (let i = 0; i < Math.min(n, 200_000); i++) sink += draw()
  let best = 0
  for (let r = 0; r < REPEATS; r++) {
    const t0 = performance.now()
    for (let i = 0; i < n; i++) sink += draw()
    const seconds = (performance.now() - t0) / 1000
    best = Math.max(best, n / seconds)
  }
  if (Number.isNaN(sink)) console.log("(NaN seen)")
  return best
}

console.log(`truncated normal N(0,1) on [a, b], ${DRAWS} draws per window, best of ${REPEATS}, one core`)
// Baseline in the same run: the uniform source alone (one draw = one call of the generator);
// the last column is the prepared sampler's cost in uniform draws' time.
const uniformRate = rate(Rng.fromSeed("bench rng"), DRAWS)
console.log(
  "window                method        prepared (M draws/s)   one-shot (M draws/s)   uniform / prepared"
)
let slowestPrepared = Number.POSITIVE_INFINITY
let slowestOneShot = Number.POSITIVE_INFINITY
for (const [a, b] of WINDOWS) {
  const rng = Rng.fromSeed(`bench ${a} ${b}`)
  const prepared = TN.sampler(0, 1, a, b)
  const p = rate(() => prepared(rng), DRAWS)
  const o = rate(() => TN.sample(rng, 0, 1, a, b), Math.floor(DRAWS / 2))
  slowestPrepared = Math.min(slowestPrepared, p)
  slowestOneShot = Math.min(slowestOneShot, o)
  console.log(
    `${label(a, b).padEnd(21)} ${TN.methodFor(a, b).padEnd(13)} ${fmt(p / 1e6).padStart(20)}   ${fmt(o / 1e6).padStart(20)}   ${fmt(uniformRate / p, 2).padStart(18)}`
  )
}
console.log(`uniform source (sfc32, 53-bit): ${fmt(uniformRate / 1e6)} M draws/s`)
console.log(
  `slowest window: prepared ${fmt(slowestPrepared / 1e6)} M/s, one-shot ${fmt(slowestOneShot / 1e6)} M/s (target >= 10 M/s in every window)`
)

console.log("")
console.log(
  `personas: ${workforce.fields.length - 1} sampled fields + 1 text field, ${workforce.constraints.length} constraints, ${PERSONAS} personas, ${REPEATS} runs`
)
const times: Array<number> = []
let rejected = 0
for (let r = 0; r < REPEATS; r++) {
  const t0 = performance.now()
  const result = Sampler.sample(workforce, { count: PERSONAS, seed: `bench ${r}` })
  const ms = performance.now() - t0
  if (Either.isLeft(result)) {
    console.log(`sampling failed: ${result.left.message}`)
    break
  }
  rejected = result.right.report.rejected
  times.push(ms)
  console.log(
    `run ${r + 1}: ${fmt(ms, 0)} ms, ${fmt(PERSONAS / (ms / 1000) / 1000, 1)} thousand personas/s, ${rejected} rejected attempts`
  )
}
if (times.length > 0) {
  const sorted = [...times].sort((x, y) => x - y)
  console.log(
    `best ${fmt(sorted[0]!, 0)} ms, median ${fmt(sorted[Math.floor(sorted.length / 2)]!, 0)} ms for ${PERSONAS} personas`
  )
}
