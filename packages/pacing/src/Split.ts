/**
 * Splitting a drafted reply into the chat messages a person would send: 1-5 pieces, cut only at
 * whitespace outside code blocks, code spans and links, preferring paragraph breaks, then the end
 * of a list, line breaks and sentence ends; lists stay whole unless they are too long; a short
 * reply stays one message.
 *
 * The cut is the cheapest segmentation under a cost model, found by dynamic programming over
 * the candidate split points (O(m² · 5) for m candidates, which are the sentence-level points,
 * plus clause and word points only inside a stretch too long to send whole; m is capped at
 * `MAX_CANDIDATES`).
 */
import { type Boundary, boundaries, type Kind } from "./internal/boundaries.js"

/** Most messages a reply becomes (spec 8, "reply pacing"). */
export const MAX_PIECES = 5

/** Longest piece, in UTF-16 code units (the spec's 4,000-character message limit). */
export const MAX_PIECE_CHARS = 4000

/** A reply at most this long (after trimming) is always one message. */
export const SHORT_REPLY_CHARS = 80

/**
 * The cost model: each message costs `piece`, one shorter than `tinyChars` costs `tinyPiece`
 * more, every 100 characters over `comfortableChars` (past it a chat message reads like a
 * letter) cost `overComfortablePer100`, plus `overComfortableSquaredPer1000 × (over / 1000)²` so
 * that the pieces of a long reply come out balanced rather than one huge tail, and a cut costs by the kind of split point (negative: a
 * reward). The cheapest segmentation wins.
 */
export const COSTS: {
  readonly piece: number
  readonly tinyChars: number
  readonly tinyPiece: number
  readonly comfortableChars: number
  readonly overComfortablePer100: number
  readonly overComfortableSquaredPer1000: number
  readonly cut: Readonly<Record<Kind, number>>
} = {
  tinyChars: 12,
  comfortableChars: 120,
  piece: 1.5,
  tinyPiece: 2.5,
  overComfortablePer100: 4,
  overComfortableSquaredPer1000: 10,
  cut: {
    paragraph: -2.6,
    list_end: -2.4,
    line: -1,
    sentence: -1,
    list_start: 6,
    list_item: 4,
    clause: 3.5,
    word: 9
  }
}

/** Where a piece of the reply lies: `[start, end)` in the reply, and its trimmed text. */
export interface Piece {
  readonly start: number
  readonly end: number
  readonly text: string
}

const SENTENCE_LEVEL: ReadonlySet<Kind> = new Set([
  "paragraph",
  "list_end",
  "line",
  "sentence",
  "list_start",
  "list_item"
])

const pieceCost = (length: number): number => {
  if (length === 0) return Number.POSITIVE_INFINITY
  let cost = COSTS.piece
  if (length < COSTS.tinyChars) cost += COSTS.tinyPiece
  if (length > COSTS.comfortableChars) {
    const over = length - COSTS.comfortableChars
    cost +=
      (over / 100) * COSTS.overComfortablePer100 + (over / 1000) ** 2 * COSTS.overComfortableSquaredPer1000
  }
  if (length > MAX_PIECE_CHARS) cost += 1e6 + length // only when nothing else fits
  return cost
}

/**
 * The candidate points used by the search: every sentence-level point; clause points inside a
 * stretch between them longer than `2 × comfortableChars`; word points inside a stretch
 * still longer than `MAX_PIECE_CHARS` (which only text over the spec's 4,000 characters has).
 */
const candidates = (text: string, all: ReadonlyArray<Boundary>): ReadonlyArray<Boundary> => {
  const refine = (
    chosen: ReadonlyArray<Boundary>,
    extra: (b: Boundary) => boolean,
    limit: number
  ): ReadonlyArray<Boundary> => {
    const out: Array<Boundary> = []
    let prevEnd = 0
    let j = 0
    const flush = (stop: number): void => {
      const tooLong = stop - prevEnd > limit
      while (j < all.length && all[j]!.start < stop) {
        const b = all[j]!
        if (b.start >= prevEnd && tooLong && extra(b)) out.push(b)
        j++
      }
    }
    for (const b of chosen) {
      flush(b.start)
      out.push(b)
      prevEnd = b.end
      while (j < all.length && all[j]!.start <= b.start) j++
    }
    flush(text.length)
    out.sort((a, b) => a.start - b.start)
    return out.filter((b, i) => i === 0 || out[i - 1]!.start !== b.start)
  }
  const level1 = all.filter((b) => SENTENCE_LEVEL.has(b.kind))
  const level2 = refine(level1, (b) => b.kind === "clause", 2 * COSTS.comfortableChars)
  return refine(level2, (b) => b.kind === "clause" || b.kind === "word", MAX_PIECE_CHARS)
}

