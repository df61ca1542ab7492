/**
 * Small learned layers over the rules, on sparse binary features: multinomial logistic regression
 * (softmax), a linear-chain CRF for the interaction types and gradient-boosted trees beside the
 * reception and frustration softmaxes, trained offline by `pnpm --filter @cis/insight train` from
 * the labelled conversations (`eval/train.ts`) and shipped in `model.generated.ts`. The rules' own
 * outputs (slice type, local type, reception, frustration) are features, so the models learn where
 * the rules go wrong instead of replacing them. Pure and deterministic: no randomness at
 * inference, and unknown features simply weigh nothing.
 */
import type { UserRead } from "../Analyze.js"
import { type InteractionType, interactionTypes } from "../Schemas.js"
import { type Context, namesOf } from "./context.js"
import type { Instance } from "./findings.js"

/** Weights of one softmax model: per feature, one weight per class. */
export interface Softmax {
  readonly classes: ReadonlyArray<string>
  readonly weights: Readonly<Record<string, ReadonlyArray<number>>>
}

// Each model's weights as a Map, built on first use: a large object's string keys are slower to
// look up than a Map's (the type model has tens of thousands of features).
const weightMaps = new WeakMap<Softmax, ReadonlyMap<string, ReadonlyArray<number>>>()
const weightsOf = (model: Softmax): ReadonlyMap<string, ReadonlyArray<number>> => {
  let m = weightMaps.get(model)
  if (m === undefined) {
    m = new Map(Object.entries(model.weights))
    weightMaps.set(model, m)
  }
  return m
}

/** Summed weights per class of a feature list (unknown features weigh nothing). */
export const classScores = (model: Softmax, features: ReadonlyArray<string>): Array<number> => {
  const k = model.classes.length
  const z = new Array<number>(k).fill(0)
  const weights = weightsOf(model)
  for (const f of features) {
    const w = weights.get(f)
    if (w === undefined) continue
    for (let c = 0; c < k; c++) z[c]! += w[c]!
  }
  return z
}

/** Class probabilities of a feature list. */
export const probabilities = (model: Softmax, features: ReadonlyArray<string>): Array<number> =>
  softmax(classScores(model, features))

/** Probabilities of class scores (overwrites `z`). */
export const softmax = (z: Array<number>): Array<number> => {
  const k = z.length
  let max = -Infinity
  for (const v of z) if (v > max) max = v
  let sum = 0
  for (let c = 0; c < k; c++) {
    z[c] = Math.exp(z[c]! - max)
    sum += z[c]!
  }
  return z.map((v) => v / sum)
}

/** Index of the largest value (first on ties). */
export const argmax = (xs: ReadonlyArray<number>): number => {
  let best = 0
  for (let i = 1; i < xs.length; i++) if (xs[i]! > xs[best]!) best = i
  return best
}

/**
 * A linear-chain conditional random field: each item's class scores (an emission model's summed
 * weights, not normalised) plus a learned score for each class following each class and for each
 * class opening the sequence, trained jointly on whole conversations (`eval/train.ts`). A plain
 * message inside a tense stretch need not look tense itself: the transitions carry the stretch.
 */
export interface Chain {
  readonly emissions: Softmax
  /** `start[c]`: the score of class `c` at the first item. */
  readonly start: ReadonlyArray<number>
  /** `transitions[p][c]`: the score of class `c` right after class `p`. */
  readonly transitions: ReadonlyArray<ReadonlyArray<number>>
}

/** The chain's learned scores, without its emission model. */
export type ChainScores = Pick<Chain, "start" | "transitions">

const logSumExp = (xs: ReadonlyArray<number>): number => {
  let max = -Infinity
  for (const x of xs) if (x > max) max = x
  if (max === -Infinity) return max
  let sum = 0
  for (const x of xs) sum += Math.exp(x - max)
  return max + Math.log(sum)
}

/**
 * The score of one path through a chain: its start score, each item's class score and each
 * transition. `logZ - pathScore` is the path's negative log-likelihood, which training descends.
 */
export const pathScore = (
  chain: ChainScores,
  scores: ReadonlyArray<ReadonlyArray<number>>,
  labels: ReadonlyArray<number>
): number => {
  if (labels.length === 0) return 0
  let total = chain.start[labels[0]!]!
  labels.forEach((c, i) => {
    total += scores[i]![c]!
    if (i > 0) total += chain.transitions[labels[i - 1]!]![c]!
  })
  return total
}

/**
 * Forward and backward log-scores of a chain over items with class scores `scores` (`alpha[i][c]`:
 * every path over items 0..i ending in `c`; `beta[i][c]`: every path from `c` at `i` to the end)
 * and the log of their sum over all paths, `logZ`. Training reads them for its gradients.
 */
