import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Prices, Usage } from "../src/index.js"

const now = Date.UTC(2026, 10, 21, 15, 30) // a Saturday
const event = fc.record({
  component: fc.constantFrom(...Prices.components, "other"),
  credits: fc.nat(50),
  at: fc.integer({ min: now - 60 * Usage.DAY_MS, max: now })
})

/** The naive recount: walk every event for every question asked. */
const naive = (events: ReadonlyArray<Usage.ChargeEvent>, at: number) => {
  const startOfToday = Math.floor(at / Usage.DAY_MS) * Usage.DAY_MS
  const inWindow = events.filter((e) => e.at >= startOfToday - 29 * Usage.DAY_MS && e.at <= at)
  const names = [...new Set(inWindow.map((e) => e.component))]
  const series = Array.from({ length: 7 }, (_, i) => {
    const from = startOfToday - (6 - i) * Usage.DAY_MS
    const label = new Date(from).toUTCString().slice(0, 3)
    return { date: label, requests: events.filter((e) => e.at >= from && e.at < from + Usage.DAY_MS).length }
  })
  return {
    total_calls: inWindow.length,
    total_credits: inWindow.reduce((a, e) => a + e.credits, 0),
    per: Object.fromEntries(
      names.map((n) => [
        n,
        {
          calls: inWindow.filter((e) => e.component === n).length,
          credits: inWindow.filter((e) => e.component === n).reduce((a, e) => a + e.credits, 0)
        }
      ])
    ),
    series
  }
}

describe("Usage.summarize", () => {
  it("matches a naive recount", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 300 }),
        fc.integer({ min: 0, max: 7 * Usage.DAY_MS }),
        (events, shift) => {
          const at = now + shift
          const s = Usage.fromEvents(events, at)
          const n = naive(events, at)
          expect(s.total_calls).toBe(n.total_calls)
          expect(s.total_credits).toBe(n.total_credits)
          expect(
            Object.fromEntries(
              s.per_component.map((p) => [p.component, { calls: p.calls, credits: p.credits }])
            )
          ).toEqual(n.per)
          expect(s.daily_series).toEqual(n.series)
        }
      )
    )
  })

  it("has exactly seven zero-filled entries, oldest first, ending today", () => {
    const s = Usage.fromEvents([], now)
    expect(s.daily_series.map((d) => d.date)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    expect(s.daily_series.every((d) => d.requests === 0)).toBe(true)
    expect(s.per_component).toEqual([])
  })

  it("omits unused components and keeps the canonical order", () => {
    const s = Usage.fromEvents(
      [
        { component: "social-memory", credits: 2, at: now },
        { component: "personas", credits: 3, at: now - Usage.DAY_MS }
      ],
      now
    )
    expect(s.per_component.map((p) => p.component)).toEqual(["personas", "social-memory"])
    expect(s.daily_series.at(-1)).toEqual({ date: "Sat", requests: 1 })
    expect(s.daily_series.at(-2)).toEqual({ date: "Fri", requests: 1 })
  })

  it("drops calls older than 30 UTC days", () => {
    const s = Usage.fromEvents(
      [
        { component: "personas", credits: 3, at: Usage.windowStart(now) },
        { component: "personas", credits: 3, at: Usage.windowStart(now) - 1 }
      ],
      now
    )
    expect(s.total_calls).toBe(1)
  })
})

describe("Prices", () => {
  it("prices generate by count", () => {
    expect(Prices.priceOf(Prices.defaultPrices, "personas.generate", 10)).toEqual({
      component: "personas",
      amount: 12
    })
    expect(Prices.priceOf(Prices.defaultPrices, "turn-taking.whoami")).toBeUndefined()
  })

  it("merges overrides and names every problem", () => {
    const ok = Prices.parseOverrides(Prices.defaultPrices, {
      "personas.validate": 7,
      "personas.generate": { per_unit: 2 }
    })
    expect(ok._tag).toBe("Right")
    if (ok._tag === "Right") {
      expect(ok.table["personas.validate"]).toEqual({ component: "personas", base: 7, per_unit: 0 })
      expect(ok.table["personas.generate"]).toEqual({ component: "personas", base: 2, per_unit: 2 })
    }
    const bad = Prices.parseOverrides(Prices.defaultPrices, { "x.y": 3, "personas.enhance": -1 })
    expect(bad._tag).toBe("Left")
    if (bad._tag === "Left") expect(bad.problems).toHaveLength(2)
  })
})
