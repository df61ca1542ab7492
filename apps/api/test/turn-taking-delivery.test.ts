/**
 * Delivery under dropped sockets and across replicas, with real WebSocket clients.
 *
 * - 1,000 drop-and-resume trials: 125 threads at once, each receiving a 5-message reply while
 *   its client drops the socket 8 times at random moments (seeded) and resumes with a fresh URL
 *   and the last `seq` it saw: every thread's events arrive exactly once, in order, and its
 *   messages in `position` order. The scheduler logs events 30 ms ahead of their moment, so
 *   drops also fall while a socket holds an event it has read but not yet sent.
 * - Two API replicas on one PostgreSQL: the socket is held by one, open/submit/respond go to
 *   the other, whose scheduler delivers; the first replica's socket streams the reply (wake-up
 *   by `NOTIFY`, read from the shared event log).
 */
import { Rng } from "@cis/blueprint"
import { layerPostgres } from "@cis/db"
import { freshPostgres, targets } from "@cis/db/testing"
import { assert, describe, layer, it as plain } from "@effect/vitest"
import { Context, Effect, Layer } from "effect"
import { grant, newAccount, TestServer } from "./support.js"
import {
  type Client,
  messagesOf,
  mustConnect,
  openThread,
  type Received,
  respond,
  submit,
  threeParts,
  ttServer,
  waitUntil
} from "./turn-taking-support.js"

const fiveParts =
  "Good question, let me walk you through the whole export.\n\nFirst, open the settings page from the menu.\n\nSecond, pick the billing tab on the left side.\n\nThird, click export and choose the CSV format.\n\nFinally, check your inbox for the download link."

const threads = 125
const dropsPerThread = 8

const done = (events: ReadonlyArray<Received>) =>
  events.some((e) => e.type === "turn_taking.typing" && e.data.typing === false)

for (const target of targets()) {
  describe(target.name, () => {
    // With a scheduler lead of 30 ms (pacing is 50 times faster here), so that many drops happen
    // while a socket holds an event logged ahead of its moment.
    layer(ttServer(target.layer, { initialCredits: 0, leadMs: 30 }), {
      excludeTestServices: true,
      timeout: 180_000
    })("dropped sockets", (it) => {
      it.effect(
        `${threads * dropsPerThread} drop-and-resume trials: every event exactly once, in order`,
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 10 * threads)
            const random = Rng.fromSeed(2026)
            const trial = (i: number) =>
              Effect.gen(function* () {
                const delays = Array.from({ length: dropsPerThread }, () => Math.floor(random() * 120))
                const opened = yield* openThread(s.url, api_key)
                let client: Client = yield* mustConnect(opened.realtime.connect_url)
                const seen: Array<Received> = []
                const { body } = yield* submit(s.url, api_key, {
                  thread_id: opened.thread.id,
                  messages: [{ sender: `user-${i}`, content: "Ava, how do I export my invoices?" }]
                })
                const r = yield* respond(s.url, api_key, {
                  thread_id: opened.thread.id,
                  content: fiveParts,
                  turn_epoch: body.turn_epoch
                })
                assert.strictEqual(r.body.scheduled.length, 5, JSON.stringify(r.body))
                for (const delay of delays) {
                  yield* Effect.sleep(delay)
                  client.close()
                  yield* Effect.promise(() => client.closed)
                  seen.push(...client.events)
                  const fresh = yield* openThread(s.url, api_key, { thread_id: opened.thread.id })
                  const after = seen.at(-1)?.seq ?? 0
                  client = yield* mustConnect(`${fresh.realtime.connect_url}&after=${after}`)
                }
                yield* waitUntil(client, (e) => done([...seen, ...e]), 60_000)
                seen.push(...client.events)
                client.close()
                assert.deepStrictEqual(
                  seen.map((e) => e.seq),
                  seen.map((_, k) => k + 1),
                  `thread ${i}: each event once, in order`
                )
                assert.deepStrictEqual(
                  messagesOf(seen).map((m) => m.data.id),
                  r.body.scheduled.map((m: any) => m.id)
                )
                for (const m of messagesOf(seen))
                  assert.isAtLeast(m.receivedAt, Date.parse(m.data.deliver_at))
                return seen.length
              })
            const counts = yield* Effect.forEach(
              Array.from({ length: threads }, (_, i) => i),
              trial,
              { concurrency: "unbounded" }
            )
            assert.isTrue(counts.every((n) => n === 11))
          })
      )
    })

    if (target.name === "postgres") {
      plain.effect(
        "two API replicas on one PostgreSQL: the socket on one, the respond on the other",
        () =>
          Effect.gen(function* () {
            const url = yield* freshPostgres(process.env.TEST_DATABASE_URL!)
            const holder = yield* Layer.build(
              ttServer(layerPostgres(url).pipe(Layer.orDie), { scheduler: false })
            )
            const worker = yield* Layer.build(ttServer(layerPostgres(url).pipe(Layer.orDie)))
            const a = Context.get(holder, TestServer)
            const b = Context.get(worker, TestServer)
            const { account_id, api_key } = yield* newAccount(b)
            yield* grant(b, account_id, 10)
            const opened = yield* openThread(b.url, api_key)
            // The URL names replica B; the socket is opened on replica A instead.
            const onA = opened.realtime.connect_url.replace(new URL(b.url).host, new URL(a.url).host)
            assert.notStrictEqual(onA, opened.realtime.connect_url)
            const client = yield* mustConnect(onA)
            const { body } = yield* submit(b.url, api_key, {
              thread_id: opened.thread.id,
              messages: [{ sender: "sam", content: "Ava, how do I export my invoices?" }]
            })
            const r = yield* respond(b.url, api_key, {
              thread_id: opened.thread.id,
              content: threeParts,
              turn_epoch: body.turn_epoch
            })
            yield* waitUntil(client, done)
            assert.deepStrictEqual(
              messagesOf(client.events).map((m) => m.data.id),
              r.body.scheduled.map((m: any) => m.id)
            )
            client.close()
          }).pipe(Effect.scoped),
        { timeout: 60_000 }
      )
    }
  })
}
