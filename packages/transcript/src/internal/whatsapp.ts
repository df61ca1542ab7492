/**
 * WhatsApp exports (Android `d/m/yy, hh:mm - Name: text`, iOS `[d/m/yy, hh:mm:ss] Name: text`)
 * in their locale variants, and Signal's `[yyyy-mm-dd, hh:mm] Name: text`, which has the same
 * shape. The day/month order is decided once from every date of the file.
 */
import type { Format } from "../Format.js"
import { Acc, type Raw, type Read } from "./read.js"
import { cleanSpeaker, hour24, isoLocal, unmark } from "./text.js"

/**
 * Header: optional marks, optional `[`, a date of three numbers (`/`, `.` or `-`, optional
 * space after the separator), optional comma, a time `h:mm[:ss]` (`.` allowed), optional
 * meridiem (`AM`, `a. m.`, `p.m.`, after any space: U+202F, U+00A0 or `_`), then `]` or ` - `.
 * Every quantifier is bounded: no backtracking blow-up on long lines.
 */
export const HEADER =
  /^[\u200e\u200f]{0,4}(\[)?[\u200e\u200f]{0,4}(\d{1,4})([./-]) ?(\d{1,2})\3 ?(\d{1,4})[,.]?[\s\u200e]{1,3}(?:(?:um|à|at|kl\.|klo|às|a las|alle|om) |(?:오전|오후|午前|午後|上午|下午) ?)?(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:[\s_]{0,3}([aApP])\.?\s?[mM]\.?)?\s{0,3}(?:\]|[-–])[ \u00a0\u202f]?/

const EAST_ASIAN_MERIDIEM = /[\uc624\u5348\u4e0a\u4e0b]/

/** Whole-line sentences WhatsApp writes for group events (no real author). */
const SYSTEM_SENTENCE =
  /^(?:Messages (?:and calls )?(?:to this (?:group|chat) )?are (?:now )?(?:secured with )?end-to-end encrypted.*|.{0,120}? created (?:group|this group|the group)\b.*|.{0,120}? (?:added|removed) .{1,200}|.{0,120}? left|.{0,120}? joined using this group's invite link|.{0,120}? joined from the community|.{0,120}? changed (?:the subject|this group's icon|the group description|the group name|this group's settings|the group's settings|their phone number|to \+?\d[\d ]{3,}|the settings).*|.{0,120}? deleted this group's icon|.{0,120}?'s security code changed\.?.*|Your security code with .{0,120}? changed\.?.*|You were added|You joined using this group's invite link|You're now an admin|You are now an admin|.{0,120}? (?:turned on|turned off|changed) disappearing messages.*|.{0,120}? pinned a message|.{0,120}? is a contact|.{0,120}? started a call|Tap to (?:learn more|change|view).*)$/

/** Authored messages with no content of their own: media placeholders, deletions, calls. */
const NON_CONTENT =
  /^(?:<Media omitted>|<media omitted>|(?:image|video|audio|sticker|GIF|document|Contact card|photo) omitted|<attached: [^>]{1,300}>|null|This message was deleted\.?|You deleted this message\.?|Missed (?:voice|video|group voice|group video) call.*|Waiting for this message\..*|View once (?:photo|video|message))$/i

/** Cheap pre-check for `NON_CONTENT`: short, and ends as one of its sentences can. */
const maybeNonContent = (t: string): boolean => {
  const n = t.length
  if (n === 0 || n > 320) return false
  const last = t.charCodeAt(n - 1)
  const first = t.charCodeAt(0)
  // Ends in `>`, `.`, `d` (omitted/deleted), `l` (null/call), `e` (message), `o` (photo/video)
  // or a space; or starts with `M` (Missed ... call, any ending).
  return (
    last === 62 ||
    last === 46 ||
    last === 100 ||
    last === 108 ||
    last === 101 ||
    last === 111 ||
    last <= 32 ||
    first === 77 ||
    first === 109
  )
}

const EDITED = /\s?\u200e?<This message was edited>$/

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

/** Two-digit strings `00`..`60`. */
const TWO = Array.from({ length: 61 }, (_, i) => (i < 10 ? `0${i}` : String(i)))

/** What is known of an author: its cleaned name, and whether all it says are group events. */
interface SpeakerState {
  readonly name: string
  eventsOnly: boolean | undefined
}

/** `HH:MM:SS` from the clock fields (24-hour), or undefined when out of range. */
const clock = (
  h: string,
  mi: string,
  se: string | undefined,
  meridiem: string | undefined
): string | undefined => {
  if (mi > "59" || (se !== undefined && se > "60")) return undefined
  const s = se ?? "00"
  if (meridiem === undefined) {
    if (h.length === 2) return h > "23" ? undefined : `${h}:${mi}:${s}`
    return `0${h}:${mi}:${s}`
  }
  const hour = hour24(+h, meridiem)
  return hour > 23 ? undefined : `${TWO[hour]}:${mi}:${s}`
}

