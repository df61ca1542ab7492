/**
 * WhatsApp exports (Android `d/m/yy, hh:mm - Name: text`, iOS `[d/m/yy, hh:mm:ss] Name: text`)
 * in their locale variants, and Signal's `[yyyy-mm-dd, hh:mm] Name: text`, which has the same
 * shape. The day/month order is decided once from every date of the file.
 */
import type { Format } from "../Format.js"
import { Acc, type Raw, type Read } from "./read.js"
import { cleanSpeaker, hour24, isoLocal, MARKS, unmark } from "./text.js"

/**
 * Header: optional marks, optional `[`, a date of three numbers (`/`, `.` or `-`, optional
 * space after the separator), optional comma, a time `h:mm[:ss]` (`.` allowed), optional
 * meridiem (`AM`, `a. m.`, `p.m.`, after any space: U+202F, U+00A0 or `_`), then `]` or ` - `.
 * Every quantifier is bounded: no backtracking blow-up on long lines.
 */
export const HEADER =
  /^[\u200e\u200f]{0,4}(\[)?[\u200e\u200f]{0,4}(\d{1,4})([./-]) ?(\d{1,2})\3 ?(\d{1,4})[,.]?[\s\u200e]{1,3}(?:um |à |at |kl\. )?(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:[\s_]{0,3}([aApP])\.?\s?[mM]\.?)?\s{0,3}(?:\]|[-–])[ \u00a0\u202f]?/

/** Whole-line sentences WhatsApp writes for group events (no real author). */
const SYSTEM_SENTENCE =
  /^(?:Messages (?:and calls )?(?:to this (?:group|chat) )?are (?:now )?(?:secured with )?end-to-end encrypted.*|.{0,120}? created (?:group|this group|the group)\b.*|.{0,120}? (?:added|removed) .{1,200}|.{0,120}? left|.{0,120}? joined using this group's invite link|.{0,120}? joined from the community|.{0,120}? changed (?:the subject|this group's icon|the group description|the group name|this group's settings|the group's settings|their phone number|to \+?\d[\d ]{3,}|the settings).*|.{0,120}? deleted this group's icon|.{0,120}?'s security code changed\.?.*|Your security code with .{0,120}? changed\.?.*|You were added|You joined using this group's invite link|You're now an admin|You are now an admin|.{0,120}? (?:turned on|turned off|changed) disappearing messages.*|.{0,120}? pinned a message|.{0,120}? is a contact|.{0,120}? started a call|Tap to (?:learn more|change|view).*)$/

/** Authored messages with no content of their own: media placeholders, deletions, calls. */
const NON_CONTENT =
  /^(?:<Media omitted>|<media omitted>|(?:image|video|audio|sticker|GIF|document|Contact card|photo) omitted|<attached: [^>]{1,300}>|null|This message was deleted\.?|You deleted this message\.?|Missed (?:voice|video|group voice|group video) call.*|Waiting for this message\..*|View once (?:photo|video|message))$/i

const EDITED = /\s?<This message was edited>$/

const PHONE = /^\+?[\d\s()\u202f\u00a0-]{6,}$/

interface Header {
  readonly bracket: boolean
  readonly sep: string
  readonly a: number
  readonly b: number
  readonly c: number
  readonly yearFirst: boolean
  readonly hour: number
  readonly minute: number
  readonly second: number
}

/** The day/month order of a file from all its dates: true when the day comes first. */
const dayFirst = (dates: ReadonlyArray<Header>, twelveHour: boolean): boolean => {
  let aOver = 0
  let bOver = 0
  for (const d of dates) {
    if (d.yearFirst) continue
    if (d.a > 12) aOver++
    if (d.b > 12) bOver++
  }
  if (aOver > 0 || bOver > 0) return aOver >= bOver
  // No value above 12: in a chronological file the day changes more often than the month.
  let aChanges = 0
  let bChanges = 0
  for (let i = 1; i < dates.length; i++) {
    const p = dates[i - 1]!
    const q = dates[i]!
    if (p.yearFirst || q.yearFirst) continue
    if (p.a !== q.a && p.b === q.b) aChanges++
    else if (p.b !== q.b && p.a === q.a) bChanges++
  }
  if (aChanges !== bChanges) return aChanges > bChanges
  return !twelveHour
}

interface Pending {
  readonly raw: Raw
  readonly h: Header
  /** The text started with a bidi mark (iOS writes group events so, under the group's name). */
  readonly marked: boolean
}

