import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Z from "../src/internal/ziggurat.js"
import * as Rng from "../src/Rng.js"
import * as TN from "../src/TruncatedNormal.js"
import * as KS from "./ks.js"

const INF = Number.POSITIVE_INFINITY

/** Standard windows (α, β) from the centre to the far tails, both sides. */
export const WINDOWS: ReadonlyArray<readonly [number, number]> = [
  [-2, 2],
  [-1, 1],
  [-0.5, 0.5],
  [-0.01, 0.01],
  [-3, 3],
  [-INF, INF],
  [-INF, 0],
  [0, INF],
  [-0.01, 5],
  [-5, 0.01],
  [-0.3, 3],
  [-1, 0.2],
  [-2.5, 0.1],
  [-INF, 1],
  [-1, INF],
  [0, 0.5],
  [0, 1.5],
  [0, 2],
  [0.1, 0.2],
  [0.2, 1.5],
  [0.25, 0.3],
  [0.5, INF],
  [0.5, 0.6],
  [1, 3],
  [1, 1.05],
  [1, INF],
  [1.5, 2.5],
  [2, INF],
  [2, 2.2],
  [2, 4],
  [3, INF],
  [3, 3.01],
  [4, 6],
  [5, INF],
  [5, 5.5],
  [6, INF],
  [8, INF],
  [8, 8.1],
  [8, 12],
  [10, INF],
  [13, 15],
  [13, 13.5],
  [20, INF],
  [20, 20.01],
  [37, 38],
  [40, 41],
  [-INF, -8],
  [-15, -13],
  [-3, -1],
  [-2, 0],
  [-0.2, -0.1],
  [-INF, -2],
  [-41, -40]
]

const N = 20_000
const ALPHA = 1e-4

