/**
 * The fitters behind `pnpm --filter @cis/insight train` (`train.ts`): softmax regression, the
 * linear-chain CRF and gradient-boosted trees on sparse binary features, and the source text of
 * each model as `model.generated.ts` ships it. Deterministic: full-batch AdaGrad from zero
 * weights for a fixed number of epochs (the weights of the epoch with the lowest objective are
 * kept, see `Best`), fixed rounds for the trees, no randomness.
 */
import {
  type Chain,
  type ChainScores,
  type Forest,
  forwardBackward,
  pathScore,
  type Softmax,
  softmax,
  type TreeNode
} from "../src/internal/learned.js"

/** One labelled item: its features and its class's index. */
export interface Example {
  readonly features: ReadonlyArray<string>
  readonly label: number
}

export type Opts = {
  readonly epochs: number
  readonly rate: number
  readonly l2: number
  readonly minCount: number
}

/** The features seen at least `minCount` times, sorted, with their rows. */
const indexFeatures = (
  lists: ReadonlyArray<ReadonlyArray<string>>,
  minCount: number
): { keep: Array<string>; index: Map<string, number> } => {
  const counts = new Map<string, number>()
  for (const fs of lists) for (const f of fs) counts.set(f, (counts.get(f) ?? 0) + 1)
  const keep = [...counts.entries()].filter(([, c]) => c >= minCount).map(([f]) => f)
  keep.sort()
  return { keep, index: new Map(keep.map((f, i) => [f, i])) }
}

/**
 * A feature list as offsets into a flat weight array (feature j, class c at j * k + c): the same
 * sums in the same order as one array per feature, several times faster.
 */
const offsets = (
  features: ReadonlyArray<string>,
  index: ReadonlyMap<string, number>,
  k: number
): Int32Array => Int32Array.from(features.flatMap((f) => (index.has(f) ? [index.get(f)! * k] : [])))

/** One AdaGrad step with L2 on flat weights from a summed gradient over `n` items. */
const adagrad = (W: Float64Array, G: Float64Array, grad: Float64Array, n: number, opts: Opts): void => {
  for (let j = 0; j < W.length; j++) {
    const g = grad[j]! / n + opts.l2 * W[j]!
    G[j]! += g * g
    W[j]! -= (opts.rate * g) / Math.sqrt(G[j]!)
  }
}

/** The regularised training objective the AdaGrad steps descend: mean log-loss plus L2 / 2 · |W|². */
const objective = (logLoss: number, n: number, W: Float64Array, l2: number): number => {
  let sq = 0
  for (let j = 0; j < W.length; j++) sq += W[j]! * W[j]!
  return logLoss / n + (l2 / 2) * sq
}

/**
 * The weights with the lowest objective seen so far. Full-batch AdaGrad at these rates does not
 * descend monotonically: on some sets the objective spikes for a few epochs (session 16 found a fit
 * ending on a spike that read its own training messages at 0.76), so the fitters return the best
 * weights of any epoch, not the last ones.
 */
class Best {
  value = Infinity
  weights: Float64Array
  constructor(size: number) {
    this.weights = new Float64Array(size)
  }
  offer(value: number, W: Float64Array): void {
    if (value < this.value) {
      this.value = value
      this.weights.set(W)
    }
  }
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000

/** Flat weights as a model's weights, in thousandths, features whose weights are all ~0 left out. */
const weightsOut = (
  keep: ReadonlyArray<string>,
  W: Float64Array,
  k: number
): Record<string, Array<number>> => {
  const weights: Record<string, Array<number>> = {}
  keep.forEach((f, j) => {
    const w = Array.from(W.subarray(j * k, j * k + k), round3)
    if (w.some((x) => Math.abs(x) >= 0.005)) weights[f] = w
  })
  return weights
}

/** Softmax regression by full-batch AdaGrad with L2, on features seen at least `minCount` times. */
export const fit = (
  examples: ReadonlyArray<Example>,
  classes: ReadonlyArray<string>,
  opts: Opts
): Softmax => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    examples.map((e) => e.features),
    opts.minCount
  )
  const W = new Float64Array(keep.length * k)
  const G = new Float64Array(keep.length * k).fill(1e-8)
  const grad = new Float64Array(keep.length * k)
  const rows = examples.map((e) => ({ idx: offsets(e.features, index, k), label: e.label }))
  const n = Math.max(1, rows.length)
  const z = new Float64Array(k)
  const best = new Best(W.length)
  // one pass more than the epochs: the last only scores the final weights
  for (let epoch = 0; epoch <= opts.epochs; epoch++) {
    grad.fill(0)
    let logLoss = 0
    for (const r of rows) {
      z.fill(0)
      for (const j of r.idx) for (let c = 0; c < k; c++) z[c]! += W[j + c]!
      let max = -Infinity
      for (let c = 0; c < k; c++) if (z[c]! > max) max = z[c]!
      let sum = 0
      for (let c = 0; c < k; c++) {
        z[c] = Math.exp(z[c]! - max)
        sum += z[c]!
      }
      logLoss -= Math.log(z[r.label]! / sum)
      for (let c = 0; c < k; c++) {
        const g = z[c]! / sum - (c === r.label ? 1 : 0)
        for (const j of r.idx) grad[j + c]! += g
      }
    }
    best.offer(objective(logLoss, n, W, opts.l2), W)
    if (epoch < opts.epochs) adagrad(W, G, grad, n, opts)
  }
  return { classes, weights: weightsOut(keep, best.weights, k) }
}