export const forwardBackward = (
  chain: ChainScores,
  scores: ReadonlyArray<ReadonlyArray<number>>
): { alpha: Array<Array<number>>; beta: Array<Array<number>>; logZ: number } => {
  const n = scores.length
  if (n === 0) return { alpha: [], beta: [], logZ: 0 }
  const k = chain.start.length
  const alpha = [scores[0]!.map((s, c) => s + chain.start[c]!)]
  const terms = new Array<number>(k)
  for (let i = 1; i < n; i++) {
    const prev = alpha[i - 1]!
    alpha.push(
      scores[i]!.map((s, c) => {
        for (let p = 0; p < k; p++) terms[p] = prev[p]! + chain.transitions[p]![c]!
        return s + logSumExp(terms)
      })
    )
  }
  const beta = new Array<Array<number>>(n)
  beta[n - 1] = new Array<number>(k).fill(0)
  for (let i = n - 2; i >= 0; i--) {
    const next = beta[i + 1]!
    beta[i] = Array.from({ length: k }, (_, p) => {
      for (let c = 0; c < k; c++) terms[c] = chain.transitions[p]![c]! + scores[i + 1]![c]! + next[c]!
      return logSumExp(terms)
    })
  }
  return { alpha, beta, logZ: logSumExp(alpha[n - 1]!) }
}

/** Each item's class probabilities under the chain, given every item (forward-backward). */
export const chainMarginals = (
  chain: ChainScores,
  scores: ReadonlyArray<ReadonlyArray<number>>
): Array<Array<number>> => {
  const { alpha, beta, logZ } = forwardBackward(chain, scores)
  return alpha.map((a, i) => a.map((x, c) => Math.exp(x + beta[i]![c]! - logZ)))
}

/** The most likely class sequence under the chain, given each item's class scores (Viterbi). */
export const chainDecode = (
  chain: ChainScores,
  scores: ReadonlyArray<ReadonlyArray<number>>
): Array<number> => {
  const n = scores.length
  if (n === 0) return []
  const k = chain.start.length
  let score = scores[0]!.map((s, c) => s + chain.start[c]!)
  const back: Array<Array<number>> = []
  for (let i = 1; i < n; i++) {
    const from = new Array<number>(k)
    const next = scores[i]!.map((s, c) => {
      let best = -Infinity
      let arg = 0
      for (let p = 0; p < k; p++) {
        const v = score[p]! + chain.transitions[p]![c]!
        if (v > best) {
          best = v
          arg = p
        }
      }
      from[c] = arg
      return best + s
    })
    back.push(from)
    score = next
  }
  const out = new Array<number>(n)
  out[n - 1] = argmax(score)
  for (let i = n - 1; i > 0; i--) out[i - 1] = back[i - 1]![out[i]!]!
  return out
}

