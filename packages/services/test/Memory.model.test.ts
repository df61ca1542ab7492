import { targets } from "@cis/db/testing"
import { describe, layer } from "@effect/vitest"
import { Effect, Runtime } from "effect"
import fc from "fast-check"
import { Accounts, Memory } from "../src/index.js"
import { IngestCommand, ReuseKeyCommand } from "./memory-model/IngestCommand.js"
import { AskCommand, RecallCommand } from "./memory-model/ReadCommand.js"
import { servicesOn } from "./support.js"

const speaker = fc.constantFrom("Dana", "Dan", "Sam", "Samantha", "Priya")
const text = fc
  .array(
    fc.constantFrom(
      "meeting",
      "tuesday",
      "actually",
      "budget",
      "dana",
      "sam",
      "moved",
      "lisbon",
      "is",
      "the",
      "?"
    ),
    {
      minLength: 1,
      maxLength: 8
    }
  )
  .map((ws) => ws.join(" "))
const batch = fc.array(fc.record({ speaker, text }), { minLength: 1, maxLength: 4 })
const commands = fc.commands(
  [
    fc
      .tuple(fc.option(fc.constantFrom("k1", "k2", "k3"), { nil: undefined }), batch)
      .map(([k, b]) => new IngestCommand(k, b)),
    fc.tuple(fc.nat(5), batch).map(([i, b]) => new ReuseKeyCommand(i, b)),
    fc.tuple(speaker, text).map(([s, t]) => new RecallCommand(s, t)),
    text.map((t) => new AskCommand(`what about ${t}`))
  ],
  { maxCommands: 15 }
)

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true })("Memory model", (it) => {
      it.effect("ingest / reuse / recall / ask agree with the model of distinct batches in order", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const memory = yield* Memory.Memory
          const runtime = yield* Effect.runtime<never>()
          const run = <A, E>(e: Effect.Effect<A, E>) => Runtime.runPromise(runtime)(e)
          let n = 0
          yield* Effect.promise(() =>
            fc.assert(
              fc.asyncProperty(commands, async (cmds) => {
                const { account_id } = await run(accounts.createAccount(`model-${n++}`))
                await fc.asyncModelRun(
                  () => ({
                    model: { transcript: [], keys: new Map() },
                    real: { memory, accountId: account_id, scopeId: "s", run }
                  }),
                  cmds
                )
              }),
              { numRuns: 15, seed: 10 }
            )
          )
        })
      )
    })
  })
}
