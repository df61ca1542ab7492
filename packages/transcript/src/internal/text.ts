/** Text helpers shared by the format readers. */

/** Byte-order marks anywhere (concatenated exports put them mid-file). */
const BOM = /\uFEFF/g
/** Invisible bidi controls: LRM, RLM, embeddings, overrides, isolates. */
export const MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const MARKS_G = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** Splits text into lines: CRLF, CR and LF all end a line; byte-order marks are removed. */
export const lines = (text: string): Array<string> => {
  if (text.indexOf("\uFEFF") !== -1) text = text.replace(BOM, "")
  if (text.indexOf("\r") !== -1) text = text.replace(/\r\n?/g, "\n")
  return text.split("\n")
}

/** Removes bidi marks (decoration) from a string. */
export const unmark = (s: string): string => (MARKS.test(s) ? s.replace(MARKS_G, "") : s)

/** Anything `cleanSpeaker` would change: marks, `~`, odd spaces, doubled or edge spaces. */
const NEEDS_CLEANING =
  /[\u200e\u200f\u202a-\u202e\u2066-\u2069~\t\n\r\u00a0\u202f\u2000-\u200b\u3000\ufeff]|^ | $| {2}/

/** A speaker name as displayed: marks removed, `~ ` non-contact prefix removed, spaces collapsed. */
export const cleanSpeaker = (s: string): string => {
  if (!NEEDS_CLEANING.test(s)) return s
  let out = unmark(s)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
  if (out.startsWith("~")) out = out.slice(1).trim()
  return out
}

/** True when the line has only white space (any Unicode space) or marks. */
export const isBlank = (s: string): boolean => s.length === 0 || BLANK.test(s)
const BLANK = /^[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/

/**
 * Message text from its lines: marks removed (skipped when the caller knows the input has
 * none), surrounding blank lines and spaces trimmed.
 */
export const joinText = (ls: ReadonlyArray<string>, marks = true): string => {
  let joined = ls.length === 1 ? ls[0]! : ls.join("\n")
  if (marks) joined = unmark(joined)
  return joined.trim()
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * A local ISO 8601 date-time `YYYY-MM-DDTHH:MM:SS` (no zone: chat exports carry none),
 * or `undefined` when the fields do not form a valid time.
 */
export const isoLocal = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number
): string | undefined => {
  if (year < 100) year += 2000
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!)) return undefined
  if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 60))
    return undefined
  if (year < 1970 || year > 2199) return undefined
  return `${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}`
}

/** 24-hour hour from a 12-hour clock reading and its `a`/`p` marker (12 AM is 0, 12 PM is 12). */
export const hour24 = (hour: number, meridiem: string | undefined): number => {
  if (meridiem === undefined || meridiem === "") return hour
  const pm = meridiem[0] === "p" || meridiem[0] === "P"
  if (hour === 12) return pm ? 12 : 0
  return pm ? hour + 12 : hour
}

/** ISO date-time (UTC, `Z`) from epoch milliseconds, or `undefined` when not finite. */
export const isoFromEpochMs = (ms: number): string | undefined => {
  if (!Number.isFinite(ms)) return undefined
  const d = new Date(ms)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

/** Adds `days` to a `YYYY-MM-DD` date; `undefined` when the date is malformed. */
export const addDays = (date: string, days: number): string | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (m === null) return undefined
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)
  return new Date(t).toISOString().slice(0, 10)
}
