/**
 * The delivery scheduler's loop under the TestClock: a message is never logged before its
 * `deliver_at` and is logged once that time comes (a `NOTIFY` wakes the loop, Effect's clock
 * times it); after a restart, overdue messages go out at once, in order, exactly once, even with
 * two schedulers on the same database. Retention deletes old events, settled outbox rows and
 * expired grants, never a message still scheduled.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Scope, TestClock } from "effect"
import { sql } from "kysely"
import { Accounts, TurnTaking } from "../src/index.js"
import { servicesOn } from "./support.js"

const reply =
  "First, open the settings page.\n\nThen find the billing tab and click export.\n\nPick CSV and you are done!"

/** Real time passes (the database answers) while the TestClock stands still. */
const settle = (ms = 150) => Effect.promise(() => new Promise((r) => setTimeout(r, ms)))

const messagesOf = (tt: TurnTaking.TurnTakingService, key: number) =>
  Effect.map(tt.events(key, 0, 1000), (log) => ({
    log,
    messages: log.filter((e) => e.type === "turn_taking.message").map((e) => e.data as any)
  }))

const setup = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const tt = yield* TurnTaking.TurnTaking
  const db = yield* Db
  yield* TestClock.setTime(Date.UTC(2026, 10, 24, 12))
  const { account_id } = yield* accounts.createAccount(`sched-${crypto.randomUUID()}`)
  const opened = yield* tt.open(account_id, {})
  const { key } = yield* db
    .query((k) =>
      k.selectFrom("tt_threads").select("key").where("id", "=", opened.thread.id).executeTakeFirstOrThrow()
    )
    .pipe(Effect.orDie)
  yield* tt.submit(account_id, {
    thread_id: opened.thread.id,
    messages: [{ sender: "sam", content: "Ava?" }]
  })
  return { tt, account_id, threadId: opened.thread.id, key }
})

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer, { initialCredits: 100 }))("delivery scheduler", (it) => {
      it.effect("retention: old events, settled messages and expired grants go; scheduled ones stay", () =>
        Effect.gen(function* () {
          const { tt, account_id, threadId, key } = yield* setup
          const db = yield* Db
          const day = 86_400_000
          const now = yield* TestClock.currentTimeMillis
          // One reply delivered (ticks at its times), then a second reply left scheduled.
          const first = yield* tt.respond(account_id, { thread_id: threadId, content: reply, turn_epoch: 1 })
          const end = Math.max(...first.scheduled.map((m) => Date.parse(m.deliver_at)))
          yield* TurnTaking.Delivery.tick(end)
          const logged = yield* tt.events(key, 0, 1000)
          assert.isAbove(logged.length, 3)
          yield* tt.submit(account_id, {
            thread_id: threadId,
            messages: [{ sender: "sam", content: "and?" }]
          })
          const second = yield* tt.respond(account_id, { thread_id: threadId, content: reply, turn_epoch: 2 })
          yield* tt.open(account_id, { thread_id: threadId })
          // Everything so far was logged and settled 8 days ago; grants expired then too.
          const old = new Date(now - 8 * day)
          yield* db.query((k) =>
            sql`update tt_events set created_at = ${old} where thread = ${key}`.execute(k)
          )
          yield* db.query((k) =>
            sql`update tt_scheduled set settled_at = ${old}, created_at = ${old} where thread = ${key}`.execute(
              k
            )
          )
          yield* db.query((k) =>
            sql`update tt_grants set expires_at = ${old} where thread = ${key}`.execute(k)
          )
          // A week's window: nothing of this thread is younger.
          const deleted = yield* TurnTaking.Delivery.sweep(now, 7 * day)
          assert.isAtLeast(deleted.events, logged.length)
          assert.isAtLeast(deleted.outbox, first.scheduled.length)
          assert.isAtLeast(deleted.grants, 2)
          assert.deepStrictEqual(yield* tt.events(key, 0, 1000), [])
          const left = yield* db.query((k) =>
            k.selectFrom("tt_scheduled").select(["id", "status"]).where("thread", "=", key).execute()
          )
          assert.deepStrictEqual(
            left.map((r) => r.id).sort(),
            second.scheduled.map((m) => m.id).sort(),
            "the scheduled reply is kept, however old"
          )
          assert.isTrue(left.every((r) => r.status === "scheduled"))
          // Younger than the window: kept.
          const fresh = yield* TurnTaking.Delivery.sweep(now, 9 * day)
          assert.deepStrictEqual([fresh.events, fresh.outbox], [0, 0])
        })
      )

      it.effect("never before deliver_at, at once when it comes (TestClock)", () =>
        Effect.gen(function* () {
          const { tt, account_id, threadId, key } = yield* setup
          const scope = yield* Scope.make()
          yield* TurnTaking.Delivery.run({ pollMs: 60_000 }).pipe(Scope.extend(scope))
          const r = yield* tt.respond(account_id, { thread_id: threadId, content: reply, turn_epoch: 1 })
          assert.strictEqual(r.scheduled.length, 3)
          const now = yield* TestClock.currentTimeMillis
          for (const [i, s] of r.scheduled.entries()) {
            const at = Date.parse(s.deliver_at)
            yield* TestClock.adjust(Duration.millis(at - 1 - (yield* TestClock.currentTimeMillis)))
            yield* settle()
            assert.strictEqual((yield* messagesOf(tt, key)).messages.length, i, `not before ${s.deliver_at}`)
            yield* TestClock.adjust(Duration.millis(1))
            let got = 0
            for (let n = 0; n < 100 && got < i + 1; n++) {
              yield* settle(20)
              got = (yield* messagesOf(tt, key)).messages.length
            }
            assert.strictEqual(got, i + 1, `delivered at ${s.deliver_at}`)
          }
          assert.isAbove(Date.parse(r.scheduled[0]!.deliver_at), now)
          yield* Scope.close(scope, Effect.void as never)
        })
      )

      it.effect(
        "with a lead, each message is logged that long before its deliver_at, visible at deliver_at",
        () =>
          Effect.gen(function* () {
            const { tt, account_id, threadId, key } = yield* setup
            const lead = 250
            const scope = yield* Scope.make()
            yield* TurnTaking.Delivery.run({ pollMs: 60_000, leadMs: lead }).pipe(Scope.extend(scope))
            const r = yield* tt.respond(account_id, { thread_id: threadId, content: reply, turn_epoch: 1 })
            for (const [i, s] of r.scheduled.entries()) {
              const at = Date.parse(s.deliver_at)
              yield* TestClock.adjust(Duration.millis(at - lead - 1 - (yield* TestClock.currentTimeMillis)))
              yield* settle()
              assert.strictEqual(
                (yield* messagesOf(tt, key)).messages.length,
                i,
                `not before ${s.deliver_at} - lead`
              )
              yield* TestClock.adjust(Duration.millis(1))
              let log: ReadonlyArray<TurnTaking.Delivery.LoggedEvent> = []
              for (
                let n = 0;
                n < 100 && log.filter((e) => e.type === "turn_taking.message").length < i + 1;
                n++
              ) {
                yield* settle(20)
                log = (yield* messagesOf(tt, key)).log
              }
              const message = log.filter((e) => e.type === "turn_taking.message")[i]
              assert.strictEqual((message?.data as any)?.id, s.id, `logged at ${s.deliver_at} - lead`)
              assert.strictEqual(message!.visibleAt, at, "held until its deliver_at")
            }
            yield* Scope.close(scope, Effect.void as never)
          })
      )

      it.effect("after a restart, overdue messages go out at once, in order, once (two schedulers)", () =>
        Effect.gen(function* () {
          const { tt, account_id, threadId, key } = yield* setup
          const replies = []
          for (let i = 0; i < 3; i++) {
            replies.push(
              yield* tt.respond(account_id, { thread_id: threadId, content: reply, turn_epoch: 1 })
            )
          }
          const ids = replies.flatMap((x) => x.scheduled.map((s) => s.id))
          assert.strictEqual(ids.length, 9)
          // No scheduler was running; an hour later two start on the same database.
          yield* TestClock.adjust(Duration.hours(1))
          const scope = yield* Scope.make()
          yield* TurnTaking.Delivery.run({ pollMs: 60_000 }).pipe(Scope.extend(scope))
          yield* TurnTaking.Delivery.run({ pollMs: 60_000 }).pipe(Scope.extend(scope))
          let messages: Array<any> = []
          for (let n = 0; n < 200 && messages.length < 9; n++) {
            yield* settle(20)
            messages = (yield* messagesOf(tt, key)).messages
          }
          yield* settle()
          const { log, messages: final } = yield* messagesOf(tt, key)
          assert.deepStrictEqual(
            final.map((m) => m.id),
            ids,
            "each once, in order"
          )
          assert.deepStrictEqual(
            log.map((e) => e.seq),
            log.map((_, i) => i + 1)
          )
          // typing start before each message, a stop after each reply's last message
          assert.deepStrictEqual(
            log.map((e) => (e.type === "turn_taking.typing" ? `t${(e.data as any).typing}` : "m")),
            Array.from({ length: 3 }, () => ["ttrue", "m", "ttrue", "m", "ttrue", "m", "tfalse"]).flat()
          )
          yield* Scope.close(scope, Effect.void as never)
        })
      )

      it.effect("typing without sending raises a turn_taking.signal when social signals are on", () =>
        Effect.gen(function* () {
          const accounts = yield* Accounts.Accounts
          const tt = yield* TurnTaking.TurnTaking
          const db = yield* Db
          yield* TestClock.setTime(Date.UTC(2026, 10, 24, 12))
          const { account_id } = yield* accounts.createAccount(`sig-${crypto.randomUUID()}`)
          const opened = yield* tt.open(account_id, {
            integrations: { social_signals: { channel_id: "room-7" } }
          })
          const { key } = yield* db
            .query((k) =>
              k
                .selectFrom("tt_threads")
                .select("key")
                .where("id", "=", opened.thread.id)
                .executeTakeFirstOrThrow()
            )
            .pipe(Effect.orDie)
          const scope = yield* Scope.make()
          yield* TurnTaking.Delivery.run({ pollMs: 60_000 }).pipe(Scope.extend(scope))
          yield* tt.record(account_id, { thread_id: opened.thread.id, type: "typing_start", sender: "sam" })
          yield* TestClock.adjust(Duration.seconds(29))
          yield* settle()
          assert.deepStrictEqual((yield* tt.events(key, 0, 10)).length, 0)
          yield* TestClock.adjust(Duration.seconds(1))
          let log: ReadonlyArray<any> = []
          for (let n = 0; n < 100 && log.length === 0; n++) {
            yield* settle(20)
            log = yield* tt.events(key, 0, 10)
          }
          assert.strictEqual(log.length, 1)
          assert.strictEqual(log[0].type, "turn_taking.signal")
          assert.deepStrictEqual(log[0].data.tags, ["typing_without_sending"])
          assert.strictEqual(log[0].data.sender, "sam")
          assert.strictEqual(log[0].data.channel_id, "room-7")
          yield* TestClock.adjust(Duration.minutes(5))
          yield* settle()
          assert.strictEqual((yield* tt.events(key, 0, 10)).length, 1, "once")
          yield* Scope.close(scope, Effect.void as never)
        })
      )
    })
  })
}