/** A left-to-right mark as first char (iOS writes generated lines so, in every language). */
const markedAt0 = (t: string): boolean => t.charCodeAt(0) === 0x200e

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
  // Per message (parallel arrays: no object per message): its raw, header index, clock, mark.
  const pRaw: Array<Raw> = []
  const pAt: Array<number> = []
  const pClock: Array<string | undefined> = []
  const pMarked: Array<boolean> = []
  const pSpeaker: Array<SpeakerState> = []
  let l1 = ""
  let l2 = ""
  let l3 = ""
  const dates: Dates = { a: [], b: [], c: [], yearFirst: [] }
  let signal = true
  let brackets = 0
  let dashes = 0
  let twelve = false
  const speakers = new Map<string, SpeakerState>()
  for (const line of ls) {
    const m = HEADER.exec(line)
    if (m === null) {
      acc.cont(line)
      continue
    }
    const bracket = m[1] !== undefined
    const p1 = m[2]!
    const yearFirst = p1.length >= 3
    let mer = m[9]
    // Korean, Japanese and Chinese exports write the meridiem before the time.
    if (mer === undefined && EAST_ASIAN_MERIDIEM.test(m[0])) mer = /오후|午後|下午/.test(m[0]) ? "p" : "a"
    if (mer !== undefined) twelve = true
    // One date entry per run of equal dates (the order heuristics only look at changes).
    const p2 = m[4]!
    const p3 = m[5]!
    if (p1 !== l1 || p2 !== l2 || p3 !== l3 || dates.a.length === 0) {
      dates.a.push(+p1)
      dates.b.push(+p2)
      dates.c.push(+p3)
      dates.yearFirst.push(yearFirst)
      l1 = p1
      l2 = p2
      l3 = p3
    }
    const at = dates.a.length - 1
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
    if (colon >= 0 && /["“”«]/.test(rest.slice(0, colon)) && isSentence(rest)) colon = -1
    if (colon < 0) {
      // No author: a system line (group created, joined, left...; a quoted subject may hold a colon).
      acc.sys()
      continue
    }
    const author = rest.slice(0, colon)
    let state = speakers.get(author)
    if (state === undefined) {
      state = { name: cleanSpeaker(author), eventsOnly: undefined }
      speakers.set(author, state)
    }
    const speaker = state.name
    let text = rest.slice(colon + 1)
    if (text.startsWith(" ")) text = text.slice(1)
    const marked = text.length > 0 && markedAt0(text)
    const plain = marked ? unmark(text) : text
    if (speaker === "" || (maybeNonContent(plain) && NON_CONTENT.test(plain.trim()))) {
      acc.sys()
      continue
    }
    pRaw.push(acc.start(speaker, text, undefined))
    pAt.push(at)
    pClock.push(clock(m[6]!, m[7]!, m[8], mer))
    pMarked.push(marked)
    pSpeaker.push(state)
  }
  // System lines with a fake author (the group name, a phone number): a one-line group-event
  // sentence that is marked, or comes from a phone number, or whose "author" never says
  // anything that is not such a sentence.
  const drop = new Set<Raw>()
  const single = (r: Raw): boolean => r.lines.length === 1 && isSentence(r.lines[0]!)
  // Per speaker: does everything it says read as a group event? (stops at its first real message)
  for (let i = 0; i < pRaw.length; i++) {
    const st = pSpeaker[i]!
    if (st.eventsOnly !== false) st.eventsOnly = single(pRaw[i]!)
  }
  for (const st of speakers.values()) if (st.eventsOnly === false && PHONE.test(st.name)) st.eventsOnly = true
  for (let i = 0; i < pRaw.length; i++) {
    const r = pRaw[i]!
    // iOS writes every generated line (group events, media placeholders, in any language)
    // with a leading LRM: a one-line marked text is never what a person typed.
    if ((pMarked[i] === true && r.lines.length === 1) || (pSpeaker[i]!.eventsOnly === true && single(r)))
      drop.add(r)
  }
  const df = dayFirst(dates, twelve)
  // Consecutive messages usually share a day: its `YYYY-MM-DDT` prefix is built once.
  let lastAt = -1
  let day: string | undefined
  for (let i = 0; i < pRaw.length; i++) {
    const at = pAt[i]!
    if (
      at !== lastAt &&
      (lastAt < 0 ||
        dates.a[at] !== dates.a[lastAt] ||
        dates.b[at] !== dates.b[lastAt] ||
        dates.c[at] !== dates.c[lastAt])
    ) {
      const a = dates.a[at]!
      const b = dates.b[at]!
      const c = dates.c[at]!
      const iso = dates.yearFirst[at]
        ? isoLocal(a, b, c, 0, 0, 0)
        : df
          ? isoLocal(c, b, a, 0, 0, 0)
          : isoLocal(c, a, b, 0, 0, 0)
      day = iso?.slice(0, 11)
    }
    lastAt = at
    const time = pClock[i]
    pRaw[i]!.timestamp = day !== undefined && time !== undefined ? day + time : undefined
  }
  const raws = drop.size === 0 ? acc.raws : acc.raws.filter((r) => !drop.has(r))
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
