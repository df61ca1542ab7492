import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type Message, Signals } from "../src/index.js"

const T = 1_700_000_000_000
const msg = (sender: string, at: number, content = "x"): Message.Message => ({ sender, content, at })
const ev = (type: Message.Event["type"], sender: string, at: number): Message.Event => ({ type, sender, at })

const gaps = fc.array(fc.integer({ min: 0, max: 3 * 3_600_000 }), { minLength: 1, maxLength: 20 })
const timeline = (gs: ReadonlyArray<number>, sender = "Bob"): ReadonlyArray<Message.Message> => {
  let at = T
  return gs.map((g) => {
    at += g
    return msg(sender, at)
  })
}

describe("Signals properties", () => {
  it("empty when signals are off, whatever happened", () => {
    fc.assert(
      fc.property(gaps, gaps, (h, b) => {
        const history = timeline(h)
        const batch = timeline(b).map((m) => ({ ...m, at: m.at + history.at(-1)!.at - T }))
        const events = [ev("typing_start", "Cy", T), ev("message_edited", "Bob", batch[0]!.at - 1)]
        assert.deepStrictEqual(Signals.tags({ enabled: false, batch, history, events, now: T + 1e10 }), [])
      })
    )
  })

  it("fast exactly when two consecutive messages of a sender are 0 < gap < FAST_GAP_MS apart", () => {
    fc.assert(
      fc.property(gaps, (gs) => {
        const batch = timeline(gs)
        const tags = Signals.tags({ enabled: true, batch, history: [], events: [], now: batch.at(-1)!.at })
        const expected = gs.slice(1).some((g) => g > 0 && g < Signals.FAST_GAP_MS)
        assert.strictEqual(tags.includes("fast"), expected)
      })
    )
  })

  it("comeback exactly when the sender's previous message is at least COMEBACK_GAP_MS older", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3_600_000 }), (gap) => {
        const history = [msg("Bob", T), msg("Cy", T + 1)]
        const batch = [msg("Bob", T + gap + 1)]
        const tags = Signals.tags({ enabled: true, batch, history, events: [], now: T + gap + 2 })
        assert.strictEqual(tags.includes("comeback"), gap + 1 >= Signals.COMEBACK_GAP_MS)
      })
    )
    // a first message is never a comeback
    assert.deepStrictEqual(
      Signals.tags({ enabled: true, batch: [msg("Bob", T)], history: [], events: [], now: T }),
      []
    )
  })

  it("typing without sending: reported from start + 30 s (or stop + 5 s) on, and not before", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<"typing_start" | "typing_stop">("typing_start", "typing_stop"),
        fc.integer({ min: 0, max: 120_000 }),
        (type, dt) => {
          const events = [ev(type, "Cy", T)]
          const delay = type === "typing_start" ? Signals.TYPING_ABANDON_MS : Signals.TYPING_STOP_GRACE_MS
          const found = Signals.typingWithoutSending(events, [msg("Bob", T - 10)], T + dt)
          assert.deepStrictEqual(found, dt >= delay ? [{ sender: "Cy", since: T + delay }] : [])
          assert.strictEqual(Signals.nextCheckAt(events, [], T + dt), dt < delay ? T + delay : null)
          // a message from the typist after the event clears it
          assert.deepStrictEqual(Signals.typingWithoutSending(events, [msg("Cy", T + 1)], T + dt), [])
        }
      )
    )
  })

  it("tags come in TAGS order, without repeats, deterministic", () => {
    fc.assert(
      fc.property(gaps, gaps, fc.integer({ min: 0, max: 100_000 }), (h, b, after) => {
        const history = timeline(h, "Bob")
        const start = history.at(-1)!.at
        const batch = timeline(b, "Bob").map((m) => ({ ...m, at: m.at - T + start }))
        const now = batch.at(-1)!.at + after
        const events = [
          ev("typing_start", "Cy", batch[0]!.at),
          ev("message_edited", "Bob", batch[0]!.at - 1000)
        ]
        const input = { enabled: true, batch, history, events, now }
        const tags = Signals.tags(input)
        const ix = tags.map((t) => Signals.TAGS.indexOf(t))
        assert.deepStrictEqual(
          ix,
          [...new Set(ix)].sort((x, y) => x - y)
        )
        assert.deepStrictEqual(Signals.tags(input), tags)
        assert.isTrue(tags.includes("edited"))
      })
    )
  })
})

describe("Signals examples", () => {
  it("a quick double text after a long silence", () => {
    const history = [msg("Bob", T)]
    const batch = [msg("Bob", T + 3_600_000), msg("Bob", T + 3_601_000)]
    assert.deepStrictEqual(Signals.tags({ enabled: true, batch, history, events: [], now: T + 3_602_000 }), [
      "fast",
      "comeback"
    ])
  })

  it("someone else typed for a minute and never sent", () => {
    const batch = [msg("Bob", T + 60_000)]
    const events = [ev("typing_start", "Cy", T)]
    assert.deepStrictEqual(Signals.tags({ enabled: true, batch, history: [], events, now: T + 61_000 }), [
      "typing_without_sending"
    ])
  })
})
