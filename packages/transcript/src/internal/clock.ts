/** Reading the clock and date forms of the copy-paste layouts (Slack, Discord, Teams, Telegram). */
import { addDays, hour24, isoLocal } from "./text.js"

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12
}

/** Month number from a number or an English month name or abbreviation. */
export const month = (s: string): number => {
  const n = Number(s)
  if (Number.isInteger(n)) return n
  return MONTHS[s.slice(0, 3).toLowerCase()] ?? Number.NaN
}

/**
 * ISO local time on a `YYYY-MM-DD` day from clock fields, or `undefined` without a day.
 */
export const onDay = (
  day: string | undefined,
  hour: string,
  minute: string,
  second: string | undefined,
  meridiem: string | undefined
): string | undefined => {
  if (day === undefined) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (m === null) return undefined
  return isoLocal(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    hour24(Number(hour), meridiem),
    Number(minute),
    second === undefined ? 0 : Number(second)
  )
}

/** The day named by `Today` / `Yesterday` relative to a reference `YYYY-MM-DD` date. */
export const relativeDay = (word: string | undefined, reference: string | undefined): string | undefined => {
  if (reference === undefined || word === undefined) return undefined
  const w = word.trim().toLowerCase()
  if (w.startsWith("today")) return addDays(reference, 0)
  if (w.startsWith("yesterday")) return addDays(reference, -1)
  return undefined
}

/**
 * A `YYYY-MM-DD` day from a numeric date `a sep b sep c`: dots mean day first, slashes mean
 * month first unless the first number exceeds 12. Year may have 2 digits.
 */
export const numericDay = (a: string, b: string, c: string, sep: string): string | undefined => {
  let x = Number(a)
  let y = month(b)
  let year = Number(c)
  if (year < 100) year += 2000
  let day: number
  let mon: number
  if (sep === "." || sep === "-" || x > 12) {
    day = x
    mon = y
  } else {
    mon = x
    day = y
  }
  x = 0
  y = 0
  const iso = isoLocal(year, mon, day, 0, 0, 0)
  return iso?.slice(0, 10)
}
