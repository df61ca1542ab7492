/**
 * The synthetic group chat both social-memory benches fill a scope with (the service bench
 * here, the HTTP bench in `apps/api/bench/memory.ts`): 20 speakers who name each other, a
 * Zipf-distributed vocabulary of 5,000 words, one message in 8 a question; queries mix frequent
 * and rare words. Seeded (`@cis/blueprint`'s `Rng`), so every run fills the same scope.
 */
import { Rng } from "@cis/blueprint"

const random = Rng.fromSeed(20261123)
const syllables = [
  "ka",
  "lo",
  "mi",
  "ten",
  "ra",
  "so",
  "vel",
  "di",
  "mar",
  "qu",
  "zen",
  "pa",
  "tor",
  "li",
  "ne",
  "fa"
]
const vocab = Array.from({ length: 5_000 }, (_, i) => {
  let w = ""
  let n = i + 7
  do {
    w += syllables[n % syllables.length]
    n = Math.floor(n / syllables.length)
  } while (n > 0)
  return w
})
const zipf = (() => {
  const weights = vocab.map((_, i) => 1 / (i + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  let acc = 0
  const cdf = weights.map((w) => (acc += w / total))
  return () => {
    const r = random()
    let lo = 0
    let hi = cdf.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cdf[mid]! < r) lo = mid + 1
      else hi = mid
    }
    return vocab[lo]!
  }
})()
const speakers = [
  "Dana",
  "Sam",
  "Samantha",
  "Priya",
  "Jon",
  "Joan",
  "Alex",
  "Riley",
  "Omar",
  "Nora",
  "Pia",
  "Leo",
  "Mia",
  "Hugo",
  "Ines",
  "Greta",
  "Tom",
  "Tomas",
  "Uma",
  "Eve"
]
const pick = <A>(xs: ReadonlyArray<A>) => xs[Math.floor(random() * xs.length)]!
/** One of the speakers. */
export const speaker = () => pick(speakers)

/** A message of the chat. */
export const message = () => {
  const n = 6 + Math.floor(random() * 14)
  const ws = Array.from({ length: n }, zipf)
  if (random() < 0.2) ws.splice(Math.floor(random() * n), 0, pick(speakers))
  const q = random() < 0.125
  return { speaker: pick(speakers), text: `${ws.join(" ")}${q ? "?" : "."}` }
}
/** A recall or ask query. */
export const query = () => {
  // Two frequent words and one from the long tail.
  const ws = [vocab[Math.floor(random() * 50)]!, zipf(), vocab[Math.floor(random() * vocab.length)]!]
  return ws.join(" ")
}

/** The `p`-th percentile of `xs`. */
export const pct = (xs: Array<number>, p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
