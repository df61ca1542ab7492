/**
 * Usage-summary arithmetic (spec 2.15).
 *
 * Input: completed billed calls, either one event per charge or pre-aggregated buckets of
 * `(component, UTC day, calls, credits)` (what one `GROUP BY` returns). Output:
 * - `total_calls`, `total_credits`: over the last 30 UTC days, today included;
 * - `per_component`: calls and credits per component in that window, unused components
 *   omitted, in the canonical order of {@link components};
 * - `daily_series`: exactly seven entries, the last 7 UTC days oldest first (today last),
 *   labelled `Mon`..`Sun`, zero-filled.
 */
import { type Component, components } from "./Prices.js"

/** Milliseconds in one UTC day. */
export const DAY_MS = 86_400_000
/** Width of the totals window, in UTC days (today included). */
export const windowDays = 30
/** Length of the daily series, in UTC days (today included). */
export const seriesDays = 7

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const
/** A short UTC weekday label of the daily series (`Mon` to `Sun`). */
export type Weekday = (typeof weekdays)[number]

/** One completed billed call. `at` is epoch milliseconds. */
export interface ChargeEvent {
  readonly component: string
  readonly credits: number
  readonly at: number
}

/** Calls and credits of one component on one UTC day (`day` = days since the epoch). */
export interface Bucket {
  readonly component: string
  readonly day: number
  readonly calls: number
  readonly credits: number
}

/** The usage summary of spec 2.15. */
export interface UsageSummary {
  readonly total_calls: number
  readonly total_credits: number
  readonly per_component: ReadonlyArray<{
    readonly component: string
    readonly calls: number
    readonly credits: number
  }>
  readonly daily_series: ReadonlyArray<{ readonly date: Weekday; readonly requests: number }>
}

/** The UTC day number (days since 1970-01-01) of an instant. */
export const utcDay = (ms: number): number => Math.floor(ms / DAY_MS)

/** The first instant (epoch ms) of the totals window ending at `now`. */
export const windowStart = (now: number): number => (utcDay(now) - (windowDays - 1)) * DAY_MS

/** Groups events into buckets by component and UTC day. O(n). */
export const bucketize = (events: Iterable<ChargeEvent>): ReadonlyArray<Bucket> => {
  const map = new Map<string, { component: string; day: number; calls: number; credits: number }>()
  for (const e of events) {
    const day = utcDay(e.at)
    const key = `${e.component}\u0000${day}`
    const b = map.get(key)
    if (b === undefined) map.set(key, { component: e.component, day, calls: 1, credits: e.credits })
    else {
      b.calls += 1
      b.credits += e.credits
    }
  }
  return [...map.values()]
}

const rank = (c: string): number => {
  const i = (components as ReadonlyArray<string>).indexOf(c as Component)
  return i < 0 ? components.length : i
}

/** Assembles the summary from buckets; buckets outside the window are ignored. O(buckets). */
export const summarize = (buckets: Iterable<Bucket>, now: number): UsageSummary => {
  const today = utcDay(now)
  const firstDay = today - (windowDays - 1)
  const firstSeriesDay = today - (seriesDays - 1)
  const series = new Array<number>(seriesDays).fill(0)
  const per = new Map<string, { calls: number; credits: number }>()
  let calls = 0
  let credits = 0
  for (const b of buckets) {
    if (b.day < firstDay || b.day > today) continue
    calls += b.calls
    credits += b.credits
    const p = per.get(b.component)
    if (p === undefined) per.set(b.component, { calls: b.calls, credits: b.credits })
    else {
      p.calls += b.calls
      p.credits += b.credits
    }
    if (b.day >= firstSeriesDay) series[b.day - firstSeriesDay]! += b.calls
  }
  return {
    total_calls: calls,
    total_credits: credits,
    per_component: [...per.entries()]
      .filter(([, v]) => v.calls > 0)
      .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
      .map(([component, v]) => ({ component, calls: v.calls, credits: v.credits })),
    daily_series: series.map((requests, i) => ({
      // 1970-01-01 (day 0) was a Thursday: weekday index = (day + 4) mod 7.
      date: weekdays[(firstSeriesDay + i + 4) % 7]!,
      requests
    }))
  }
}

/** The summary of raw events: `summarize(bucketize(events), now)`. */
export const fromEvents = (events: Iterable<ChargeEvent>, now: number): UsageSummary =>
  summarize(bucketize(events), now)
