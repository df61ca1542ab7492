/**
 * `pnpm bench`: 1,000 personas end to end offline (`Generate.generate`: reading the prompt,
 * sampling, writing, the spread step and the gates' scores), beside the sampler alone on the same
 * blueprint, in the same run. Target: under 1 s per 1,000 personas.
 */
import { Sampler } from "@cis/blueprint"
import { Evaluate } from "@cis/persona-gates"
import { Either } from "effect"
import { Generate, Understand } from "../src/index.js"

const PROMPTS = [
  "night-shift nurses in rural hospitals",
  "Gen Z TikTok creators in Lagos",
  "retired long-haul truck drivers in Texas who play chess online",
  "first-time home buyers in Berlin",
  "online shoppers"
]
const COUNT = 1000
const REPEAT = 3

const time = (f: () => void): number => {
  let best = Number.POSITIVE_INFINITY
  for (let r = 0; r < REPEAT; r++) {
    const t = performance.now()
    f()
    best = Math.min(best, performance.now() - t)
  }
  return best
}

for (const prompt of PROMPTS) {
  const u = Understand.understand(prompt)
  if (Either.isLeft(u)) throw new Error(u.left.message)
  const bp = u.right.blueprint
  const sampler = time(() => {
    Sampler.sample(bp, { count: COUNT, seed: "bench" })
  })
  let passed = false
  let redrawn = 0
  const full = time(() => {
    const g = Generate.generate(prompt, { count: COUNT, seed: "bench" })
    if (Either.isLeft(g)) throw new Error(g.left.message)
    redrawn = g.right.redrawn
    passed = g.right.diversity !== undefined && g.right.diversity.max_pairwise_similarity <= 0.9
  })
  const g = Generate.generate(prompt, { count: COUNT, seed: "bench" })
  if (Either.isRight(g)) passed = passed && Evaluate.evaluate(g.right.personas, g.right.blueprint).passed
  console.log(
    `${prompt.padEnd(64)} end to end ${full.toFixed(0).padStart(5)} ms  sampler ${sampler.toFixed(0).padStart(4)} ms  ratio ${(full / sampler).toFixed(1).padStart(5)}x  redrawn ${redrawn}  validate ${passed ? "passes" : "FAILS"}  ${full < 1000 ? "< 1 s" : "OVER 1 s"}`
  )
}