/** Most candidate points the search considers; beyond it the quadratic search would be slow. */
export const MAX_CANDIDATES = 160

/**
 * Keeps at most `MAX_CANDIDATES` points: the text is cut into that many equal stretches and each
 * keeps its cheapest point (the earliest among equals). Only long texts with very many short
 * sentences or lines reach this; 5 pieces need 4 cuts, so nothing a person would pick is lost
 * but the exact position within a stretch of 25 characters.
 */
const thin = (cands: ReadonlyArray<Boundary>, length: number): ReadonlyArray<Boundary> => {
  if (cands.length <= MAX_CANDIDATES) return cands
  const best = new Map<number, Boundary>()
  for (const b of cands) {
    const bucket = Math.floor((b.start / length) * MAX_CANDIDATES)
    const kept = best.get(bucket)
    if (kept === undefined || COSTS.cut[b.kind] < COSTS.cut[kept.kind]) best.set(bucket, b)
  }
  return [...best.values()].sort((a, b) => a.start - b.start)
}

const trimmedPiece = (text: string, start: number, end: number): Piece => {
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  return { start, end, text: text.slice(start, end) }
}

/**
 * Splits `reply` into 1-5 pieces with their positions. Blank input gives no piece (the service
 * refuses blank content before it gets here). Deterministic: the same reply, the same pieces.
 */
export const pieces = (reply: string): ReadonlyArray<Piece> => {
  const whole = trimmedPiece(reply, 0, reply.length)
  if (whole.text.length === 0) return []
  if (whole.text.length <= SHORT_REPLY_CHARS) return [whole]
  const cands = thin(candidates(reply, boundaries(reply)), reply.length)
  // points: 0 = start of text, 1..m = candidates (cut in the middle of the whitespace), m+1 = end
  const m = cands.length
  const pos = (i: number): number => (i === 0 ? 0 : i === m + 1 ? reply.length : cands[i - 1]!.start)
  const posAfter = (i: number): number => (i === 0 ? 0 : cands[i - 1]!.end)
  const cutCost = (i: number): number => COSTS.cut[cands[i - 1]!.kind]
  // a piece runs from the end of a whitespace run to the start of the next one, so its trimmed
  // length is a subtraction; only the text's own ends may carry whitespace
  const lead = whole.start
  const tail = whole.end
  const pieceLength = (j: number, i: number): number => Math.min(pos(i), tail) - Math.max(posAfter(j), lead)
  // best[k][i]: cheapest way to cover text up to point i with k pieces, the last ending at point i
  const INF = Number.POSITIVE_INFINITY
  const best: Array<Float64Array> = []
  const from: Array<Int32Array> = []
  for (let k = 0; k <= MAX_PIECES; k++) {
    best.push(new Float64Array(m + 2).fill(INF))
    from.push(new Int32Array(m + 2).fill(-1))
  }
  best[0]![0] = 0
  for (let k = 1; k <= MAX_PIECES; k++) {
    const prev = best[k - 1]!
    const cur = best[k]!
    const back = from[k]!
    for (let i = 1; i <= m + 1; i++) {
      const onCut = i <= m ? cutCost(i) : 0
      for (let j = 0; j < i; j++) {
        const base = prev[j]!
        if (base === INF) continue
        const len = pieceLength(j, i)
        const cost = base + pieceCost(len) + onCut
        if (cost < cur[i]!) {
          cur[i] = cost
          back[i] = j
        }
      }
    }
  }
  let bestK = 1
  for (let k = 2; k <= MAX_PIECES; k++) if (best[k]![m + 1]! < best[bestK]![m + 1]!) bestK = k
  const points: Array<number> = [m + 1]
  for (let k = bestK, i = m + 1; k > 0; k--) {
    i = from[k]![i]!
    points.unshift(i)
  }
  const out: Array<Piece> = []
  for (let p = 0; p + 1 < points.length; p++) {
    out.push(trimmedPiece(reply, posAfter(points[p]!), pos(points[p + 1]!)))
  }
  return out
}

/** Splits `reply` into 1-5 chat messages (the texts of {@link pieces}). */
export const split = (reply: string): ReadonlyArray<string> => pieces(reply).map((p) => p.text)
