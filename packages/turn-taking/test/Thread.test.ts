import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Thread } from "../src/index.js"
import { fresh } from "./thread/model.js"
import { RecordEventCommand } from "./thread/RecordEventCommand.js"
import { RespondCommand } from "./thread/RespondCommand.js"
import { RespondStaleCommand } from "./thread/RespondStaleCommand.js"
import { SubmitCommand } from "./thread/SubmitCommand.js"
import { TickCommand } from "./thread/TickCommand.js"

const commands = [
  fc.integer({ min: 1, max: 20 }).map((n) => new SubmitCommand(n)),
  fc
    .array(fc.integer({ min: -1_000, max: 60_000 }), { minLength: 1, maxLength: 5 })
    .map((os) => new RespondCommand(os)),
  fc
    .integer({ min: -5, max: 3 })
    .filter((d) => d !== 0)
    .map((d) => new RespondStaleCommand(d)),
  fc.integer({ min: 0, max: 30_000 }).map((dt) => new TickCommand(dt)),
  fc
    .tuple(
      fc.constantFrom("typing_start" as const, "typing_stop" as const, "message_edited" as const),
      fc.constantFrom("Bob", "Cy")
    )
    .map(([t, s]) => new RecordEventCommand(t, s))
]

describe("Thread model", () => {
  it("submits, events, current and stale responds, and deliveries agree with the model", () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 150 }), (cmds) => {
        const { model, real } = fresh()
        fc.modelRun(() => ({ model, real }), cmds)
      }),
      { numRuns: 300 }
    )
  })

  it("the epoch rises by exactly one per accepted batch, from 0", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 50 }), (sizes) => {
        let state = Thread.empty()
        const seen: Array<number> = [state.epoch]
        for (const n of sizes) {
          const r = Thread.submit(
            state,
            Array.from({ length: n }, () => ({ sender: "a", content: "b", at: 0 }))
          )
          state = r.state
          seen.push(r.epoch)
        }
        assert.deepStrictEqual(
          seen,
          Array.from({ length: sizes.length + 1 }, (_, i) => i)
        )
      })
    )
  })

  it("busyUntil is the last pending deliverAt", () => {
    const s0 = Thread.empty()
    assert.isNull(Thread.busyUntil(s0))
    const { state } = Thread.respond(s0, 0, [
      { content: "a", deliverAt: 10 },
      { content: "b", deliverAt: 5 }
    ])
    assert.strictEqual(Thread.busyUntil(state), 11) // the second was moved after the first
  })
})
