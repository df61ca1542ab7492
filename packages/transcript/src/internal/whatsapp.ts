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

/** The dates of a file, one entry per header line: three numbers and whether the year is first. */
interface Dates {
  readonly a: Array<number>
  readonly b: Array<number>
  readonly c: Array<number>
  readonly yearFirst: Array<boolean>
}

/** The day/month order of a file from all its dates: true when the day comes first. */
const dayFirst = (d: Dates, twelveHour: boolean): boolean => {
  let aOver = 0
  let bOver = 0
  for (let i = 0; i < d.a.length; i++) {
    if (d.yearFirst[i]) continue
    if (d.a[i]! > 12) aOver++
    if (d.b[i]! > 12) bOver++
  }
  if (aOver > 0 || bOver > 0) return aOver >= bOver
  // No value above 12: in a chronological file the day changes more often than the month.
  let aChanges = 0
  let bChanges = 0
  for (let i = 1; i < d.a.length; i++) {
    if (d.yearFirst[i - 1] || d.yearFirst[i]) continue
    const sameA = d.a[i - 1] === d.a[i]
    const sameB = d.b[i - 1] === d.b[i]
    if (!sameA && sameB) aChanges++
    else if (!sameB && sameA) bChanges++
  }
  if (aChanges !== bChanges) return aChanges > bChanges
  return !twelveHour
}

interface Pending {
  readonly raw: Raw
  /** Index of the message's header in `Dates`. */
  readonly at: number
  readonly hour: number
  readonly minute: number
  readonly second: number
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
  const dates: Dates = { a: [], b: [], c: [], yearFirst: [] }
  let signal = true
  let brackets = 0
  let dashes = 0
  let twelve = false
  const speakers = new Map<string, string>()
  for (const line of ls) {
    const m = HEADER.exec(line)
    if (m === null) {
      acc.cont(line)
      continue
    }
    const bracket = m[1] !== undefined
    const p1 = m[2]!
    const yearFirst = p1.length >= 3
    const mer = m[9]
    if (mer !== undefined) twelve = true
    const at = dates.a.length
    dates.a.push(+p1)
    dates.b.push(+m[4]!)
    dates.c.push(+m[5]!)
    dates.yearFirst.push(yearFirst)
    if (signal && !(bracket && yearFirst && m[3] === "-")) signal = false
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
    let speaker = speakers.get(author)
    if (speaker === undefined) {
      speaker = cleanSpeaker(author)
      speakers.set(author, speaker)
    }
    let text = rest.slice(colon + 1)
    if (text.startsWith(" ")) text = text.slice(1)
    const marked = text.length > 0 && MARKS.test(text[0]!)
    const plain = marked ? unmark(text) : text
    const short = plain.length < 80 || (plain.length <= 320 && plain.charCodeAt(plain.length - 1) === 62)
    if (speaker === "" || (short && NON_CONTENT.test(plain.trim()))) {
      acc.sys()
      continue
    }
    const raw = acc.start(speaker, text, undefined)
    pending.push({
      raw,
      at,
      hour: hour24(+m[6]!, mer),
      minute: +m[7]!,
      second: m[8] === undefined ? 0 : +m[8],
      marked
    })
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
  const df = dayFirst(dates, twelve)
  for (const p of pending) {
    const a = dates.a[p.at]!
    const b = dates.b[p.at]!
    const c = dates.c[p.at]!
    if (dates.yearFirst[p.at]) p.raw.timestamp = isoLocal(a, b, c, p.hour, p.minute, p.second)
    else if (df) p.raw.timestamp = isoLocal(c, b, a, p.hour, p.minute, p.second)
    else p.raw.timestamp = isoLocal(c, a, b, p.hour, p.minute, p.second)
  }
  const raws = acc.raws.filter((r) => !drop.has(r))
  for (const r of raws) {
    const last = r.lines.length - 1
    if (r.lines[last]!.endsWith("edited>") && EDITED.test(r.lines[last]!))
      r.lines[last] = r.lines[last]!.replace(EDITED, "")
  }
  const format: Format =
    signal && dates.a.length > 0 ? "signal" : brackets > dashes ? "whatsapp-ios" : "whatsapp-android"
  return {
    format,
    raws,
    skipped: acc.skipped,
    system: acc.system + drop.size,
    bots: acc.bots
  }
}
