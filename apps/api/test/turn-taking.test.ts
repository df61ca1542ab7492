/**
 * Turn-taking end to end on a real server and real WebSocket clients: threads, the decision,
 * paced replies delivered at their `deliver_at` in order, cancellation by a newer batch, stale
 * drafts, billing, ownership, grants, and resuming after a dropped socket.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { Prices } from "@cis/ledger"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { balanceOf, call, grant, newAccount, TestServer } from "./support.js"
import {
  connect,
  messagesOf,
  mustConnect,
  openThread,
  recordEvent,
  respond,
  submit,
  threeParts,
  ttServer,
  waitUntil
} from "./turn-taking-support.js"

const submitPrice = Prices.defaultPrices["turn-taking.submit_messages"]!.base
const respondPrice = Prices.defaultPrices["turn-taking.respond"]!.base

const question = (text = "Ava, can you tell me how to export my invoices?") => ({
  messages: [{ sender: "sam", content: text }],
  system_prompt: "You are Ava, the billing assistant of Acme."
})

for (const target of targets()) {
  describe(target.name, () => {
    layer(ttServer(target.layer, { initialCredits: 0 }), { excludeTestServices: true, timeout: 120_000 })(
      "turn-taking",
      (it) => {
        it.effect(
          "a reply is delivered over the socket: typing, then each message at its deliver_at, in order",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id, api_key } = yield* newAccount(s)
              yield* grant(s, account_id, 10)
              const opened = yield* openThread(s.url, api_key)
              assert.strictEqual(opened.channel, `turn-taking-thread/${opened.thread.id}`)
              assert.strictEqual(opened.thread.user_id, account_id)
              assert.isTrue(Date.parse(opened.realtime.expires_at) > Date.now())
              const client = yield* mustConnect(opened.realtime.connect_url)

              const decided = yield* submit(s.url, api_key, { thread_id: opened.thread.id, ...question() })
              assert.strictEqual(decided.status, 200, JSON.stringify(decided.body))
              assert.deepStrictEqual(decided.body, { decision: "speak", turn_epoch: 1, tags: [] })

              const r = yield* respond(s.url, api_key, {
                thread_id: opened.thread.id,
                content: threeParts,
                turn_epoch: 1
              })
              assert.strictEqual(r.status, 200, JSON.stringify(r.body))
              assert.isFalse(r.body.superseded)
              const scheduled = r.body.scheduled as Array<any>
              assert.strictEqual(scheduled.length, 3)
              scheduled.forEach((m, i) => {
                assert.strictEqual(m.position, i)
                assert.strictEqual(m.status, "scheduled")
                assert.strictEqual(m.thread_id, opened.thread.id)
              })
              assert.strictEqual(
                scheduled
                  .map((m) => m.content)
                  .join(" ")
                  .replace(/\s+/g, ""),
                threeParts.replace(/\s+/g, "")
              )

              yield* waitUntil(client, (e) =>
                e.some((x) => x.type === "turn_taking.typing" && x.data.typing === false)
              )
              const messages = messagesOf(client.events)
              assert.deepStrictEqual(
                messages.map((m) => [m.data.position, m.data.content, m.data.id]),
                scheduled.map((m) => [m.position, m.content, m.id])
              )
              for (const m of messages) {
                assert.strictEqual(m.channel, opened.channel)
                assert.isAtLeast(m.receivedAt, Date.parse(m.data.deliver_at), "never before deliver_at")
              }
              // seq numbers the thread's events from 1 without gaps; typing precedes each message.
              assert.deepStrictEqual(
                client.events.map((e) => e.seq),
                client.events.map((_, i) => i + 1)
              )
              assert.deepStrictEqual(
                client.events.map((e) => (e.type === "turn_taking.typing" ? `t${e.data.typing}` : "m")),
                ["ttrue", "m", "ttrue", "m", "ttrue", "m", "tfalse"]
              )
              assert.strictEqual(yield* balanceOf(s, account_id), 10 - submitPrice - respondPrice)
              const db = yield* Db
              const statuses = yield* db
                .query((k) =>
                  k
                    .selectFrom("tt_scheduled")
                    .select("status")
                    .where(
                      "id",
                      "in",
                      scheduled.map((m) => m.id)
                    )
                    .execute()
                )
                .pipe(Effect.orDie)
              assert.deepStrictEqual(
                statuses.map((x) => x.status),
                ["delivered", "delivered", "delivered"]
              )
              client.close()
            })
        )

        it.effect(
          "a stale turn_epoch is superseded: nothing scheduled, nothing billed; a newer batch cancels",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id, api_key } = yield* newAccount(s)
              yield* grant(s, account_id, 10)
              const { thread, realtime } = yield* openThread(s.url, api_key)
              const client = yield* mustConnect(realtime.connect_url)
              assert.strictEqual(
                (yield* submit(s.url, api_key, { thread_id: thread.id, ...question() })).body.turn_epoch,
                1
              )
              const first = yield* respond(s.url, api_key, {
                thread_id: thread.id,
                content: threeParts,
                turn_epoch: 1
              })
              assert.strictEqual(first.body.scheduled.length, 3)
              // A newer batch at once: the reply's undelivered messages are cancelled.
              const second = yield* submit(s.url, api_key, {
                thread_id: thread.id,
                ...question("sam here again?")
              })
              assert.strictEqual(second.body.turn_epoch, 2)
              const before = yield* balanceOf(s, account_id)
              const stale = yield* respond(s.url, api_key, {
                thread_id: thread.id,
                content: "late",
                turn_epoch: 1
              })
              assert.deepStrictEqual(stale.body, { scheduled: [], superseded: true })
              assert.strictEqual(
                yield* balanceOf(s, account_id),
                before,
                "a superseded respond is not billed"
              )
              const db = yield* Db
              const rows = yield* db
                .query((k) =>
                  k
                    .selectFrom("tt_scheduled")
                    .select(["id", "status"])
                    .where(
                      "id",
                      "in",
                      first.body.scheduled.map((m: any) => m.id)
                    )
                    .execute()
                )
                .pipe(Effect.orDie)
              const cancelled = rows.filter((x) => x.status === "cancelled").map((x) => x.id)
              assert.isAbove(cancelled.length, 0)
              // Nothing cancelled is ever sent; a final reply arrives alone.
              const last = yield* respond(s.url, api_key, {
                thread_id: thread.id,
                content: "Here you go.",
                turn_epoch: 2
              })
              assert.strictEqual(last.body.scheduled.length, 1)
              yield* waitUntil(client, (e) =>
                messagesOf(e).some((m) => m.data.id === last.body.scheduled[0].id)
              )
              for (const m of messagesOf(client.events)) assert.notInclude(cancelled, m.data.id)
              assert.strictEqual(yield* balanceOf(s, account_id), 10 - 2 * submitPrice - 2 * respondPrice)
              client.close()
            })
        )

        it.effect(
          "a cursor older than what retention kept gets a turn_taking.gap, then the rest in order",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const db = yield* Db
              const { account_id, api_key } = yield* newAccount(s, "gap")
              yield* grant(s, account_id, 10)
              const opened = yield* openThread(s.url, api_key)
              const sent = yield* submit(s.url, api_key, { thread_id: opened.thread.id, ...question() })
              yield* respond(s.url, api_key, {
                thread_id: opened.thread.id,
                content: threeParts,
                turn_epoch: sent.body.turn_epoch
              })
              const first = yield* mustConnect(opened.realtime.connect_url)
              yield* waitUntil(first, (events) => messagesOf(events).length === 3)
              first.close()
              const all = first.events.map((e) => e.seq)
              assert.isAbove(all.length, 3)
              // Retention deleted the thread's first two events.
              const { key } = yield* db.query((k) =>
                k
                  .selectFrom("tt_threads")
                  .select("key")
                  .where("id", "=", opened.thread.id)
                  .executeTakeFirstOrThrow()
              )
              yield* db.query((k) =>
                k.deleteFrom("tt_events").where("thread", "=", key).where("seq", "<=", 2).execute()
              )
              const again = yield* openThread(s.url, api_key, { thread_id: opened.thread.id })
              const late = yield* mustConnect(`${again.realtime.connect_url}&after=0`)
              yield* waitUntil(late, (events) => events.length === all.length - 1)
              late.close()
              const [gap, ...rest] = late.events
              assert.strictEqual(gap!.type, "turn_taking.gap")
              assert.deepStrictEqual(gap!.data, { after: 0, resumes_at: 3, reason: "retention" })
              assert.deepStrictEqual(
                rest.map((e) => e.seq),
                all.filter((q) => q > 2)
              )
              // A cursor inside what is kept: no gap.
              const current = yield* openThread(s.url, api_key, { thread_id: opened.thread.id })
              const fine = yield* mustConnect(`${current.realtime.connect_url}&after=3`)
              yield* waitUntil(fine, (events) => events.length === all.length - 3)
              fine.close()
              assert.isFalse(fine.events.some((e) => e.type === "turn_taking.gap"))
            })
        )

        it.effect("threads are per account; grants are bound to their thread and expire", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const a = yield* newAccount(s, "a")
            const b = yield* newAccount(s, "b")
            yield* grant(s, a.account_id, 10)
            yield* grant(s, b.account_id, 10)
            const ta = yield* openThread(s.url, a.api_key, { integrations: { social_signals: {} } })
            // Another account's thread reads as absent: 404 on the actions, and open_thread with
            // its id gives the caller a thread of its own.
            for (const r of [
              yield* submit(s.url, b.api_key, { thread_id: ta.thread.id, ...question() }),
              yield* respond(s.url, b.api_key, { thread_id: ta.thread.id, content: "x", turn_epoch: 0 }),
              yield* recordEvent(s.url, b.api_key, {
                thread_id: ta.thread.id,
                type: "typing_start",
                sender: "x"
              }),
              yield* submit(s.url, a.api_key, { thread_id: "not-a-thread", ...question() })
            ]) {
              assert.strictEqual(r.status, 404, JSON.stringify(r.body))
              assert.strictEqual(r.body.error.code, "NOT_FOUND")
            }
            assert.strictEqual(yield* balanceOf(s, b.account_id), 10, "a 404 is not billed")
            const tb = yield* openThread(s.url, b.api_key, { thread_id: ta.thread.id })
            assert.strictEqual(tb.thread.id, ta.thread.id)
            assert.strictEqual(tb.thread.user_id, b.account_id)
            const again = yield* openThread(s.url, a.api_key, { thread_id: ta.thread.id })
            assert.strictEqual(again.thread.created_at, ta.thread.created_at, "re-open keeps the thread")
            assert.notStrictEqual(again.realtime.connect_url, ta.realtime.connect_url, "a fresh URL")

            // B's grant does not open A's thread (same id), a forged one opens nothing.
            const bUrl = new URL(tb.realtime.connect_url)
            const aUrl = new URL(ta.realtime.connect_url)
            const swapped = `${aUrl.origin}/v1/turn-taking/threads/${crypto.randomUUID()}/socket${aUrl.search}`
            assert.deepStrictEqual(yield* connect(swapped), { refused: true })
            const forged = `${aUrl.origin}${aUrl.pathname}?grant=${"A".repeat(43)}`
            assert.deepStrictEqual(yield* connect(forged), { refused: true })
            const plain = yield* call(s.url, "GET", `${aUrl.pathname}?grant=${"A".repeat(43)}`)
            assert.strictEqual(plain.status, 401)
            assert.strictEqual(plain.body.error.code, "UNAUTHORIZED")
            const noUpgrade = yield* call(s.url, "GET", `${aUrl.pathname}${aUrl.search}`)
            assert.strictEqual(noUpgrade.status, 426)
            // Expired: the same URL stops opening sockets.
            const db = yield* Db
            yield* db
              .query((k) =>
                k
                  .updateTable("tt_grants")
                  .set({ expires_at: new Date(Date.now() - 1000) })
                  .execute()
              )
              .pipe(Effect.orDie)
            assert.deepStrictEqual(yield* connect(bUrl.toString()), { refused: true })

            // Signals on (A): tags and record_event.
            const t0 = Date.now()
            const rec = yield* recordEvent(s.url, a.api_key, {
              thread_id: ta.thread.id,
              type: "message_edited",
              sender: "sam",
              client_ts: new Date(t0 - 3000).toISOString()
            })
            assert.deepStrictEqual(rec.body, { tags: [] })
            const tagged = yield* submit(s.url, a.api_key, {
              thread_id: ta.thread.id,
              messages: [
                { sender: "sam", content: "wait", client_ts: new Date(t0 - 1500).toISOString() },
                { sender: "sam", content: "one more thing", client_ts: new Date(t0 - 500).toISOString() }
              ]
            })
            assert.deepStrictEqual(tagged.body.tags, ["fast", "edited"])
            const quiet = yield* submit(s.url, b.api_key, {
              thread_id: tb.thread.id,
              messages: [
                { sender: "sam", content: "wait", client_ts: new Date(t0 - 1500).toISOString() },
                { sender: "sam", content: "one more thing", client_ts: new Date(t0 - 500).toISOString() }
              ]
            })
            assert.deepStrictEqual(quiet.body.tags, [], "no tags without social_signals")
          })
        )

        it.effect(
          "a dropped socket resumes with a fresh URL and the last seq: nothing lost, nothing twice",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id, api_key } = yield* newAccount(s)
              yield* grant(s, account_id, 100)
              const { thread, realtime } = yield* openThread(s.url, api_key)
              let client = yield* mustConnect(realtime.connect_url)
              const seen: Array<{ seq: number; type: string; data: any }> = []
              let epoch = 0
              const ids: Array<string> = []
              for (let round = 0; round < 3; round++) {
                epoch = (yield* submit(s.url, api_key, { thread_id: thread.id, ...question() })).body
                  .turn_epoch
                const r = yield* respond(s.url, api_key, {
                  thread_id: thread.id,
                  content: threeParts,
                  turn_epoch: epoch
                })
                ids.push(...r.body.scheduled.map((m: any) => m.id))
                // Drop after the first message of this reply, then resume.
                yield* waitUntil(client, (e) =>
                  messagesOf(e).some((m) => m.data.id === r.body.scheduled[0].id)
                )
                client.close()
                yield* Effect.promise(() => client.closed)
                seen.push(...client.events)
                const fresh = yield* openThread(s.url, api_key, { thread_id: thread.id })
                client = yield* mustConnect(`${fresh.realtime.connect_url}&after=${seen.at(-1)!.seq}`)
                yield* waitUntil(client, (e) =>
                  messagesOf(e).some((m) => m.data.id === r.body.scheduled[2].id)
                )
              }
              yield* waitUntil(client, (e) =>
                e.some((x) => x.type === "turn_taking.typing" && x.data.typing === false)
              )
              seen.push(...client.events)
              client.close()
              assert.deepStrictEqual(
                seen.map((e) => e.seq),
                seen.map((_, i) => i + 1),
                "every event once, in order"
              )
              assert.deepStrictEqual(
                messagesOf(seen as any).map((m) => m.data.id),
                ids
              )
              // A late client with after=0 replays the whole log from the database.
              const fresh = yield* openThread(s.url, api_key, { thread_id: thread.id })
              const replay = yield* mustConnect(`${fresh.realtime.connect_url}&after=0`)
              yield* waitUntil(replay, (e) => e.length === seen.length)
              assert.deepStrictEqual(
                replay.events.map((e) => [e.seq, e.type, e.data]),
                seen.map((e) => [e.seq, e.type, e.data])
              )
              replay.close()
            })
        )

        it.effect("every 422 of submit_messages, respond, record_event and open_thread; none billed", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 10)
            const { thread } = yield* openThread(s.url, api_key)
            const m = { sender: "sam", content: "hi" }
            const cases: Array<[string, unknown]> = [
              ["open_thread", { thread_id: "nope" }],
              ["open_thread", { integrations: { social_signals: { channel_id: "c".repeat(256) } } }],
              ["open_thread", { integrations: { social_signals: "on" } }],
              ["open_thread", { integrations: { other: 1 } }],
              ["submit_messages", { thread_id: thread.id, messages: [] }],
              ["submit_messages", { thread_id: thread.id, messages: Array.from({ length: 21 }, () => m) }],
              ["submit_messages", { thread_id: thread.id, messages: [{ sender: "", content: "hi" }] }],
              [
                "submit_messages",
                { thread_id: thread.id, messages: [{ sender: "s".repeat(256), content: "hi" }] }
              ],
              ["submit_messages", { thread_id: thread.id, messages: [{ sender: "sam", content: "" }] }],
              [
                "submit_messages",
                { thread_id: thread.id, messages: [{ sender: "sam", content: "x".repeat(4001) }] }
              ],
              ["submit_messages", { thread_id: thread.id, messages: [{ ...m, client_ts: "yesterday" }] }],
              ["submit_messages", { thread_id: thread.id, messages: [m], system_prompt: "p".repeat(8001) }],
              ["submit_messages", { messages: [m] }],
              ["respond", { thread_id: thread.id, content: "", turn_epoch: 0 }],
              ["respond", { thread_id: thread.id, content: "x".repeat(4001), turn_epoch: 0 }],
              ["respond", { thread_id: thread.id, content: "hi" }],
              ["respond", { thread_id: thread.id, content: "hi", turn_epoch: 1.5 }],
              ["record_event", { thread_id: thread.id, type: "message_sent", sender: "sam" }],
              ["record_event", { thread_id: thread.id, type: "typing_start", sender: "" }],
              [
                "record_event",
                { thread_id: thread.id, type: "typing_start", sender: "sam", client_ts: "now" }
              ]
            ]
            for (const [action, body] of cases) {
              const r = yield* call(s.url, "POST", `/v1/turn-taking/actions/${action}`, {
                token: api_key,
                body
              })
              assert.strictEqual(
                r.status,
                422,
                `${action} ${JSON.stringify(body).slice(0, 120)}: ${JSON.stringify(r.body)}`
              )
              assert.strictEqual(r.body.error.code, "VALIDATION_ERROR")
              assert.isAbove(r.body.error.details.length, 0)
            }
            assert.strictEqual(yield* balanceOf(s, account_id), 10)
            // Uncovered: 402, nothing charged, the epoch unchanged.
            const poor = yield* newAccount(s, "poor")
            const t = yield* openThread(s.url, poor.api_key)
            const refused = yield* submit(s.url, poor.api_key, { thread_id: t.thread.id, ...question() })
            assert.strictEqual(refused.status, 402)
            const r0 = yield* respond(s.url, poor.api_key, {
              thread_id: t.thread.id,
              content: "hi",
              turn_epoch: 0
            })
            assert.strictEqual(r0.status, 402)
          })
        )
      }
    )

    layer(ttServer(target.layer, { initialCredits: 0, leadMs: 300 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("turn-taking with the scheduler's lead", (it) => {
      it.effect("events logged ahead are held by the socket until their moment, in order, none lost", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 10)
          const opened = yield* openThread(s.url, api_key)
          const client = yield* mustConnect(opened.realtime.connect_url)
          yield* submit(s.url, api_key, { thread_id: opened.thread.id, ...question() })
          const r = yield* respond(s.url, api_key, {
            thread_id: opened.thread.id,
            content: threeParts,
            turn_epoch: 1
          })
          const scheduled = r.body.scheduled as Array<any>
          yield* waitUntil(client, (e) =>
            e.some((x) => x.type === "turn_taking.typing" && x.data.typing === false)
          )
          const messages = messagesOf(client.events)
          assert.deepStrictEqual(
            messages.map((m) => m.data.id),
            scheduled.map((m) => m.id)
          )
          for (const m of messages)
            assert.isAtLeast(m.receivedAt, Date.parse(m.data.deliver_at), "never before deliver_at")
          assert.deepStrictEqual(
            client.events.map((e) => e.seq),
            client.events.map((_, i) => i + 1)
          )
          // The lead was used: the message events were logged ahead, with their moment kept.
          const db = yield* Db
          const held = yield* db
            .query((k) =>
              k
                .selectFrom("tt_events as e")
                .innerJoin("tt_threads as t", "t.key", "e.thread")
                .select(["e.type", "e.visible_at", "e.data"])
                .where("t.id", "=", opened.thread.id)
                .where("e.type", "=", "turn_taking.message")
                .orderBy("e.seq")
                .execute()
            )
            .pipe(Effect.orDie)
          assert.deepStrictEqual(
            held.map((e) => e.visible_at?.toISOString()),
            scheduled.map((m) => m.deliver_at)
          )
          // A socket opened afterwards replays the same events at once (their moments have passed).
          const again = yield* openThread(s.url, api_key, { thread_id: opened.thread.id })
          const late = yield* mustConnect(`${again.realtime.connect_url}&after=0`)
          yield* waitUntil(late, (e) => e.length === client.events.length)
          assert.deepStrictEqual(
            late.events.map((e) => [e.seq, e.type]),
            client.events.map((e) => [e.seq, e.type])
          )
          client.close()
          late.close()
        })
      )
    })
  })
}
