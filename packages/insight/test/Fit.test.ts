/**
 * The fitters behind `pnpm train` (`eval/fit.ts`): each learns what it is for on small made-up
 * sets (a softmax a separable rule, the chain a class carried across plain items, the trees an
 * exclusive or that no linear model can fit), deterministically.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Example, fit, fitChain, fitForest } from "../eval/fit.js"
import {
  argmax,
  chainDecode,
  classScores,
  forestScores,
  forwardBackward,
  pathScore,
  probabilities,
  type TreeNode
} from "../src/internal/learned.js"

const softmaxOpts = { epochs: 200, rate: 0.1, l2: 0.001, minCount: 1 }
const accuracy = (examples: ReadonlyArray<Example>, predict: (f: ReadonlyArray<string>) => number): number =>
  examples.filter((e) => predict(e.features) === e.label).length / examples.length

describe("fit (softmax regression)", () => {
  it("learns a separable rule, leaves out rare features, and gives the same weights every time", () => {
    const examples: Array<Example> = [
      ...Array.from({ length: 20 }, (_, i) => ({ features: ["bias", "x", `id${i}`], label: 1 })),
      ...Array.from({ length: 20 }, (_, i) => ({ features: ["bias", "y", `id${20 + i}`], label: 0 }))
    ]
    const model = fit(examples, ["no", "yes"], { ...softmaxOpts, minCount: 2 })
    expect(accuracy(examples, (f) => argmax(probabilities(model, f)))).toBe(1)
    expect(probabilities(model, ["bias", "x"])[1]).toBeGreaterThan(0.9)
    // seen once: below minCount 2
    expect(Object.keys(model.weights).some((f) => f.startsWith("id"))).toBe(false)
    expect(fit(examples, ["no", "yes"], { ...softmaxOpts, minCount: 2 })).toEqual(model)
  })
})

describe("fitChain (linear-chain CRF)", () => {
  // Runs of four items of one class: a cue for the class on the first item, then hints at it on
  // the second and fourth and a misleading hint (another class) on the third.
  const sequences: Array<Array<Example>> = Array.from({ length: 30 }, (_, s) =>
    [s % 3, (s + 1) % 3, (s + 2) % 3].flatMap((c) =>
      [`cue${c}`, `hint${c}`, `hint${(c + 2) % 3}`, `hint${c}`].map((f) => ({
        features: ["bias", f],
        label: c
      }))
    )
  )
  const classes = ["a", "b", "c"]

  it("carries a class across a misleading item of a run, which a softmax per item cannot", () => {
    const chain = fitChain(sequences, classes, { ...softmaxOpts, epochs: 100 })
    const items = sequences.flat()
    const decoded = sequences.flatMap((seq) =>
      chainDecode(
        chain,
        seq.map((e) => classScores(chain.emissions, e.features))
      )
    )
    expect(decoded.filter((c, i) => c === items[i]!.label).length / items.length).toBe(1)
    // staying in a class scores above leaving it
    chain.transitions.forEach((row, p) => {
      expect(argmax(row)).toBe(p)
    })
    const softmax = fit(items, classes, softmaxOpts)
    // the misleading quarter of the items
    expect(accuracy(items, (f) => argmax(probabilities(softmax, f)))).toBeLessThanOrEqual(0.75)
  })

  it("is deterministic", () => {
    const opts = { ...softmaxOpts, epochs: 20 }
    expect(fitChain(sequences, classes, opts)).toEqual(fitChain(sequences, classes, opts))
  })
})

describe("fitForest (gradient-boosted trees)", () => {
  const forestOpts = { rounds: 40, depth: 2, rate: 0.3, minLeaf: 5, lambda: 1, minCount: 1 }
  // Class 1 when exactly one of x and y is present: no weighting of x and y separates it. (The
  // four cells differ in size: with equal ones no first split would gain anything.)
  const xor: Array<Example> = (
    [
      [[], 30],
      [["x"], 25],
      [["y"], 20],
      [["x", "y"], 15]
    ] as const
  ).flatMap(([fs, n]) =>
    Array.from({ length: n }, () => ({ features: ["bias", ...fs], label: fs.length === 1 ? 1 : 0 }))
  )

  it("fits an exclusive or that a softmax cannot", () => {
    const forest = fitForest(xor, ["even", "odd"], forestOpts)
    expect(accuracy(xor, (f) => argmax(forestScores(forest, f)))).toBe(1)
    const softmax = fit(xor, ["even", "odd"], softmaxOpts)
    // at best it gets three of the four cells right
    expect(accuracy(xor, (f) => argmax(probabilities(softmax, f)))).toBeLessThanOrEqual(75 / 90)
    // only the features it splits on are listed
    expect([...forest.features].sort()).toEqual(["x", "y"])
  })

  const depthOf = (t: TreeNode): number =>
    typeof t === "number" ? 0 : 1 + Math.max(depthOf(t[1]), depthOf(t[2]))
  const splitsOf = (t: TreeNode): Array<number> =>
    typeof t === "number" ? [] : [t[0], ...splitsOf(t[1]), ...splitsOf(t[2])]
  const dataset = fc.array(
    fc.record({
      features: fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e"), { maxLength: 5 }),
      label: fc.integer({ min: 0, max: 2 })
    }),
    { minLength: 1, maxLength: 60 }
  )

  it("grows trees no deeper than asked, splits only on listed features, and is deterministic", () => {
    fc.assert(
      fc.property(
        dataset,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        (examples, depth, minLeaf) => {
          const opts = { rounds: 4, depth, rate: 0.3, minLeaf, lambda: 1, minCount: 1 }
          const forest = fitForest(examples, ["p", "q", "r"], opts)
          expect(forest.trees).toHaveLength(4)
          const used = new Set<number>()
          for (const round of forest.trees) {
            expect(round).toHaveLength(3)
            for (const t of round) {
              expect(depthOf(t)).toBeLessThanOrEqual(depth)
              for (const j of splitsOf(t)) used.add(j)
            }
          }
          expect([...used].sort((a, b) => a - b)).toEqual(forest.features.map((_, j) => j))
          for (const e of examples)
            for (const z of forestScores(forest, e.features)) expect(Number.isFinite(z)).toBe(true)
          expect(fitForest(examples, ["p", "q", "r"], opts)).toEqual(forest)
        }
      ),
      { numRuns: 60 }
    )
  })

  it("lowers the training loss round by round", () => {
    const logLoss = (rounds: number): number => {
      const forest = fitForest(xor, ["even", "odd"], { ...forestOpts, rounds })
      return (
        xor.reduce((sum, e) => {
          const z = forestScores(forest, e.features)
          const m = Math.max(...z)
          const lse = m + Math.log(z.reduce((s, v) => s + Math.exp(v - m), 0))
          return sum + lse - z[e.label]!
        }, 0) / xor.length
      )
    }
    const losses = [0, 1, 5, 20].map(logLoss)
    for (let r = 1; r < losses.length; r++) expect(losses[r]!).toBeLessThan(losses[r - 1]!)
  })
})

describe("fit and fitChain keep the best weights of any epoch", () => {
  // Full-batch AdaGrad does not descend monotonically (at a large rate it overshoots and the
  // training objective spikes), so each fitter returns the weights of its best epoch: more epochs
  // can never give a worse training objective. (The tolerance covers the weights' rounding to
  // thousandths.)
  const l2 = 0.01
  const opts = (epochs: number) => ({ epochs, rate: 1, l2, minCount: 1 })
  const pool = ["bias", "a", "b", "c", "d", "e"]
  const item = (k: number) =>
    fc.record({
      features: fc.subarray(pool, { minLength: 1 }),
      label: fc.integer({ min: 0, max: k - 1 })
    })
  const squares = (weights: Record<string, ReadonlyArray<number>>): number =>
    Object.values(weights).reduce((a, w) => a + w.reduce((b, x) => b + x * x, 0), 0)
  const epochPair = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }))

  it("softmax: the training objective never rises with more epochs", () => {
    fc.assert(
      fc.property(fc.array(item(3), { minLength: 4, maxLength: 30 }), epochPair, (examples, [x, y]) => {
        const classes = ["p", "q", "r"]
        const objective = (epochs: number): number => {
          const model = fit(examples, classes, opts(epochs))
          const loss = examples.reduce((a, e) => a - Math.log(probabilities(model, e.features)[e.label]!), 0)
          return loss / examples.length + (l2 / 2) * squares(model.weights)
        }
        expect(objective(Math.max(x, y))).toBeLessThanOrEqual(objective(Math.min(x, y)) + 0.02)
      }),
      { numRuns: 60 }
    )
  })

  it("chain: the training objective never rises with more epochs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(item(2), { minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 8 }),
        epochPair,
        (sequences, [x, y]) => {
          const classes = ["p", "q"]
          const n = sequences.reduce((a, s) => a + s.length, 0)
          const objective = (epochs: number): number => {
            const chain = fitChain(sequences, classes, opts(epochs))
            let loss = 0
            for (const seq of sequences) {
              const scores = seq.map((e) => classScores(chain.emissions, e.features))
              const labels = seq.map((e) => e.label)
              loss += forwardBackward(chain, scores).logZ - pathScore(chain, scores, labels)
            }
            const shared = [chain.start, ...chain.transitions].reduce(
              (a, row) => a + row.reduce((b, v) => b + v * v, 0),
              0
            )
            return loss / n + (l2 / 2) * (squares(chain.emissions.weights) + shared)
          }
          expect(objective(Math.max(x, y))).toBeLessThanOrEqual(objective(Math.min(x, y)) + 0.02)
        }
      ),
      { numRuns: 40 }
    )
  })
})
