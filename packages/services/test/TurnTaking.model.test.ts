/**
 * Model-based test of a thread (`fc.commands`): submits, responds with current and stale
 * epochs, typing events, time passing under the TestClock with the delivery scheduler's pass,
 * and replays from arbitrary cursors, against the service on a real database. The model: the
 * epoch, what is still scheduled, what was delivered in order, what was cancelled, the bill.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { describe, layer } from "@effect/vitest"
import { Clock, Duration, Effect, Runtime, TestClock } from "effect"
import fc from "fast-check"
import { Accounts, TurnTaking } from "../src/index.js"
import { servicesOn } from "./support.js"
import { AdvanceCommand } from "./turn-taking-model/AdvanceCommand.js"
import { RecordCommand } from "./turn-taking-model/RecordCommand.js"
import { ReplayCommand } from "./turn-taking-model/ReplayCommand.js"
import { RespondCommand } from "./turn-taking-model/RespondCommand.js"
import { SubmitCommand } from "./turn-taking-model/SubmitCommand.js"

const reply = fc.constantFrom(
  "Sure.",
  "Happy to help with that today, just give me a second to look it up for you.",
  "First, open the settings page.\n\nThen find the billing tab and click export.\n\nPick CSV and you are done!",
  "Three things:\n\n- the invoice number\n- the date it was sent\n- the amount due\n\nSend those and I will check."
)

const commands = fc.commands(
  [
    fc.constantFrom("hi", "Ava, how do I export?", "thanks").map((c) => new SubmitCommand(c)),
    fc.tuple(fc.boolean(), reply).map(([stale, content]) => new RespondCommand(stale, content)),
    fc.integer({ min: 0, max: 20_000 }).map((ms) => new AdvanceCommand(ms)),
    fc
      .constantFrom("typing_start", "typing_stop", "message_edited" as const)
      .map((t) => new RecordCommand(t)),
    fc.double({ min: 0, max: 1, noNaN: true }).map((f) => new ReplayCommand(f))
  ],
  { maxCommands: 25 }
)

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 1000 }))("turn-taking model", (it) => {
      it.effect(
        "a thread agrees with the model: epochs, cancellation, delivery in order at deliver_at, replay, billing",
        () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const tt = yield* TurnTaking.TurnTaking
            const db = yield* Db
            const runtime = yield* Effect.runtime<never>()
            const run = <A, E>(e: Effect.Effect<A, E>) => Runtime.runPromise(runtime)(e)
            yield* TestClock.setTime(Date.UTC(2026, 10, 24))
            let n = 0
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(commands, async (cmds) => {
                  const { account_id } = await run(accounts.createAccount(`tt-model-${n++}`))
                  const opened = await run(tt.open(account_id, {}))
                  const key = await run(
                    db.query((k) =>
                      k
                        .selectFrom("tt_threads")
                        .select("key")
                        .where("id", "=", opened.thread.id)
                        .executeTakeFirstOrThrow()
                    )
                  )
                  const now = await run(Clock.currentTimeMillis)
                  await fc.asyncModelRun(
                    () => ({
                      model: {
                        epoch: 0,
                        pending: [],
                        delivered: [],
                        cancelled: new Set<string>(),
                        billed: 0,
                        now
                      },
                      real: {
                        tt,
                        accountId: account_id,
                        threadId: opened.thread.id,
                        key: key.key,
                        run,
                        advance: (ms) =>
                          run(
                            Effect.gen(function* () {
                              yield* TestClock.adjust(Duration.millis(ms))
                              const t = yield* Clock.currentTimeMillis
                              yield* TurnTaking.Delivery.tick(t).pipe(Effect.provideService(Db, db))
                              return t
                            })
                          ),
                        charged: () =>
                          run(
                            db.query((k) =>
                              k
                                .selectFrom("credit_entries")
                                .select((eb) => eb.fn.count<number>("account_id").as("n"))
                                .where("account_id", "=", account_id)
                                .where("kind", "=", "charge")
                                .executeTakeFirst()
                                .then((r) => Number(r?.n ?? 0))
                            )
                          )
                      }
                    }),
                    cmds
                  )
                }),
                { numRuns: 20, seed: 11 }
              )
            )
          })
      )
    })
  })
}