const wordRe = /[\p{L}][\p{L}']+|\p{Extended_Pictographic}/gu

/**
 * Appends one `prefix + word` feature per distinct word of `texts` (lower case, letters and
 * apostrophes, or one emoji), in order of first appearance.
 */
export const wordFeatures = (texts: ReadonlyArray<string>, prefix: string, out: Array<string>): void => {
  const seen = new Set<string>()
  for (const text of texts)
    for (const m of text.toLowerCase().matchAll(wordRe)) {
      if (seen.has(m[0])) continue
      seen.add(m[0])
      out.push(`${prefix}${m[0]}`)
    }
}

const tokenRe = /[\p{L}][\p{L}']*|[!?]+|\p{Extended_Pictographic}/gu

/**
 * What the grams of `text` are read from: its distinct word pairs (with its first and last token
 * marked: `^ok`, `not happy`, `ok$`; words, runs of `!`/`?`, emoji), and the lower-cased text with
 * spaces collapsed and padded, whose character 3- and 4-grams the caller walks. Shared by
 * training's feature strings ({@link gramFeatures}) and inference's direct look-ups
 * ({@link scoresWithGrams}).
 */
const gramSource = (text: string): { readonly pairs: ReadonlySet<string>; readonly padded: string } => {
  const lower = text.toLowerCase()
  const ws = lower.match(tokenRe) ?? []
  const pairs = new Set<string>([`^${ws[0] ?? ""}`])
  for (let k = 0; k + 1 < ws.length; k++) pairs.add(`${ws[k]} ${ws[k + 1]}`)
  if (ws.length > 0) pairs.add(`${ws[ws.length - 1]}$`)
  return { pairs, padded: ` ${lower.replace(/\s+/g, " ")} ` }
}

/** The character grams read: 3- and 4-grams, with their feature prefixes. */
const charGrams = [
  [3, "mc3:"],
  [4, "mc4:"]
] as const

/**
 * Appends the distinct word pairs of `text` (`mb:^ok`, `mb:not happy`, `mb:ok$`) and its distinct
 * character 3- and 4-grams (`mc3:`, `mc4:`): phrasing and spelling that single words miss ("not
 * happy", "sooo", "?!").
 */
export const gramFeatures = (text: string, out: Array<string>): void => {
  const { pairs, padded } = gramSource(text)
  for (const pair of pairs) out.push(`mb:${pair}`)
  for (const [n, prefix] of charGrams) {
    const seen = new Set<string>()
    for (let k = 0; k + n <= padded.length; k++) {
      const gram = padded.slice(k, k + n)
      if (seen.has(gram)) continue
      seen.add(gram)
      out.push(`${prefix}${gram}`)
    }
  }
}

// Character grams whose UTF-16 code units are all below 2^13 are keyed by a number (13 bits per
// unit, at most 52 bits): a number-keyed look-up needs no string per gram. Others keep a string key.
const unitBits = 8192
const gramKey = (s: string, k: number, n: number): number => {
  let key = 0
  for (let j = k; j < k + n; j++) {
    const u = s.charCodeAt(j)
    if (u >= unitBits) return -1
    key = key * unitBits + u
  }
  return key
}

type Weights = ReadonlyArray<number>

/**
 * Number-keyed gram weights in flat typed arrays (open addressing, linear probing): at tens of
 * thousands of grams a `Map` look-up misses the cache on most calls.
 */
interface NumberTable {
  readonly keys: Float64Array
  readonly rows: Int32Array
  readonly mask: number
  readonly weights: Float64Array
}

const slotOf = (key: number, mask: number): number =>
  (Math.imul(Math.floor(key / 4294967296), 0x9e3779b1) ^ Math.imul(key >>> 0, 0x85ebca6b)) & mask

const numberTable = (entries: ReadonlyArray<readonly [number, Weights]>, k: number): NumberTable => {
  let size = 16
  while (size < entries.length * 2) size *= 2
  const keys = new Float64Array(size).fill(-1)
  const rows = new Int32Array(size)
  const weights = new Float64Array(entries.length * k)
  entries.forEach(([key, w], row) => {
    let h = slotOf(key, size - 1)
    while (keys[h] !== -1) h = (h + 1) & (size - 1)
    keys[h] = key
    rows[h] = row
    for (let c = 0; c < k; c++) weights[row * k + c] = w[c]!
  })
  return { keys, rows, mask: size - 1, weights }
}

const rowOf = (t: NumberTable, key: number): number => {
  let h = slotOf(key, t.mask)
  for (;;) {
    const at = t.keys[h]!
    if (at === key) return t.rows[h]!
    if (at === -1) return -1
    h = (h + 1) & t.mask
  }
}

interface GramIndex {
  readonly pairs: ReadonlyMap<string, Weights>
  /** Character 3- and 4-grams by number key, and by string where a unit is too large. */
  readonly byNumber: ReadonlyArray<NumberTable>
  readonly byString: ReadonlyArray<ReadonlyMap<string, Weights>>
  /**
   * Per number table, the last message (by its {@link GramIndex.stamp}) that counted each row: a
   * gram repeated in one message counts once without a set per message.
   */
  readonly countedAt: ReadonlyArray<Int32Array>
  stamp: number
}

// Each model's gram weights by kind, keyed without the prefix (built on first use).
const gramIndexes = new WeakMap<Softmax, GramIndex>()
const gramIndexOf = (model: Softmax): GramIndex => {
  let index = gramIndexes.get(model)
  if (index === undefined) {
    const pairs = new Map<string, Weights>()
    const numbered: [Array<[number, Weights]>, Array<[number, Weights]>] = [[], []]
    const byString = [new Map<string, Weights>(), new Map<string, Weights>()]
    for (const [f, w] of Object.entries(model.weights)) {
      if (f.startsWith("mb:")) pairs.set(f.slice(3), w)
      charGrams.forEach(([, prefix], c) => {
        if (!f.startsWith(prefix)) return
        const gram = f.slice(prefix.length)
        const key = gramKey(gram, 0, gram.length)
        if (key >= 0) numbered[c]!.push([key, w])
        else byString[c]!.set(gram, w)
      })
    }
    const k = model.classes.length
    index = {
      pairs,
      byNumber: numbered.map((e) => numberTable(e, k)),
      byString,
      countedAt: numbered.map((e) => new Int32Array(e.length)),
      stamp: 0
    }
    gramIndexes.set(model, index)
  }
  return index
}

/**
 * Class scores (summed weights) of a message's features with its grams (`gramFeatures` of `text`)
 * added by direct look-up: the same sums as for `[...features, ...grams]` without building a
 * string per character gram.
 */
export const scoresWithGrams = (
  model: Softmax,
  features: ReadonlyArray<string>,
  text: string
): Array<number> => {
  const z = classScores(model, features)
  const index = gramIndexOf(model)
  const k = z.length
  const add = (w: Weights | undefined): void => {
    if (w !== undefined) for (let c = 0; c < k; c++) z[c]! += w[c]!
  }
  const { pairs, padded } = gramSource(text)
  for (const pair of pairs) add(index.pairs.get(pair))
  // a gram repeated in one message counts once, as its feature string does
  if (index.stamp === 2147483647) {
    for (const a of index.countedAt) a.fill(0)
    index.stamp = 0
  }
  const stamp = ++index.stamp
  charGrams.forEach(([n], c) => {
    const table = index.byNumber[c]!
    const counted = index.countedAt[c]!
    let strings: Set<string> | undefined
    for (let j = 0; j + n <= padded.length; j++) {
      const key = gramKey(padded, j, n)
      if (key >= 0) {
        const row = rowOf(table, key)
        if (row < 0 || counted[row] === stamp) continue
        counted[row] = stamp
        for (let q = 0; q < k; q++) z[q]! += table.weights[row * k + q]!
      } else {
        const gram = padded.slice(j, j + n)
        strings ??= new Set()
        if (strings.has(gram)) continue
        strings.add(gram)
        add(index.byString[c]!.get(gram))
      }
    }
  })
  return z
}

/** The boolean signals the models read. */
export const flagNames = [
  "profane",
  "insult",
  "question",
  "shouting",
  "complaint",
  "anger",
  "givingUp",
  "quitting",
  "venting",
  "badNews",
  "laughter",
  "teasing",
  "warmth",
  "cheerful",
  "acknowledgement",
  "farewell",
  "interruptProtest",
  "lowEffort",
  "answerLike",
  "continues",
  "formalMarker"
] as const

/** Features of one message's signals and words (prefix distinguishes the message's position). */
const ownFeatures = (ctx: Context, i: number, out: Array<string>, p: string): void => {
  const s = ctx.sig[i]!
  for (const f of flagNames) if (s[f]) out.push(`${p}f:${f}`)
  if (s.politeness.gratitude) out.push(`${p}f:gratitude`)
  if (s.politeness.apology) out.push(`${p}f:apology`)
  if (s.sentiment <= -0.3) out.push(`${p}sent-`)
  else if (s.sentiment >= 0.3) out.push(`${p}sent+`)
  if (s.emoji > 0) out.push(`${p}emoji`)
  if (s.exclaims > 0) out.push(`${p}exclaim`)
  if (/[A-Z]{3,}/.test(ctx.r.messages[i]!.text) && !s.shouting) out.push(`${p}emphasis`)
  if (/\?\?/.test(ctx.r.messages[i]!.text)) out.push(`${p}qq`)
}

const longWordRe = /\p{L}{4,}/gu

/** Whether a person's message `i` answers the agent: right after the agent's message, or naming it. */
const answersAgent = (ctx: Context, i: number): boolean =>
  ctx.isAgent[i] !== true && (ctx.namesAgent[i] === true || (i > 0 && ctx.isAgent[i - 1] === true))

/** A text of four whitespace-separated words or fewer. */
const isShort = (text: string): boolean => text.trim().split(/\s+/).length <= 4

/** A count as a feature value: 0, 1 or 2+. */
const fewBand = (k: number): string => (k === 0 ? "0" : k === 1 ? "1" : "2+")

/** A share in [0, 1] as a feature value: none, under a half, a half or more, all. */
const shareBand = (x: number): string => (x === 0 ? "0" : x < 0.5 ? "low" : x < 1 ? "high" : "all")

/**
 * How a person's message `i` reads as a reply: short, opening with an ellipsis, a word in
 * capitals, and whether it echoes a word of the agent's last message (within three messages)
 * with a question mark or in a short line ("exciting??", "celebrate. right"): irritation that
 * the signals alone miss.
 */
const replyCues = (ctx: Context, i: number, out: Array<string>, p: string): void => {
  const text = ctx.r.messages[i]!.text
  const short = isShort(text)
  if (short) out.push(`${p}short`)
  if (/^\s*(?:\.\.|…)/.test(text)) out.push(`${p}ellipsis`)
  if (/\b\p{Lu}{3,}\b/u.test(text)) out.push(`${p}caps`)
  for (let k = i - 1; k >= 0 && i - k <= 3; k--) {
    if (ctx.isAgent[k] !== true) continue
    const theirs = new Set(ctx.r.messages[k]!.text.toLowerCase().match(longWordRe) ?? [])
    const echoed = (text.toLowerCase().match(longWordRe) ?? []).some((w) => theirs.has(w))
    if (echoed && (text.includes("?") || short)) out.push(`${p}echo`)
    break
  }
}

/** The strong local types of the whole conversation and of each speaker. */
export interface Moods {
  readonly all: ReadonlySet<string>
  readonly bySpeaker: ReadonlyMap<number, ReadonlySet<string>>
}

/** The conversation's {@link Moods}, read once per conversation and passed to {@link messageFeatures}. */
export const moodsOf = (ctx: Context): Moods => {
  const all = new Set<string>()
  const bySpeaker = new Map<number, Set<string>>()
  for (let k = 0; k < ctx.sig.length; k++) {
    const l = ctx.local[k]!
    if (l.strength < 0.5 || ctx.isAgent[k] === true) continue
    all.add(l.type)
    const sp = ctx.r.speakerOf[k]!
    let set = bySpeaker.get(sp)
    if (set === undefined) {
      set = new Set()
      bySpeaker.set(sp, set)
    }
    set.add(l.type)
  }
  return { all, bySpeaker }
}

/**
 * Features of message `i` for the interaction-type model: the rules' slice type and local type,
 * the signals, the same for its neighbours, its words, word pairs and character 3- and 4-grams
 * (`gramFeatures`; left out with `grams` false, for {@link scoresWithGrams}) and the previous
 * message's words, whether the same person goes on, and the room's size.
 */
export const messageFeatures = (
  ctx: Context,
  i: number,
  ruleTypes: ReadonlyArray<InteractionType>,
  moods: Moods,
  grams = true
): Array<string> => {
  const out: Array<string> = ["bias"]
  const agent = ctx.isAgent[i] === true
  const role = agent ? "a" : "h"
  const lt = ctx.local[i]!
  out.push(`rule:${ruleTypes[i]}`, `${role}rule:${ruleTypes[i]}`, `loc:${lt.type}`)
  if (lt.strength >= 0.5) out.push(`strong:${lt.type}`)
  if (agent) out.push("agent")
  if (i === 0) out.push("first")
  ownFeatures(ctx, i, out, "")
  if (i > 0) {
    out.push(`prevrule:${ruleTypes[i - 1]}`)
    if (ctx.local[i - 1]!.strength >= 0.5) out.push(`prevstrong:${ctx.local[i - 1]!.type}`)
    ownFeatures(ctx, i - 1, out, "p.")
  }
  if (i > 1) out.push(`prev2rule:${ruleTypes[i - 2]}`)
  if (i + 2 < ctx.sig.length) out.push(`next2rule:${ruleTypes[i + 2]}`)
  if (i + 1 < ctx.sig.length) {
    out.push(`nextrule:${ruleTypes[i + 1]}`)
    if (ctx.local[i + 1]!.strength >= 0.5) out.push(`nextstrong:${ctx.local[i + 1]!.type}`)
  }
  // the speaker's and the conversation's strong moods, and the last few humans' ones
  for (const t of moods.bySpeaker.get(ctx.r.speakerOf[i]!) ?? []) out.push(`spk:${t}`)
  for (const t of moods.all) out.push(`conv:${t}`)
  let back = 0
  for (let k = i - 1; k >= 0 && back < 3; k--) {
    if (ctx.isAgent[k] === true) continue
    back++
    if (ctx.local[k]!.strength >= 0.5) out.push(`recent:${ctx.local[k]!.type}`)
  }
  let ahead = 0
  for (let k = i + 1; k < ctx.sig.length && ahead < 3; k++) {
    if (ctx.isAgent[k] === true) continue
    ahead++
    if (ctx.local[k]!.strength >= 0.5) out.push(`ahead:${ctx.local[k]!.type}`)
  }
  if (answersAgent(ctx, i)) {
    out.push("toAgent")
    replyCues(ctx, i, out, "r.")
  }
  wordFeatures([ctx.r.messages[i]!.text], "w:", out)
  if (grams) gramFeatures(ctx.r.messages[i]!.text, out)
  // the previous message's words, whether the same person goes on, the room's size, and how the
  // next message reads
  if (i > 0) wordFeatures([ctx.r.messages[i - 1]!.text], "pw:", out)
  out.push(`same:${i > 0 && ctx.r.speakerOf[i - 1] === ctx.r.speakerOf[i] ? 1 : 0}`)
  out.push(`humans:${ctx.humans >= 3 ? "3+" : ctx.humans}`)
  if (i + 1 < ctx.sig.length) ownFeatures(ctx, i + 1, out, "n.")
  return out
}

/** What {@link placeFeatures} reads of the whole conversation, once per conversation. */
interface Room {
  /** The speakers of the first and last human message, of the message just before the agent's first, and of the first human message that names the agent (-1: none). */
  readonly opener: number
  readonly closer: number
  readonly summoner: number
  readonly firstNamer: number
  /** Messages answering the agent, by speaker. */
  readonly toAgentBy: ReadonlyMap<number, number>
  /** The agent's questions: the names they address (lower case) and the human speaker just before them. */
  readonly agentQuestions: ReadonlyArray<{
    readonly addressed: ReadonlyArray<string>
    readonly after: number
  }>
}

const rooms = new WeakMap<Context, Room>()

const roomOf = (ctx: Context): Room => {
  const known = rooms.get(ctx)
  if (known !== undefined) return known
  const speakerOf = ctx.r.speakerOf
  let opener = -1
  let closer = -1
  let firstNamer = -1
  let lastHuman = -1
  let summoner = -1
  let agentSeen = false
  const toAgentBy = new Map<number, number>()
  const agentQuestions: Array<{ addressed: ReadonlyArray<string>; after: number }> = []
  for (let i = 0; i < ctx.sig.length; i++) {
    if (ctx.isAgent[i] === true) {
      if (!agentSeen && i > 0) summoner = speakerOf[i - 1]!
      agentSeen = true
      if (ctx.sig[i]!.question)
        agentQuestions.push({
          addressed: ctx.sig[i]!.addressed.map((a) => a.toLowerCase()),
          after: lastHuman
        })
      continue
    }
    const sp = speakerOf[i]!
    if (opener < 0) opener = sp
    closer = sp
    lastHuman = sp
    if (firstNamer < 0 && ctx.namesAgent[i] === true) firstNamer = sp
    if (answersAgent(ctx, i)) toAgentBy.set(sp, (toAgentBy.get(sp) ?? 0) + 1)
  }
  const room = { opener, closer, summoner, firstNamer, toAgentBy, agentQuestions }
  rooms.set(ctx, room)
  return room
}

/**
 * A person's place in the room, for the person models: whether they wrote the first or last
 * human message, the message just before the agent's first or the first that names the agent;
 * their rank among the people by messages answering the agent (group chats) and the share of
 * their messages that do; how many of the agent's questions were put to them (naming them, or
 * right after them); and the word pairs of their replies to the agent (`replies`).
 */
const placeFeatures = (
  ctx: Context,
  u: UserRead,
  replies: ReadonlyArray<number>,
  out: Array<string>
): void => {
  const me = u.speaker
  const room = roomOf(ctx)
  if (room.opener === me) out.push("place:opener")
  if (room.closer === me) out.push("place:closer")
  if (room.summoner === me) out.push("place:summoner")
  if (room.firstNamer === me) out.push("place:firstNamer")
  const mine = room.toAgentBy.get(me) ?? 0
  let above = 0
  for (const v of room.toAgentBy.values()) if (v > mine) above++
  if (ctx.humans >= 2) out.push(`rank:${mine === 0 ? "none" : above === 0 ? "1" : above === 1 ? "2" : "3+"}`)
  const share = mine / u.indices.length
  out.push(`share:${shareBand(share)}`)
  const name = namesOf(ctx.r.speakers[me]!)[0]!
  let asked = 0
  for (const q of room.agentQuestions)
    if (q.after === me || q.addressed.some((a) => name.startsWith(a))) asked++
  out.push(`asked:${fewBand(asked)}`)
  const pairs = new Set<string>()
  for (const i of replies) {
    const ws = ctx.r.messages[i]!.text.toLowerCase().match(pairWordRe) ?? []
    for (let k = 0; k + 1 < ws.length; k++) pairs.add(`tp:${ws[k]} ${ws[k + 1]}`)
  }
  for (const f of pairs) out.push(f)
}

const pairWordRe = /[\p{L}][\p{L}']*|[!?]+/gu

/**
 * Features of one person for the reception and frustration models: the rules' reading (reception,
 * frustration, hostility, venting, disengagement), counts of the person's signals and of the
 * rules' types of their messages, whom they answer, how often they name the agent, how their last
 * message reads, the agent's mistakes that reached them (`instances`, every mistake the detectors
 * found), how the type model reads their messages (`typeProbs`, per message), and their words; the
 * same signals and words again for the messages that answer the agent, with their word pairs and
 * how the type model reads them; their place in the room ({@link placeFeatures}) and how their
 * messages move ({@link trendFeatures}).
 */
export const personFeatures = (
  ctx: Context,
  u: UserRead,
  ruleTypes: ReadonlyArray<InteractionType>,
  instances: ReadonlyArray<Instance>,
  typeProbs: ReadonlyArray<ReadonlyArray<number>>
): Array<string> => {
  const out: Array<string> = ["bias", `rule:${u.reception}`, `fr:${u.frustration}`]
  if (u.hostileToAgent) out.push("hostileToAgent")
  if (u.vented) out.push("vented")
  if (u.disengaged) out.push("disengaged")
  if (u.cooperatedAfterInsult) out.push("cooperatedAfterInsult")
  const n = u.indices.length
  out.push(`n:${n === 1 ? "1" : n <= 3 ? "2-3" : "4+"}`, `humans:${ctx.humans >= 2 ? "2+" : "1"}`)
  const count = new Map<string, number>()
  const add = (k: string): void => {
    count.set(k, (count.get(k) ?? 0) + 1)
  }
  let toAgent = false
  let named = 0
  for (const i of u.indices) {
    const s = ctx.sig[i]!
    if (ctx.namesAgent[i] === true) named++
    for (const f of flagNames) if (s[f]) add(f)
    if (s.politeness.gratitude) add("gratitude")
    if (s.emoji > 0) add("emoji")
    if (s.exclaims > 0) add("exclaim")
    if (s.sentiment <= -0.3) add("sent-")
    if (s.sentiment >= 0.3) add("sent+")
    add(`type:${ruleTypes[i]}`)
    if (answersAgent(ctx, i)) toAgent = true
  }
  for (const [k, v] of count) out.push(`c:${k}:${v === 1 ? "1" : "2+"}`)
  if (toAgent) out.push("toAgent")
  out.push(`namesAgent:${fewBand(named)}`)
  for (const inst of instances)
    if (inst.affected.length === 0 || inst.affected.includes(u.speaker)) out.push(`mistake:${inst.kind}`)
  const answers = u.indices.filter((i) => i > 0 && ctx.isAgent[i - 1] === true).length
  out.push(`repliesToAgent:${answers === 0 ? "0" : answers === 1 ? "1" : answers <= 3 ? "2-3" : "4+"}`)
  const lastIndex = u.indices[n - 1]!
  out.push(`lastAt:${lastIndex >= ctx.sig.length - 2 ? "end" : "before"}`)
  const last = ctx.sig[lastIndex]!
  if (last.lowEffort) out.push("last:lowEffort")
  if (last.politeness.gratitude) out.push("last:gratitude")
  if (last.complaint || last.anger) out.push("last:negative")
  out.push(`lasttype:${ruleTypes[lastIndex]}`)
  wordFeatures(
    u.indices.map((i) => ctx.r.messages[i]!.text),
    "pw:",
    out
  )
  // how the type model reads their messages: each type's mean and highest probability
  const means = interactionTypes.map((t, c) => {
    let sum = 0
    let max = 0
    for (const i of u.indices) {
      const p = typeProbs[i]![c]!
      sum += p
      if (p > max) max = p
    }
    out.push(`pt:${t}:${band(sum / n)}`, `ptx:${t}:${band(max)}`)
    return sum / n
  })
  out.push(`ptmax:${interactionTypes[argmax(means)]}`)
  // the same, for the messages that answer the agent
  const replies = u.indices.filter((i) => answersAgent(ctx, i))
  const cues = new Set<string>()
  for (const i of replies) {
    const s = ctx.sig[i]!
    for (const f of flagNames) if (s[f]) cues.add(`ta:f:${f}`)
    if (s.sentiment <= -0.3) cues.add("ta:sent-")
    else if (s.sentiment >= 0.3) cues.add("ta:sent+")
    if (s.politeness.gratitude) cues.add("ta:gratitude")
    if (s.emoji > 0) cues.add("ta:emoji")
    if (s.exclaims > 0) cues.add("ta:exclaim")
    const own: Array<string> = []
    replyCues(ctx, i, own, "ta:")
    for (const c of own) cues.add(c)
  }
  out.push(...cues)
  wordFeatures(
    replies.map((i) => ctx.r.messages[i]!.text),
    "tw:",
    out
  )
  placeFeatures(ctx, u, replies, out)
  // how the type model reads their replies to the agent (each type's mean), and their last message
  if (replies.length > 0)
    interactionTypes.forEach((t, c) => {
      let sum = 0
      for (const i of replies) sum += typeProbs[i]![c]!
      out.push(`rpt:${t}:${band(sum / replies.length)}`)
    })
  out.push(`rptlast:${interactionTypes[argmax(typeProbs[lastIndex]!)]}`)
  trendFeatures(ctx, u, out)
  return out
}

/**
 * How a person's messages move, for the person models: sentiment and length in their second half
 * against their first, how many agent messages came after their last and whether anyone else
 * spoke after it, and the share of their messages of four words or fewer.
 */
const trendFeatures = (ctx: Context, u: UserRead, out: Array<string>): void => {
  const n = u.indices.length
  if (n >= 2) {
    const half = Math.floor(n / 2)
    const mean = (xs: ReadonlyArray<number>): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
    const sents = u.indices.map((i) => ctx.sig[i]!.sentiment)
    const lens = u.indices.map((i) => ctx.r.messages[i]!.text.length)
    const ds = mean(sents.slice(n - half)) - mean(sents.slice(0, half))
    out.push(`trend:sent:${ds <= -0.2 ? "down" : ds >= 0.2 ? "up" : "flat"}`)
    const dl = mean(lens.slice(n - half)) / Math.max(1, mean(lens.slice(0, half)))
    out.push(`trend:len:${dl < 0.5 ? "shrink" : dl > 2 ? "grow" : "flat"}`)
  }
  const lastIndex = u.indices[n - 1]!
  let agentAfter = 0
  let othersAfter = false
  for (let i = lastIndex + 1; i < ctx.sig.length; i++) {
    if (ctx.isAgent[i] === true) agentAfter++
    else if (ctx.r.speakerOf[i] !== u.speaker) othersAfter = true
  }
  out.push(`after:agent:${fewBand(agentAfter)}`)
  out.push(`after:others:${othersAfter ? "1+" : "0"}`)
  let short = 0
  for (const i of u.indices) if (isShort(ctx.r.messages[i]!.text)) short++
  out.push(`short:${shareBand(short / n)}`)
}

/** The frustration anchors the frustration model chooses between. */
export const frustrationAnchors = [0, 0.2, 0.5, 0.8, 1] as const

/**
 * The class at the median of a distribution over ordered classes: for the frustration anchors,
 * the choice with the least expected absolute error.
 */
export const medianClass = (probs: ReadonlyArray<number>): number => {
  let acc = 0
  for (let c = 0; c < probs.length; c++) {
    acc += probs[c]!
    if (acc >= 0.5) return c
  }
  return probs.length - 1
}

/**
 * Problems that make a draft `high` whatever the risk model says, when the rules rate them high:
 * the brief's examples of a reply likely to hurt (a wrong name after a correction, cheer at a
 * death, the same answer again after a complaint, a sales push after a no, misreading grief).
 * On the writers' parts 74-91% of such drafts are labelled high; the floor costs nothing in
 * cross-validation and keeps those verdicts stable when the model is refitted.
 */
export const hurtfulKinds: ReadonlySet<string> = new Set([
  "wrong_name",
  "cheerful_at_bad_news",
  "repetition",
  "pushy",
  "misread"
])

/** A probability in four bands (below 0.1, 0.3, 0.6, and above). */
const band = (p: number): number => (p < 0.1 ? 0 : p < 0.3 ? 1 : p < 0.6 ? 2 : 3)

const plainWordRe = /[\p{L}][\p{L}']+/gu

/**
 * Features of one mistake a detector found, for the finding verifier: its kind with the rule's
 * confidence and severity, how many of that kind and which other kinds the conversation has, the
 * room's size, and, each alone and with the kind, the signals of the agent's message, of the
 * person's message it answered, and of the first person's message after it (with its words: how
 * people react is the best witness of a mistake), and the type model's reading of the agent's
 * message (`typeOf`, per message, an index into the interaction types).
 */
export const findingFeatures = (
  ctx: Context,
  inst: Instance,
  all: ReadonlyArray<Instance>,
  typeOf: ReadonlyArray<number>
): Array<string> => {
  const k = inst.kind
  const out: Array<string> = ["bias", `k:${k}`, `k:${k}:c:${inst.confidence}`, `k:${k}:s:${inst.severity}`]
  let same = 0
  const kinds = new Set<string>()
  for (const x of all) {
    if (x.kind === k) same++
    else kinds.add(x.kind)
  }
  out.push(
    `k:${k}:n:${same > 1 ? "2+" : "1"}`,
    `k:${k}:h:${ctx.humans >= 3 ? "3+" : ctx.humans}`,
    `n:${all.length > 2 ? "3+" : all.length}`
  )
  for (const x of kinds) out.push(`k:${k}:also:${x}`)
  const a = inst.agentIndex
  const fs: Array<string> = []
  ownFeatures(ctx, a, fs, "a:")
  const h = inst.evidence.find((e) => ctx.isAgent[e] !== true && e < a)
  if (h !== undefined) ownFeatures(ctx, h, fs, "h:")
  let next = a + 1
  while (next < ctx.sig.length && ctx.isAgent[next] === true) next++
  if (next < ctx.sig.length) {
    ownFeatures(ctx, next, fs, "r:")
    for (const w of new Set(ctx.r.messages[next]!.text.toLowerCase().match(plainWordRe) ?? []))
      fs.push(`rw:${w}`)
  } else fs.push("r:none")
  fs.push(`at:${interactionTypes[typeOf[a]!]}`)
  for (const f of fs) out.push(`k:${k}:${f}`, `any:${f}`)
  return out
}

/**
 * Below this probability of being a real mistake (the finding verifier's), an instance is not
 * reported as a finding.
 */
export const findingThreshold = 0.5

/**
 * A node of a boosted tree over binary features: a leaf's value, or a split as
 * `[feature, node when the feature is present, node when it is absent]` (the feature as an index
 * into {@link Forest.features}).
 */
export type TreeNode = number | readonly [number, TreeNode, TreeNode]

/**
 * Gradient-boosted regression trees for a softmax over classes (`eval/fit.ts`, `fitForest`):
 * per round one small tree per class, whose leaves add to that class's score. A tree splits on one
 * feature under another, so it can weigh a feature differently depending on a second one, which a
 * linear model cannot.
 */
export interface Forest {
  readonly classes: ReadonlyArray<string>
  readonly features: ReadonlyArray<string>
  /** `trees[round][class]`. */
  readonly trees: ReadonlyArray<ReadonlyArray<TreeNode>>
}

/**
 * A forest's nodes in flat typed arrays, built on first use (each person walks 1,500 trees per
 * forest): per node its feature (-1 for a leaf), the node when the feature is present and when
 * absent, and a leaf's value; the roots in order of round then class, with their class; the
 * features' rows by name.
 */
interface FlatForest {
  readonly index: ReadonlyMap<string, number>
  readonly feature: Int32Array
  readonly present: Int32Array
  readonly absent: Int32Array
  readonly value: Float64Array
  readonly roots: Int32Array
  readonly rootClass: Int32Array
}
const flatForests = new WeakMap<Forest, FlatForest>()
const flatten = (forest: Forest): FlatForest => {
  const feature: Array<number> = []
  const present: Array<number> = []
  const absent: Array<number> = []
  const value: Array<number> = []
  const add = (node: TreeNode): number => {
    const at = feature.length
    feature.push(-1)
    present.push(0)
    absent.push(0)
    value.push(0)
    if (typeof node === "number") value[at] = node
    else {
      feature[at] = node[0]
      present[at] = add(node[1])
      absent[at] = add(node[2])
    }
    return at
  }
  const roots = forest.trees.flatMap((round) => round.map(add))
  const rootClass = forest.trees.flatMap((round) => round.map((_, c) => c))
  return {
    index: new Map(forest.features.map((f, j) => [f, j])),
    feature: Int32Array.from(feature),
    present: Int32Array.from(present),
    absent: Int32Array.from(absent),
    value: Float64Array.from(value),
    roots: Int32Array.from(roots),
    rootClass: Int32Array.from(rootClass)
  }
}

/** Summed leaf values per class of a feature list (unknown features are absent). */
export const forestScores = (forest: Forest, features: ReadonlyArray<string>): Array<number> => {
  let flat = flatForests.get(forest)
  if (flat === undefined) {
    flat = flatten(forest)
    flatForests.set(forest, flat)
  }
  const has = new Uint8Array(forest.features.length)
  for (const f of features) {
    const j = flat.index.get(f)
    if (j !== undefined) has[j] = 1
  }
  const z = new Array<number>(forest.classes.length).fill(0)
  const { feature, present, absent, value, roots, rootClass } = flat
  for (let t = 0; t < roots.length; t++) {
    let n = roots[t]!
    for (let j = feature[n]!; j >= 0; j = feature[n]!) n = has[j] === 1 ? present[n]! : absent[n]!
    z[rootClass[t]!]! += value[n]!
  }
  return z
}

/**
 * Class probabilities of a softmax model and a forest over the same classes and features: the
 * mean of the two models' probabilities.
 */
export const blendedProbabilities = (
  model: Softmax,
  forest: Forest,
  features: ReadonlyArray<string>
): Array<number> => {
  const a = probabilities(model, features)
  const b = softmax(forestScores(forest, features))
  return a.map((p, c) => (p + b[c]!) / 2)
}

/** A forest as `model.generated.ts` ships it: its feature names and its trees, each a JSON string. */
export const unpackForest = (classes: ReadonlyArray<string>, features: string, trees: string): Forest => ({
  classes,
  features: JSON.parse(features) as ReadonlyArray<string>,
  trees: JSON.parse(trees) as ReadonlyArray<ReadonlyArray<TreeNode>>
})

/**
 * A model as `model.generated.ts` ships it: its feature names as a JSON array and its weights, in
 * thousandths, feature by feature and class by class, as a JSON array of integers, each in one
 * string. Two string literals load and compile far faster than an object literal of tens of
 * thousands of arrays (the type model's grams).
 */
export const unpack = (classes: ReadonlyArray<string>, names: string, weights: string): Softmax => {
  const ns = JSON.parse(names) as ReadonlyArray<string>
  const ws = JSON.parse(weights) as ReadonlyArray<number>
  const k = classes.length
  const out: Record<string, ReadonlyArray<number>> = {}
  for (let j = 0; j < ns.length; j++) {
    const w = new Array<number>(k)
    for (let c = 0; c < k; c++) w[c] = ws[j * k + c]! / 1000
    out[ns[j]!] = w
  }
  return { classes, weights: out }
}
