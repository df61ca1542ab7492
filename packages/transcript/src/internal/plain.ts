/**
 * The generic `Name: text` fallback, also `**Name:** text`, `**Name**: text` and a leading
 * `[10:32]` time. A name used once that reads like a label (`Note`, `PS`, `Step 2`) or a
 * sentence is text, not a speaker.
 */
import { Acc, type Read } from "./read.js"
import { cleanSpeaker } from "./text.js"

/** A header: optional time, optional bold, the name (no colon), a colon, then space or end. */
export const HEADER =
  /^[ \t]{0,3}(?:\[?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?[ \t]{1,3})?(?:\*\*|__)?([^\s:*_<>[\]][^:*<>\n]{0,59}?)(?:\*\*|__)?[ \t]?:(?:\*\*|__)?(?:[ \t]+(.*))?$/

const STOP =
  /^(?:note|notes|nb|n\.b\.|ps|p\.s\.?|edit|update|tl;?dr|re|fwd|subject|example|e\.g\.?|i\.e\.?|step \d+|warning|error|todo|fyi|important|answer|question|summary|result|output|input|reason|source|date|time|location|address|phone|email|e-mail|password|url|link|price|total|ingredients|https?|ftp|mailto|tel|cc|bcc|to|from|sent|attachment|attachments|agenda|action items?|tip|hint|caution|pros|cons|day \d+|part \d+|option \d+|q\d*|a\d*)$/i

/** A plausible display name: has a letter or emoji, no sentence punctuation, at most 6 words. */
export const plausible = (name: string): boolean => {
  if (!/^[\p{L}\p{N}\p{Extended_Pictographic}@+~(#]/u.test(name)) return false
  if (!/[\p{L}\p{Extended_Pictographic}]/u.test(name)) return false
  if (/[?!;=<>{}|"“”]/.test(name)) return false
  if (/^(?:https?|ftp|www)\b/i.test(name)) return false
  return spaces(name) <= 5
}

const spaces = (s: string): number => {
  let n = 0
  for (let i = s.indexOf(" "); i >= 0; i = s.indexOf(" ", i + 1)) n++
  return n
}

/**
 * A name used once must look like one: at most 3 words, or up to 5 words that all start with
 * a capital or a digit (`Ana Van Dijk`); emoji do not count as words.
 */
export const nameLike = (name: string): boolean => {
  if (spaces(name) <= 2) return true
  const words = name.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w))
  if (words.length <= 3) return true
  return (
    words.length <= 5 &&
    words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^(?:van|von|de|da|del|der|di|du|la|le|bin|al)$/.test(w))
  )
}

/** Splits a header line into its name and text. */
export const header = (
  line: string,
  cache?: Map<string, string | null>
): { name: string; text: string | undefined } | undefined => {
  const m = HEADER.exec(line)
  if (m === null) return undefined
  const raw = m[1]!
  let name = cache?.get(raw)
  if (name === undefined) {
    const clean = cleanSpeaker(raw)
    name = plausible(clean) ? clean : null
    cache?.set(raw, name)
  }
  return name === null ? undefined : { name, text: m[2] }
}

const hasText = (t: string | undefined): t is string => t !== undefined && t.trim() !== ""

/** Reads `Name: text` lines. */
export const read = (ls: ReadonlyArray<string>): Read => {
  // Per distinct name: how often it heads a line, and (once decided) whether it is a speaker.
  const names = new Map<string, { count: number; ok: boolean | undefined }>()
  const heads: Array<{ name: string; text: string | undefined } | undefined> = new Array(ls.length)
  // Names repeat: each distinct raw name is cleaned and judged once.
  const cache = new Map<string, string | null>()
  for (let i = 0; i < ls.length; i++) {
    const line = ls[i]!
    const h = line.length < 2 ? undefined : header(line, cache)
    heads[i] = h
    if (h === undefined) continue
    const known = names.get(h.name)
    if (known === undefined) names.set(h.name, { count: 1, ok: undefined })
    else known.count++
  }
  let allStop = true
  for (const n of names.keys())
    if (!STOP.test(n)) {
      allStop = false
      break
    }
  const accept = (name: string): boolean => {
    const entry = names.get(name)
    if (entry === undefined) return false
    if (entry.ok === undefined) entry.ok = STOP.test(name) ? allStop : entry.count >= 2 || nameLike(name)
    return entry.ok
  }
  // `Name:` alone is a header only when text follows on the next lines; else it is text.
  const bodyFollows = (i: number): boolean => {
    for (let j = i + 1; j < ls.length; j++) {
      const line = ls[j]!
      if (line.trim() === "") continue
      const h = heads[j]
      return h === undefined || !accept(h.name)
    }
    return false
  }
  const acc = new Acc()
  for (let i = 0; i < ls.length; i++) {
    const h = heads[i]
    if (h !== undefined && accept(h.name) && (hasText(h.text) || bodyFollows(i)))
      acc.start(h.name, h.text, undefined)
    else acc.cont(ls[i]!)
  }
  return acc.done("plain")
}