describe("TruncatedNormal properties", () => {
  const window = fc
    .record({
      mean: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
      sd: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
      a: fc.double({ min: -45, max: 45, noNaN: true }),
      width: fc.oneof(fc.double({ min: 1e-6, max: 50, noNaN: true }), fc.constant(INF)),
      lowerInfinite: fc.boolean()
    })
    .map(({ mean, sd, a, width, lowerInfinite }) => ({
      mean,
      sd,
      min: lowerInfinite && width !== INF ? -INF : mean + sd * a,
      max: width === INF ? INF : mean + sd * (a + width)
    }))
    .filter(({ min, max }) => min < max)

  it("every draw is finite and inside [min, max] (one-shot and prepared), in any window", () => {
    fc.assert(
      fc.property(window, fc.integer(), ({ mean, sd, min, max }, seed) => {
        const rng = Rng.fromSeed(seed)
        const prepared = TN.sampler(mean, sd, min, max)
        for (let i = 0; i < 200; i++) {
          for (const x of [TN.sample(rng, mean, sd, min, max), prepared(rng)]) {
            assert.isTrue(Number.isFinite(x) && x >= min && x <= max, `${x} outside [${min}, ${max}]`)
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it("cdf(quantile(p)) = p and the quantile stays in the window", () => {
    fc.assert(
      fc.property(window, fc.double({ min: 0, max: 1, noNaN: true }), ({ mean, sd, min, max }, p) => {
        const x = TN.quantile(p, mean, sd, min, max)
        assert.isTrue(x >= min && x <= max && !Number.isNaN(x))
        const width = (max - min) / sd
        // the quantile is only determined up to the float spacing of x
        fc.pre(Number.isFinite(x) && width > 1e-3 && Math.abs(x) < 1e6 * sd)
        const back = TN.cdf(x, mean, sd, min, max)
        const slope = TN.pdf(x, mean, sd, min, max) * Math.max(Math.abs(x), Math.abs(mean), sd) * 1e-15
        assert.isTrue(Math.abs(back - p) <= 1e-9 + 16 * slope, `p ${p} -> x ${x} -> ${back}`)
      }),
      { numRuns: 500 }
    )
  })

  it("the prepared quantiler agrees with quantile", () => {
    fc.assert(
      fc.property(window, fc.double({ min: 0, max: 1, noNaN: true }), ({ mean, sd, min, max }, p) => {
        const q = TN.quantiler(mean, sd, min, max)(p)
        const r = TN.quantile(p, mean, sd, min, max)
        assert.isTrue(q === r || Math.abs(q - r) <= 1e-12 * Math.max(1, Math.abs(r)), `${q} vs ${r}`)
      }),
      { numRuns: 500 }
    )
  })

  it("the CDF is monotone and spans [0, 1]", () => {
    fc.assert(
      fc.property(
        window,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (w, p, q) => {
          const [lo, hi] = p < q ? [p, q] : [q, p]
          const x = TN.quantile(lo, w.mean, w.sd, w.min, w.max)
          const y = TN.quantile(hi, w.mean, w.sd, w.min, w.max)
          assert.isTrue(x <= y)
          assert.isTrue(
            TN.cdf(x, w.mean, w.sd, w.min, w.max) <= TN.cdf(y, w.mean, w.sd, w.min, w.max) + 1e-12
          )
          assert.strictEqual(TN.cdf(w.min, w.mean, w.sd, w.min, w.max), 0)
          assert.strictEqual(TN.cdf(w.max, w.mean, w.sd, w.min, w.max), 1)
        }
      )
    )
  })

  it("integer draws are integers in [ceil(min), floor(max)]", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.integer(),
        (mean, sd, min, width, seed) => {
          const max = min + width
          fc.pre(Math.ceil(min) <= Math.floor(max))
          const rng = Rng.fromSeed(seed)
          for (let i = 0; i < 100; i++) {
            const k = TN.sampleInteger(rng, mean, sd, min, max)
            assert.isTrue(Number.isInteger(k) && k >= Math.ceil(min) && k <= Math.floor(max))
          }
        }
      )
    )
  })

  it("stratified samples of 100 reach KS-complement 1 − D ≥ 0.99 (in fact D < 1/n)", () => {
    fc.assert(
      fc.property(window, fc.integer(), ({ mean, sd, min, max }, seed) => {
        fc.pre((max - min) / sd > 1e-3)
        const xs = TN.stratified(Rng.fromSeed(seed), 100, mean, sd, min, max)
        const c = KS.complement(xs, (x) => TN.cdf(x, mean, sd, min, max))
        assert.isAtLeast(c, 0.99)
      }),
      { numRuns: 200 }
    )
  })
})

describe("TruncatedNormal matches the analytic truncated CDF (KS test)", () => {
  assert.isAtLeast(WINDOWS.length, 50)
  const mean = 3
  const sd = 2
  for (const [a, b] of WINDOWS) {
    it(`window (${a}, ${b}) in standard units: ${TN.methodFor(a, b)}`, () => {
      const min = mean + sd * a
      const max = mean + sd * b
      const rng = Rng.fromSeed(`ks ${a} ${b}`)
      const prepared = TN.sampler(mean, sd, min, max)
      for (const [name, draw] of [
        ["sample", () => TN.sample(rng, mean, sd, min, max)],
        ["sampler", () => prepared(rng)]
      ] as const) {
        const xs = new Float64Array(N)
        let bad = 0
        for (let i = 0; i < N; i++) {
          const x = draw()
          if (!Number.isFinite(x) || x < min || x > max) bad++
          xs[i] = x
        }
        assert.strictEqual(bad, 0, `${name}: NaN, infinite or out-of-window values`)
        const d = KS.statistic(xs, (x) => TN.cdf(x, mean, sd, min, max))
        const p = KS.pValue(d, N)
        assert.isAbove(p, ALPHA, `${name}: D = ${d}, p = ${p}`)
      }
    })
  }

  it("the discretised (integer) variant matches its CDF", () => {
    const rng = Rng.fromSeed("integer ks")
    for (const [mean, sd, min, max] of [
      [36, 9, 21, 67],
      [2.5, 1.5, 0, 5],
      [0, 1, 3, 9],
      [100, 3, 0, 90]
    ] as const) {
      const xs = Array.from({ length: N }, () => TN.sampleInteger(rng, mean, sd, min, max))
      const d = KS.statistic(xs, (x) => TN.integerCdf(x, mean, sd, min, max))
      // a discrete CDF makes the continuous KS test conservative; D also counts the jump at each atom,
      // so compare the ECDF at the atoms instead
      let dAtoms = 0
      const sorted = [...xs].sort((x, y) => x - y)
      for (let k = Math.ceil(min); k <= Math.floor(max); k++) {
        let c = 0
        while (c < sorted.length && sorted[c]! <= k) c++
        dAtoms = Math.max(dAtoms, Math.abs(c / N - TN.integerCdf(k, mean, sd, min, max)))
      }
      assert.isAbove(KS.pValue(dAtoms, N), ALPHA, `(${mean}, ${sd}, ${min}, ${max}) D=${dAtoms} (${d})`)
    }
  })
})

describe("TruncatedNormal examples", () => {
  it("Φ and Φ⁻¹ reproduce reference values", () => {
    assert.closeTo(TN.normalCdf(-1), 0.15865525393145705, 1e-16)
    assert.closeTo(TN.normalCdf(1.959963984540054), 0.975, 1e-15)
    assert.closeTo(TN.normalCdf(-8) / 6.22096057427178e-16, 1, 1e-12)
    assert.closeTo(TN.normalQuantile(0.975), 1.959963984540054, 1e-14)
    assert.closeTo(TN.normalQuantile(1e-20), -9.262340089798408, 1e-12)
  })

  /** Independent oracle: log Q(x) = log φ(x) + log R(x), R the Mills ratio by Laplace's continued fraction. */
  const logQ = (x: number): number => {
    let r = 0
    for (let k = 400; k >= 1; k--) r = k / (x + r)
    return -0.5 * x * x - 0.5 * Math.log(2 * Math.PI) - Math.log(x + r)
  }
  const tailCdf = (x: number, a: number, b: number) =>
    -Math.expm1(logQ(x) - logQ(a)) / -Math.expm1(logQ(b) - logQ(a))

  it("tail CDFs are accurate where the naive formula cancels to 0/0", () => {
    for (const [a, b] of [
      [13, 15],
      [8, 8.1],
      [40, 41],
      [20, 20.01]
    ] as const) {
      for (const t of [0.001, 0.1, 0.5, 0.9]) {
        const x = a + t * (b - a)
        assert.closeTo(TN.cdf(x, 0, 1, a, b), tailCdf(x, a, b), 1e-11, `(${a}, ${b}) at ${x}`)
        assert.closeTo(TN.cdf(-x, 0, 1, -b, -a), 1 - tailCdf(x, a, b), 1e-11)
      }
    }
    const naive = (TN.normalCdf(13.5) - TN.normalCdf(13)) / (TN.normalCdf(15) - TN.normalCdf(13))
    assert.isTrue(Number.isNaN(naive))
  })

  it("picks Robert's proposals by window", () => {
    assert.strictEqual(TN.methodFor(-2, 2), "normal")
    assert.strictEqual(TN.methodFor(-1, 1), "uniform")
    assert.strictEqual(TN.methodFor(0, INF), "half-normal")
    assert.strictEqual(TN.methodFor(8, INF), "exponential")
    assert.strictEqual(TN.methodFor(13, 15), "exponential")
    assert.strictEqual(TN.methodFor(13, 13.01), "uniform")
    assert.strictEqual(TN.methodFor(-15, -13), "exponential")
  })

  it("rejects invalid parameters with NaN rather than throwing", () => {
    const rng = Rng.fromSeed(1)
    assert.isNaN(TN.sample(rng, 0, 0, -1, 1))
    assert.isNaN(TN.sample(rng, 0, 1, 2, 1))
    assert.strictEqual(TN.sample(rng, 0, 1, 2, 2), 2)
    assert.isNaN(TN.sampleInteger(rng, 0, 1, 0.2, 0.8))
  })
})

describe("ziggurat normal (the proposal of the normal and half-normal schemes)", () => {
  // Direct checks of the generator, region by region: the body, each side of the layers' edge,
  // and the tail beyond r = 3.4426 that only layer 0 reaches (Marsaglia's tail algorithm).
  const draws = (seed: string, n: number) => {
    const rng = Rng.fromSeed(seed)
    const out = new Float64Array(n)
    for (let i = 0; i < n; i++) out[i] = Z.normal(rng)
    return out
  }
  const all = draws("zig", 2_000_000)

  it("matches Φ over the whole line (KS p > 0.001) with mean 0 and variance 1", () => {
    const sample = all.subarray(0, 200_000)
    assert.isAbove(KS.pValue(KS.statistic(sample, TN.normalCdf), sample.length), 0.001)
    let s = 0
    let s2 = 0
    for (const x of all) {
      s += x
      s2 += x * x
    }
    const n = all.length
    assert.isBelow(Math.abs(s / n), 5 / Math.sqrt(n))
    assert.isBelow(Math.abs(s2 / n - 1), 5 * Math.sqrt(2 / n))
  })

  for (const [a, b] of [
    [3, Number.POSITIVE_INFINITY],
    [3.4426, Number.POSITIVE_INFINITY],
    [-Number.POSITIVE_INFINITY, -3.4426],
    [2.5, 3.6],
    [0.9, 1.1]
  ] as const) {
    it(`restricted to (${a}, ${b}) it follows the truncated normal there`, () => {
      const inside = all.filter((x) => x > a && x < b)
      assert.isAbove(inside.length, 200)
      const p = KS.pValue(
        KS.statistic(inside, (x) => TN.standardCdf(x, a, b)),
        inside.length
      )
      assert.isAbove(p, 0.001, `${inside.length} draws in (${a}, ${b})`)
    })
  }

  it("never returns NaN or an infinity, and is deterministic by seed", () => {
    assert.isTrue(all.every((x) => Number.isFinite(x)))
    assert.deepStrictEqual(draws("zig", 1000), all.subarray(0, 1000))
  })
})

describe("ziggurat exponential (the proposal and acceptance test of the exponential scheme)", () => {
  const rng = Rng.fromSeed("zig-exp")
  const all = new Float64Array(2_000_000)
  for (let i = 0; i < all.length; i++) all[i] = Z.exponential(rng)
  const expCdf = (lo: number, hi: number) => (x: number) =>
    (Math.exp(-lo) - Math.exp(-Math.min(x, hi))) / (Math.exp(-lo) - Math.exp(-hi))

  it("matches 1 − e^(−x) (KS p > 0.001), mean 1, variance 1, no negative or non-finite value", () => {
    const sample = all.subarray(0, 200_000)
    assert.isAbove(KS.pValue(KS.statistic(sample, expCdf(0, Number.POSITIVE_INFINITY)), sample.length), 0.001)
    let s = 0
    let s2 = 0
    for (const x of all) {
      assert.isTrue(x >= 0 && Number.isFinite(x))
      s += x
      s2 += x * x
    }
    const n = all.length
    assert.isBelow(Math.abs(s / n - 1), 5 / Math.sqrt(n))
    assert.isBelow(Math.abs(s2 / n - (s * s) / (n * n) - 1), 5 * Math.sqrt(8 / n))
  })

  it("beyond 7.697, where only the base layer's tail reaches, it is 7.697 + Exp(1)", () => {
    const tailRng = Rng.fromSeed("zig-exp-tail")
    const tail: Array<number> = []
    for (let i = 0; i < 30_000_000; i++) {
      const x = Z.exponential(tailRng)
      if (x > 7.69711747013105) tail.push(x)
    }
    assert.isAbove(tail.length, 10_000)
    assert.isAbove(
      KS.pValue(KS.statistic(tail, expCdf(7.69711747013105, Number.POSITIVE_INFINITY)), tail.length),
      0.001
    )
  })

  // The others cross layer edges and wedges.
  for (const [lo, hi] of [
    [5, Number.POSITIVE_INFINITY],
    [0.02, 0.2],
    [2, 3]
  ] as const) {
    it(`restricted to (${lo}, ${hi}) it is the truncated exponential`, () => {
      const inside = all.filter((x) => x > lo && x < hi)
      assert.isAbove(inside.length, 500)
      assert.isAbove(KS.pValue(KS.statistic(inside, expCdf(lo, hi)), inside.length), 0.001)
    })
  }
})