/** A group-event sentence; long texts never are one. */
const isSentence = (text: string): boolean => {
  if (text.length > 400) return false
  const t = unmark(text).trim()
  // WhatsApp writes "You" for the exporter, never "I"/"we": first person is a person talking.
  return !/^(?:I|I'm|I've|we|We)\b/.test(t) && SYSTEM_SENTENCE.test(t)
}

/** Reads a WhatsApp or Signal export. */
export const read = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  const pending: Array<Pending> = []
  const headers: Array<Header> = []
  let brackets = 0
  let dashes = 0
  let twelve = false
  for (const line of ls) {
    const m = HEADER.exec(line)
    if (m === null) {
      acc.cont(line)
      continue
    }
    const bracket = m[1] !== undefined
    const sep = m[3]!
    const p1 = m[2]!
    const p3 = m[5]!
    const yearFirst = p1.length >= 3
    const mer = m[9]
    if (mer !== undefined) twelve = true
    const h: Header = {
      bracket,
      sep,
      a: Number(p1),
      b: Number(m[4]),
      c: Number(p3),
      yearFirst,
      hour: hour24(Number(m[6]), mer),
      minute: Number(m[7]),
      second: m[8] === undefined ? 0 : Number(m[8])
    }
    headers.push(h)
    if (bracket) brackets++
    else dashes++
    const rest = line.slice(m[0].length)
    let colon = rest.indexOf(": ")
    if (colon < 0 || colon > 160) {
      // `Name:text` with no space (`John Doe:.`), unless the line is a group event.
      const bare = rest.indexOf(":")
      colon = bare > 0 && bare <= 160 && !isSentence(rest) ? bare : -1
    }
    if (colon < 0) {
      // No author: a system line (group created, joined, left...).
      acc.sys()
      continue
    }
    const author = rest.slice(0, colon)
    const speaker = cleanSpeaker(author)
    let text = rest.slice(colon + 1)
    if (text.startsWith(" ")) text = text.slice(1)
    const marked = text.length > 0 && MARKS.test(text[0]!)
    const plain = marked ? unmark(text) : text
    if (speaker === "" || (plain.length <= 320 && NON_CONTENT.test(plain.trim()))) {
      acc.sys()
      continue
    }
    const raw = acc.start(speaker, text, undefined)
    pending.push({ raw, h, marked })
  }
  // System lines with a fake author (the group name, a phone number): a one-line group-event
  // sentence that is marked, or comes from a phone number, or whose "author" never says
  // anything that is not such a sentence.
  const drop = new Set<Raw>()
  const bySpeaker = new Map<string, Array<Pending>>()
  for (const p of pending) {
    const list = bySpeaker.get(p.raw.speaker)
    if (list === undefined) bySpeaker.set(p.raw.speaker, [p])
    else list.push(p)
  }
  const single = (p: Pending): boolean => p.raw.lines.length === 1 && isSentence(p.raw.lines[0]!)
  for (const [speaker, list] of bySpeaker) {
    if (PHONE.test(speaker) || list.every(single)) {
      for (const p of list) if (single(p)) drop.add(p.raw)
    } else {
      for (const p of list) if (p.marked && single(p)) drop.add(p.raw)
    }
  }
  const df = dayFirst(headers, twelve)
  for (const p of pending) {
    const h = p.h
    let y: number
    let mo: number
    let d: number
    if (h.yearFirst) {
      y = h.a
      mo = h.b
      d = h.c
    } else if (df) {
      d = h.a
      mo = h.b
      y = h.c
    } else {
      mo = h.a
      d = h.b
      y = h.c
    }
    p.raw.timestamp = isoLocal(y, mo, d, h.hour, h.minute, h.second)
  }
  const raws = acc.raws.filter((r) => !drop.has(r))
  for (const r of raws) {
    const last = r.lines.length - 1
    if (EDITED.test(r.lines[last]!)) r.lines[last] = r.lines[last]!.replace(EDITED, "")
  }
  const signal = headers.length > 0 && headers.every((h) => h.bracket && h.yearFirst && h.sep === "-")
  const format: Format = signal ? "signal" : brackets > dashes ? "whatsapp-ios" : "whatsapp-android"
  return {
    format,
    raws,
    skipped: acc.skipped,
    system: acc.system + drop.size,
    bots: acc.bots
  }
}