/**
 * A linear-chain CRF (`Chain`) by full-batch AdaGrad with L2 on the negative log-likelihood of
 * whole sequences: emission weights on features seen at least `minCount` times, a start score per
 * class and a transition score per pair of classes, all from zero; the gradients are expected
 * counts (forward-backward) minus observed ones.
 */
export const fitChain = (
  sequences: ReadonlyArray<ReadonlyArray<Example>>,
  classes: ReadonlyArray<string>,
  opts: Opts
): Chain => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    sequences.flatMap((s) => s.map((e) => e.features)),
    opts.minCount
  )
  // emission weights, then the k start scores, then the k * k transition scores, in one array
  const T0 = keep.length * k
  const S0 = T0 + k * k
  const W = new Float64Array(S0 + k)
  const G = new Float64Array(W.length).fill(1e-8)
  const grad = new Float64Array(W.length)
  const rows = sequences.map((s) => s.map((e) => ({ idx: offsets(e.features, index, k), label: e.label })))
  const n = Math.max(
    1,
    rows.reduce((a, s) => a + s.length, 0)
  )
  const chainOf = (): ChainScores => ({
    start: Array.from(W.subarray(S0, S0 + k)),
    transitions: Array.from({ length: k }, (_, p) => Array.from(W.subarray(T0 + p * k, T0 + p * k + k)))
  })
  const best = new Best(W.length)
  // one pass more than the epochs: the last only scores the final weights
  for (let epoch = 0; epoch <= opts.epochs; epoch++) {
    grad.fill(0)
    let logLoss = 0
    const chain = chainOf()
    for (const seq of rows) {
      if (seq.length === 0) continue
      const scores = seq.map((r) => {
        const z = new Array<number>(k).fill(0)
        for (const j of r.idx) for (let c = 0; c < k; c++) z[c]! += W[j + c]!
        return z
      })
      const { alpha, beta, logZ } = forwardBackward(chain, scores)
      const labels = seq.map((r) => r.label)
      logLoss += logZ - pathScore(chain, scores, labels)
      seq.forEach((r, i) => {
        for (let c = 0; c < k; c++) {
          const g = Math.exp(alpha[i]![c]! + beta[i]![c]! - logZ) - (c === r.label ? 1 : 0)
          for (const j of r.idx) grad[j + c]! += g
          if (i === 0) grad[S0 + c]! += g
        }
        if (i === 0) return
        for (let p = 0; p < k; p++)
          for (let c = 0; c < k; c++)
            grad[T0 + p * k + c]! += Math.exp(
              alpha[i - 1]![p]! + chain.transitions[p]![c]! + scores[i]![c]! + beta[i]![c]! - logZ
            )
        grad[T0 + seq[i - 1]!.label * k + r.label]! -= 1
      })
    }
    best.offer(objective(logLoss, n, W, opts.l2), W)
    if (epoch < opts.epochs) adagrad(W, G, grad, n, opts)
  }
  W.set(best.weights)
  const { start, transitions } = chainOf()
  return {
    emissions: { classes, weights: weightsOut(keep, W.subarray(0, T0), k) },
    start: start.map(round3),
    transitions: transitions.map((row) => row.map(round3))
  }
}

export type ForestOpts = {
  readonly rounds: number
  readonly depth: number
  readonly rate: number
  readonly minLeaf: number
  readonly lambda: number
  readonly minCount: number
}

/**
 * Gradient-boosted trees for a softmax (`Forest`): per round, for each class, a regression tree on
 * the gradient and Hessian of the log-loss (the class's probability minus its indicator, and
 * p(1 - p)), splits on the presence of one feature (seen at least `minCount` times) where the
 * gain of a second-order step is largest, at most `depth` deep, no leaf under `minLeaf` items,
 * leaves of `-rate * G / (H + lambda)`. Deterministic: ties go to the first feature in sorted
 * order, no sampling.
 */
