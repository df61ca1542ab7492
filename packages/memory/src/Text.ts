/**
 * Words, stems, query terms and token estimates. Everything here is a pure function of its
 * input (no locale, no clock).
 */
import { stem as stemWord } from "./internal/stem.js"
import { stopwords } from "./internal/stopwords.js"

/** Lower-case words of `text`: runs of letters and digits (apostrophes inside a word dropped). */
export const words = (text: string): Array<string> =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu) ?? []

/** A light English stem (suffix stripping: plurals, -ing, -ed, -ly, ...); identity on short words. */
export const stem = (word: string): string => stemWord(word)

/** Whether a lower-case word carries no topic (articles, pronouns, auxiliaries, question words). */
export const isStopword = (word: string): boolean => stopwords.has(word)

/** The distinct stems of the content words of `text`, in first-seen order. */
export const contentStems = (text: string): Array<string> => {
  const out = new Set<string>()
  for (const w of words(text)) if (!isStopword(w) && w.length > 1) out.add(stem(w))
  return [...out]
}

/** Most query terms sent to full-text search: the first {@link maxQueryTerms} content words. */
export const maxQueryTerms = 12

/**
 * Query terms for full-text search: distinct content words, at most {@link maxQueryTerms},
 * each only `[a-z0-9]` (safe inside a `tsquery`, which the database stems itself).
 */
export const queryTerms = (text: string): Array<string> => {
  const out: Array<string> = []
  const seen = new Set<string>()
  for (const w of words(text)) {
    const t = w.normalize("NFKD").replace(/[^a-z0-9]/g, "")
    if (t.length < 2 || isStopword(t) || seen.has(t)) continue
    seen.add(t)
    out.push(t)
    if (out.length >= maxQueryTerms) break
  }
  return out
}

/** A `to_tsquery` source matching any of `terms` (`a | b | c`); empty when there are none. */
export const anyOf = (terms: ReadonlyArray<string>): string => terms.join(" | ")

/** The comparison key of a speaker name: trimmed, inner spaces collapsed, lower case. */
export const speakerKey = (speaker: string): string => speaker.trim().replace(/\s+/g, " ").toLowerCase()

/**
 * The words by which others address a speaker: the full name's words, so "Dana Reyes" is
 * found by "Dana" and by "Reyes". Words of one letter and stopwords are left out.
 */
export const nameTerms = (speaker: string): Array<string> => queryTerms(speaker)

/** Whether `text` reads as a question (a question mark, or it opens with a question word). */
export const isQuestion = (text: string): boolean => {
  const t = text.trim()
  if (t.includes("?")) return true
  return /^(who|what|when|where|why|how|which|can|could|would|will|do|does|did|is|are|should|shall)\b/i.test(
    t
  )
    ? /\b(you|u|anyone|anybody|we)\b/i.test(t)
    : false
}

/**
 * Estimated tokens of `text` for budgets: `ceil(chars / 4)`, the usual figure for English with
 * BPE tokenizers (an over-estimate for plain words, close for names and punctuation).
 */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4)

/** `text` cut to at most `max` characters on a word boundary, with `…` when cut. */
export const clip = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, Math.max(1, max - 1))
  const space = cut.lastIndexOf(" ")
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}
