/**
 * Candidate split points of a reply. A split point is a maximal run of whitespace outside every
 * protected span; cutting there and trimming keeps every non-space character, so a piece can
 * never end inside a word, a URL, a number or an emoji sequence (none of them holds whitespace).
 * Protected spans are the ones that may hold whitespace: fenced code blocks (from a ``` or ~~~
 * fence to the next one, or to the end), inline code spans and markdown links.
 */

/** How strong a split point is, from the best place to cut to the last resort. */
export type Kind =
  | "paragraph" // a blank line
  | "list_end" // the line break after the last item of a list
  | "line" // a single line break between two ordinary lines
  | "sentence" // after . ! ? … (not an abbreviation or an enumerator)
  | "list_start" // between a line that introduces what follows (a list, or after a colon) and it
  | "list_item" // between two items of one list
  | "clause" // after , ; : or a dash
  | "word" // any other whitespace

/** A split point: `start`/`end` delimit the whitespace run in the reply. */
export interface Boundary {
  readonly start: number
  readonly end: number
  readonly kind: Kind
}

const FENCE = /```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)/g
const INLINE_CODE = /`[^`\n]+`/g
const MD_LINK = /\[[^\]\n]*\]\([^)\s]*\)/g
/** A list item: a bullet, an enumerator, or a short label and a colon ("Day 1: ...", "Check-in: ..."). */
const LIST_ITEM = /^[ \t]*(?:[-*+•]|\d{1,3}[.)]|\p{L}[\p{L}\p{N} -]{0,20}:)[ \t]+\S/u
const ABBREVIATIONS = new Set([
  "e.g.",
  "i.e.",
  "etc.",
  "vs.",
  "mr.",
  "mrs.",
  "ms.",
  "dr.",
  "prof.",
  "st.",
  "no.",
  "approx.",
  "cf.",
  "fig.",
  "jr.",
  "sr.",
  "inc.",
  "ltd.",
  "a.m.",
  "p.m."
])

/** Half-open `[start, end)` ranges that no split point may fall inside. */
export const protectedSpans = (text: string): ReadonlyArray<readonly [number, number]> => {
  const spans: Array<[number, number]> = []
  const add = (re: RegExp): void => {
    re.lastIndex = 0
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const start = m.index
      const end = m.index + m[0].length
      if (spans.some(([s, e]) => start < e && end > s)) {
        re.lastIndex = start + 1 // overlaps an earlier span: look again just after its opening
        continue
      }
      if (end > start) spans.push([start, end])
      if (m[0].length === 0) re.lastIndex++
    }
  }
  add(FENCE)
  add(INLINE_CODE)
  add(MD_LINK)
  spans.sort((a, b) => a[0] - b[0])
  return spans
}

const lineAt = (text: string, from: number, to: number): string => text.slice(from, to)

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c)

/** The last whitespace-free token before `pos`. */
const tokenBefore = (text: string, pos: number): string => {
  let i = pos
  while (i > 0 && !isSpace(text[i - 1])) i--
  return text.slice(i, pos)
}

const classify = (text: string, start: number, end: number): Kind => {
  const gap = text.slice(start, end)
  const newlines = (gap.match(/\n/g) ?? []).length
  if (newlines > 0) {
    const prevLineStart = text.lastIndexOf("\n", start - 1) + 1
    const prevLine = lineAt(text, prevLineStart, start)
    const nextLineEnd = text.indexOf("\n", end)
    const nextLine = lineAt(text, end, nextLineEnd === -1 ? text.length : nextLineEnd)
    const prevItem = LIST_ITEM.test(prevLine)
    const nextItem = LIST_ITEM.test(nextLine)
    if (prevItem && nextItem) return "list_item"
    if (!prevItem && nextItem) return "list_start"
    if (prevItem && !nextItem) return "list_end"
    // a line ending with a colon introduces what follows ("Here's the plan:"): keep them together
    if (/:\s*$/.test(prevLine)) return "list_start"
    return newlines > 1 ? "paragraph" : "line"
  }
  const token = tokenBefore(text, start)
  // an enumerator or a bullet opening a line ("1. ", "- ") is part of its item
  if (/^(?:[-*+•]|\d{1,3}[.)])$/.test(token)) {
    const tokenStart = start - token.length
    const lineStart = text.lastIndexOf("\n", tokenStart - 1) + 1
    if (text.slice(lineStart, tokenStart).trim() === "") return "word"
  }
  const bare = token.replace(/["'”’)\]*_]+$/u, "")
  const last = bare.at(-1)
  if (last !== undefined && /[.!?…]/.test(last)) {
    const lower = bare.toLowerCase()
    if (ABBREVIATIONS.has(lower)) return "word"
    // a single capital and a dot ("J. Smith") is an initial, not a sentence
    if (/^[A-Z]\.$/.test(bare)) return "word"
    return "sentence"
  }
  if (last !== undefined && /[,;:—–]/.test(last)) return "clause"
  if (token === "-" || token === "—" || token === "–") return "clause"
  return "word"
}

/** Every candidate split point, in text order, with its kind. O(n) in the length of the text. */
export const boundaries = (text: string): ReadonlyArray<Boundary> => {
  const spans = protectedSpans(text)
  const out: Array<Boundary> = []
  let spanIx = 0
  let i = 0
  // skip leading whitespace: not a split point
  while (i < text.length && isSpace(text[i])) i++
  while (i < text.length) {
    if (!isSpace(text[i])) {
      i++
      continue
    }
    const start = i
    while (i < text.length && isSpace(text[i])) i++
    const end = i
    if (end === text.length) break // trailing whitespace
    while (spanIx < spans.length && spans[spanIx]![1] <= start) spanIx++
    const span = spans[spanIx]
    if (span !== undefined && span[0] < start && end <= span[1]) continue
    if (span !== undefined && span[0] < end && start < span[0] && end > span[0]) {
      // whitespace run that reaches into a span: cannot happen (spans start at non-space)
      continue
    }
    out.push({ start, end, kind: classify(text, start, end) })
  }
  return out
}