export const fitForest = (
  examples: ReadonlyArray<Example>,
  classes: ReadonlyArray<string>,
  opts: ForestOpts
): Forest => {
  const k = classes.length
  const { keep, index } = indexFeatures(
    examples.map((e) => e.features),
    opts.minCount
  )
  const rows = examples.map((e) => new Set(e.features.flatMap((f) => (index.has(f) ? [index.get(f)!] : []))))
  const n = examples.length
  const score = examples.map(() => new Float64Array(k))
  const g = new Float64Array(n)
  const h = new Float64Array(n)
  const G = new Float64Array(keep.length)
  const H = new Float64Array(keep.length)
  const C = new Int32Array(keep.length)
  const used = new Map<number, number>()
  type Grown = number | [number, Grown, Grown]
  // Grows class `c`'s tree over `items` and adds each leaf's value to the scores of the items
  // that reach it (the next round's probabilities read them; this round's g and h do not).
  const grow = (c: number, items: ReadonlyArray<number>, depth: number): Grown => {
    let gs = 0
    let hs = 0
    for (const i of items) {
      gs += g[i]!
      hs += h[i]!
    }
    const value = (-opts.rate * gs) / (hs + opts.lambda)
    const leaf = (): number => {
      for (const i of items) score[i]![c]! += value
      return value
    }
    if (depth >= opts.depth || items.length < 2 * opts.minLeaf) return leaf()
    G.fill(0)
    H.fill(0)
    C.fill(0)
    for (const i of items)
      for (const j of rows[i]!) {
        G[j]! += g[i]!
        H[j]! += h[i]!
        C[j]!++
      }
    const parent = (gs * gs) / (hs + opts.lambda)
    let best = 0
    let split = -1
    for (let j = 0; j < keep.length; j++) {
      if (C[j]! < opts.minLeaf || items.length - C[j]! < opts.minLeaf) continue
      const gr = gs - G[j]!
      const hr = hs - H[j]!
      const gain = (G[j]! * G[j]!) / (H[j]! + opts.lambda) + (gr * gr) / (hr + opts.lambda) - parent
      if (gain > best) {
        best = gain
        split = j
      }
    }
    if (split < 0) return leaf()
    const present = items.filter((i) => rows[i]!.has(split))
    const absent = items.filter((i) => !rows[i]!.has(split))
    if (!used.has(split)) used.set(split, used.size)
    return [split, grow(c, present, depth + 1), grow(c, absent, depth + 1)]
  }
  const all = Array.from({ length: n }, (_, i) => i)
  const grown: Array<Array<Grown>> = []
  for (let round = 0; round < opts.rounds; round++) {
    // every class's tree in a round fits the same round's probabilities
    const probs = score.map((z) => softmax(Array.from(z)))
    const trees: Array<Grown> = []
    for (let c = 0; c < k; c++) {
      for (let i = 0; i < n; i++) {
        const p = probs[i]![c]!
        g[i] = p - (examples[i]!.label === c ? 1 : 0)
        h[i] = Math.max(p * (1 - p), 1e-6)
      }
      trees.push(grow(c, all, 0))
    }
    grown.push(trees)
  }
  // only the features the trees split on, renumbered in order of first use
  const out = (t: Grown): TreeNode =>
    typeof t === "number" ? Math.round(t * 10_000) / 10_000 : [used.get(t[0])!, out(t[1]), out(t[2])]
  const features = new Array<string>(used.size)
  for (const [j, u] of used) features[u] = keep[j]!
  return { classes, features, trees: grown.map((r) => r.map(out)) }
}

/** The source text of `unpackForest(...)` for a forest (`model.generated.ts`). */
export const packForest = (forest: Forest): string =>
  `unpackForest(${JSON.stringify(forest.classes)}, ${JSON.stringify(JSON.stringify(forest.features))}, ${JSON.stringify(JSON.stringify(forest.trees))})`

/**
 * The source text of `unpack(...)` for a model (`model.generated.ts`): its feature names as a
 * JSON array and its weights, already in thousandths, as a JSON array of integers, each in one
 * string.
 */
export const packSource = (model: Softmax): string => {
  const names = Object.keys(model.weights)
  const weights = names.flatMap((n) => model.weights[n]!.map((w) => Math.round(w * 1000)))
  return `unpack(${JSON.stringify(model.classes)}, ${JSON.stringify(JSON.stringify(names))}, ${JSON.stringify(JSON.stringify(weights))})`
}
