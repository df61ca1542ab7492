/**
 * Social memory over HTTP (spec 4.5-4.7, issue 10): ingest stores (never billed, never 400),
 * recall and ask read at once and are billed, scopes are per account, `Idempotency-Key` on
 * ingest appends once (concurrent repeats included), and an `fc.commands` model run over
 * ingest / recall / ask on the real server.
 */
import { targets } from "@cis/db/testing"
import { Memory } from "@cis/services"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Runtime } from "effect"
import fc from "fast-check"
import { maxBodyBytes } from "../src/Edge.js"
import {
  balanceOf,
  call,
  Fake,
  grant,
  newAccount,
  type Reply,
  serverWithFake,
  TestServer,
  testServer
} from "./support.js"

const path = (action: string) => `/v1/social-memory/actions/${action}`

const refused = (r: Reply, status: number, code = "VALIDATION_ERROR") => {
  assert.strictEqual(r.status, status, JSON.stringify(r.body))
  assert.strictEqual(r.body?.error?.code, code, JSON.stringify(r.body))
  assert.isString(r.body.error.message)
}

/** Every stored message of a scope, in order (through the service, as the test reads the database). */
const stored = (accountId: string, scopeId: string) =>
  Effect.flatMap(Memory.Memory, (m) => m.transcript(accountId, scopeId, 0, 10_000)).pipe(Effect.orDie)

for (const target of targets()) {
  describe(target.name, () => {
    layer(serverWithFake(target.layer, { initialCredits: 100 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("social memory with the OpenAI-compatible provider", (it) => {
      it.effect(
        "the model writes the answer; code checks its citations; a provider failure is 502, not billed",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            const { account_id, api_key } = yield* newAccount(s)
            const send = (action: string, body: unknown) =>
              call(s.url, "POST", path(action), { token: api_key, body })
            yield* send("ingest", {
              scope_id: "m",
              transcript: [
                {
                  speaker: "Dana",
                  text: "The launch party is on Friday at the roof bar.",
                  timestamp: "2026-05-01 10:00"
                },
                { speaker: "Sam", text: "I will bring the speakers." }
              ]
            })
            const question = { scope_id: "m", question: "When is the launch party?" }
            // A faithful answer: returned as written.
            const faithful =
              'Dana said (#0, 2026-05-01 10:00): "The launch party is on Friday at the roof bar." So: Friday.'
            fake.reset([{ content: faithful }])
            const good = yield* send("ask", question)
            assert.deepStrictEqual(good.body, { answer: faithful })
            const sent = fake.requests[0].messages.map((m: any) => m.content).join("\n")
            assert.include(
              sent,
              'Dana said (#0, 2026-05-01 10:00): "The launch party is on Friday at the roof bar."'
            )
            assert.include(sent, "When is the launch party?")
            assert.strictEqual(yield* balanceOf(s, account_id), 98)
            // Misattributed (Sam never said it), an unknown message, no citation at all: the
            // model's text is refused and the extractive answer, bound to Dana, is returned.
            for (const content of [
              'Sam said (#0, 2026-05-01 10:00): "The launch party is on Friday." So: Friday.',
              'Dana said (#7, 2026-05-01): "Saturday." So: Saturday.',
              "It is on Saturday."
            ]) {
              fake.reset([{ content }])
              const r = yield* send("ask", question)
              assert.strictEqual(r.status, 200, JSON.stringify(r.body))
              assert.notStrictEqual(r.body.answer, content)
              assert.match(r.body.answer, /Dana said \(#0/)
              assert.notInclude(r.body.answer, "Saturday")
            }
            const paid = yield* balanceOf(s, account_id)
            // The provider fails: 502, nothing charged.
            fake.reset([{ status: 500 }])
            const down = yield* send("ask", question)
            refused(down, 502, "UPSTREAM_ERROR")
            assert.strictEqual(yield* balanceOf(s, account_id), paid)
            // An empty scope is "" without any call; recall never calls the model.
            fake.reset([{ status: 500 }])
            assert.deepStrictEqual((yield* send("ask", { scope_id: "none", question: "x?" })).body, {
              answer: ""
            })
            const r = yield* send("recall", { scope_id: "m", message: { speaker: "Sam", text: "party?" } })
            assert.strictEqual(r.status, 200)
            assert.strictEqual(fake.requests.length, 0)
          })
      )
    })

    layer(testServer(target.layer, { initialCredits: 100 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("social memory HTTP", (it) => {
      it.effect("ingest is visible to the very next recall and ask; only those are billed", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          const send = (action: string, body: unknown) =>
            call(s.url, "POST", path(action), { token: api_key, body })
          const ing = yield* send("ingest", {
            scope_id: "team",
            transcript: [
              { speaker: "Dana", text: "The design review moved to Tuesday at 10." },
              {
                speaker: "Sam",
                text: "Dana, can you send the budget sheet?",
                timestamp: "2026-03-02T09:20:00+01:00"
              },
              { speaker: "Priya", text: "I think Dana is on holiday next week." }
            ]
          })
          assert.deepStrictEqual(ing.body, { ingested: 3 })
          // Never billed: the account is not even provisioned by ingest.
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.provisioned, false)
          const recall = yield* send("recall", {
            scope_id: "team",
            message: { speaker: "Dana", text: "When is the design review?" }
          })
          assert.strictEqual(recall.status, 200, JSON.stringify(recall.body))
          assert.include(recall.body.context, "Tuesday")
          assert.include(recall.body.context, "Dana said")
          assert.include(recall.body.context, "2026-03-02T09:20:00+01:00", "the carried timestamp, as given")
          assert.strictEqual(yield* balanceOf(s, account_id), 99, "recall costs 1")
          const ask = yield* send("ask", { scope_id: "team", question: "When is the design review?" })
          assert.strictEqual(ask.status, 200, JSON.stringify(ask.body))
          assert.include(ask.body.answer, "Dana")
          assert.include(ask.body.answer, "Tuesday")
          assert.strictEqual(yield* balanceOf(s, account_id), 97, "ask costs 2")
          const none = yield* send("ask", { scope_id: "team", question: "Which restaurant did Priya book?" })
          assert.notInclude(none.body.answer, "Tuesday")
          assert.match(none.body.answer, /not|no /i)
          const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
            token: api_key
          })
          const mem = usage.body.per_component.find((c: any) => c.component === "social-memory")
          assert.deepStrictEqual(mem, { component: "social-memory", calls: 3, credits: 5 })
          // A new ingest, then at once: found.
          yield* send("ingest", {
            scope_id: "team",
            transcript: [{ speaker: "Dana", text: "Actually the design review is on Wednesday now." }]
          })
          const after = yield* send("ask", { scope_id: "team", question: "When is the design review?" })
          assert.include(after.body.answer, "Wednesday")
        })
      )

      it.effect(
        "the same text from two speakers gives different contexts, each statement bound to its speaker",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { api_key } = yield* newAccount(s)
            const send = (action: string, body: unknown) =>
              call(s.url, "POST", path(action), { token: api_key, body })
            yield* send("ingest", {
              scope_id: "chat",
              transcript: [
                { speaker: "Alex", text: "I moved to Lisbon last spring." },
                { speaker: "Bo", text: "Alex, are you coming to the offsite?" },
                { speaker: "Bo", text: "I prefer tea over coffee." },
                { speaker: "Cy", text: "Bo told me the offsite is in May." }
              ]
            })
            const turn = (speaker: string) =>
              send("recall", { scope_id: "chat", message: { speaker, text: "What about the offsite?" } })
            const a = (yield* turn("Alex")).body.context as string
            const b = (yield* turn("Bo")).body.context as string
            assert.notStrictEqual(a, b)
            for (const ctx of [a, b]) {
              for (const line of ctx.split("\n")) {
                // "Alex said ... Lisbon": the Lisbon statement is never anyone else's.
                if (line.includes("Lisbon")) assert.match(line, /^- Alex (said|asked)/)
                if (line.includes("tea over coffee")) assert.match(line, /^- Bo (said|asked)/)
              }
            }
            assert.include(a, "are you coming to the offsite", "a question addressed to Alex")
          })
      )

      it.effect("scopes are per account: another account's scope_id is an empty scope of the caller's", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const one = yield* newAccount(s, "one")
          const two = yield* newAccount(s, "two")
          const send = (token: string, action: string, body: unknown) =>
            call(s.url, "POST", path(action), { token, body })
          yield* send(one.api_key, "ingest", {
            scope_id: "shared-name",
            transcript: [{ speaker: "Ann", text: "The vault code is 4711." }]
          })
          const r = yield* send(two.api_key, "recall", {
            scope_id: "shared-name",
            message: { speaker: "Ann", text: "vault code" }
          })
          assert.deepStrictEqual(r.body, { context: "" })
          const a = yield* send(two.api_key, "ask", {
            scope_id: "shared-name",
            question: "What is the vault code?"
          })
          assert.deepStrictEqual(a.body, { answer: "" })
          yield* send(two.api_key, "ingest", {
            scope_id: "shared-name",
            transcript: [{ speaker: "Ann", text: "My locker is number 12." }]
          })
          const mine = yield* send(one.api_key, "ask", {
            scope_id: "shared-name",
            question: "What is the vault code?"
          })
          assert.include(mine.body.answer, "4711")
          assert.notInclude(mine.body.answer, "locker")
          assert.deepStrictEqual(
            (yield* stored(two.account_id, "shared-name")).map((m) => [m.seq, m.text]),
            [[0, "My locker is number 12."]]
          )
          // Unknown scope: "" (and billed like any answered call).
          const empty = yield* send(one.api_key, "recall", {
            scope_id: "never",
            message: { speaker: "x", text: "y" }
          })
          assert.deepStrictEqual(empty.body, { context: "" })
        })
      )

      it.effect(
        "Idempotency-Key on ingest: replay, different body is 422, 50 concurrent repeats append once",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            const ingest = (body: unknown, key?: string) =>
              call(s.url, "POST", path("ingest"), {
                token: api_key,
                body,
                ...(key !== undefined ? { headers: { "idempotency-key": key } } : {})
              })
            const body = {
              scope_id: "k",
              transcript: [
                { speaker: "A", text: "one" },
                { speaker: "B", text: "two" }
              ]
            }
            const first = yield* ingest(body, "batch-1")
            assert.deepStrictEqual(first.body, { ingested: 2 })
            const again = yield* ingest({ transcript: body.transcript, scope_id: "k" }, "batch-1")
            assert.deepStrictEqual(again.body, { ingested: 2 })
            assert.strictEqual((yield* stored(account_id, "k")).length, 2, "the replay appended nothing")
            const other = yield* ingest(
              { scope_id: "k", transcript: [{ speaker: "A", text: "three" }] },
              "batch-1"
            )
            refused(other, 422)
            assert.include(other.body.error.message, "different request body")
            assert.deepStrictEqual(other.body.error.details[0].loc, ["header", "Idempotency-Key"])
            refused(yield* ingest(body, "  "), 422)
            assert.strictEqual((yield* stored(account_id, "k")).length, 2)

            const same = {
              scope_id: "c",
              transcript: [
                { speaker: "A", text: "hello" },
                { speaker: "B", text: "hi" }
              ]
            }
            const replies = yield* Effect.all(
              Array.from({ length: 50 }, () => ingest(same, "concurrent")),
              { concurrency: "unbounded" }
            )
            for (const r of replies) assert.deepStrictEqual(r.body, { ingested: 2 })
            assert.deepStrictEqual(
              (yield* stored(account_id, "c")).map((m) => [m.seq, m.text]),
              [
                [0, "hello"],
                [1, "hi"]
              ]
            )
            const distinct = yield* Effect.all(
              Array.from({ length: 50 }, (_, i) =>
                ingest(
                  {
                    scope_id: "d",
                    transcript: [
                      { speaker: `S${i}`, text: `m${i}-a` },
                      { speaker: `S${i}`, text: `m${i}-b` }
                    ]
                  },
                  `key-${i}`
                )
              ),
              { concurrency: "unbounded" }
            )
            for (const r of distinct) assert.deepStrictEqual(r.body, { ingested: 2 })
            const d = yield* stored(account_id, "d")
            assert.deepStrictEqual(
              d.map((m) => m.seq),
              Array.from({ length: 100 }, (_, i) => i),
              "gap-free"
            )
            for (let i = 0; i < 100; i += 2) {
              // Each batch contiguous and in its order.
              assert.strictEqual(d[i]!.speaker, d[i + 1]!.speaker)
              assert.match(d[i]!.text, /-a$/)
              assert.match(d[i + 1]!.text, /-b$/)
            }
          })
      )

      it.effect("refusals: the spec's statuses, never charged, nothing stored", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          const send = (action: string, body: unknown) =>
            call(s.url, "POST", path(action), { token: api_key, body })
          yield* send("recall", { scope_id: "x", message: { speaker: "a", text: "b" } }) // provisions: 99
          const ok = { speaker: "A", text: "t" }
          for (const body of [
            { transcript: [ok] },
            { scope_id: "", transcript: [ok] },
            { scope_id: "s".repeat(256), transcript: [ok] },
            { scope_id: "s", transcript: [] },
            { scope_id: "s" },
            { scope_id: "s", transcript: [{ speaker: "", text: "t" }] },
            { scope_id: "s", transcript: [{ speaker: "p".repeat(256), text: "t" }] },
            { scope_id: "s", transcript: [{ speaker: "A" }] },
            { scope_id: "s", transcript: [{ ...ok, timestamp: "" }] },
            { scope_id: "s", transcript: [{ ...ok, text: "w".repeat(20_001) }] },
            { scope_id: "s", transcript: Array.from({ length: 1001 }, () => ok) },
            { scope_id: "s", transcript: [ok], extra: 1 }
          ]) {
            refused(yield* send("ingest", body), 422)
          }
          // Ingest is never 400: a body over the size cap is a 422 too.
          const huge = yield* call(s.url, "POST", path("ingest"), {
            token: api_key,
            body: JSON.stringify({
              scope_id: "s",
              transcript: [{ speaker: "A", text: "y".repeat(maxBodyBytes) }]
            })
          })
          refused(huge, 422)
          assert.include(huge.body.error.message, "too large")
          refused(yield* call(s.url, "POST", path("ingest"), { token: api_key, body: "{not json" }), 422)
          assert.strictEqual((yield* stored(account_id, "s")).length, 0)

          for (const body of [
            { message: { speaker: "a", text: "b" } },
            { scope_id: "s".repeat(256), message: { speaker: "a", text: "b" } },
            { scope_id: "s", message: { speaker: "", text: "b" } },
            { scope_id: "s", message: { speaker: "a" } },
            { scope_id: "s" }
          ]) {
            refused(yield* send("recall", body), 422)
          }
          const longTurn = yield* send("recall", {
            scope_id: "s",
            message: { speaker: "a", text: "w".repeat(20_001) }
          })
          refused(longTurn, 400)
          assert.include(longTurn.body.error.message, "20,000")
          for (const body of [
            { question: "q" },
            { scope_id: "s", question: "" },
            { scope_id: "s", question: "  " },
            { scope_id: "s" }
          ]) {
            refused(yield* send("ask", body), 422)
          }
          const longQuestion = yield* send("ask", { scope_id: "s", question: "w".repeat(4_001) })
          refused(longQuestion, 400)
          assert.include(longQuestion.body.error.message, "4,000")
          refused(
            yield* call(s.url, "POST", path("ask"), {
              token: api_key,
              body: JSON.stringify({ scope_id: "s", question: "y".repeat(maxBodyBytes) })
            }),
            400
          )
          assert.strictEqual(yield* balanceOf(s, account_id), 99, "no refusal was charged")

          // 402 when the balance does not cover the call; ingest needs no credits.
          yield* grant(s, account_id, -1000)
          refused(
            yield* send("recall", { scope_id: "s", message: { speaker: "a", text: "b" } }),
            402,
            "PAYMENT_REQUIRED"
          )
          refused(yield* send("ask", { scope_id: "s", question: "b?" }), 402, "PAYMENT_REQUIRED")
          assert.deepStrictEqual((yield* send("ingest", { scope_id: "s", transcript: [ok] })).body, {
            ingested: 1
          })
          // 401 and 403.
          refused(
            yield* call(s.url, "POST", path("ingest"), { body: { scope_id: "s", transcript: [ok] } }),
            401,
            "UNAUTHORIZED"
          )
          const personasOnly = (yield* call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, {
            token: s.admin,
            body: { scopes: ["personas"] }
          })).body.api_key as string
          for (const [action, body] of [
            ["ingest", { scope_id: "s", transcript: [ok] }],
            ["recall", { scope_id: "s", message: { speaker: "a", text: "b" } }],
            ["ask", { scope_id: "s", question: "b?" }]
          ] as const) {
            refused(yield* call(s.url, "POST", path(action), { token: personasOnly, body }), 403, "forbidden")
          }
          assert.strictEqual((yield* stored(account_id, "s")).length, 1)
        })
      )

      it.effect(
        "model run: ingest (with repeated keys) / recall / ask over two accounts agree with the model",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const accounts = [yield* newAccount(s, "m1"), yield* newAccount(s, "m2")]
            for (const a of accounts) yield* grant(s, a.account_id, 100_000)
            const runtime = yield* Effect.runtime<Memory.Memory>()
            const run = <A>(e: Effect.Effect<A, never, Memory.Memory>) => Runtime.runPromise(runtime)(e)
            let round = 0

            type Msg = { speaker: string; text: string }
            interface Model {
              /** Per account and scope, the messages in order. */
              scopes: Map<string, Array<Msg>>
              /** Keys already used per account, with the body they were used with. */
              keys: Map<string, string>
              prefix: string
            }
            interface Real {
              readonly tokens: ReadonlyArray<string>
            }
            const where = (m: Model, a: number, scope: string) => `${a}/${m.prefix}${scope}`

            class Ingest implements fc.AsyncCommand<Model, Real> {
              constructor(
                readonly a: number,
                readonly scope: string,
                readonly batch: Array<Msg>,
                readonly key: string | undefined
              ) {}
              check = () => true
              async run(m: Model, r: Real) {
                const body = { scope_id: m.prefix + this.scope, transcript: this.batch }
                const used =
                  this.key === undefined ? undefined : m.keys.get(`${this.a}/${m.prefix}${this.key}`)
                const reply = await run(
                  call(s.url, "POST", path("ingest"), {
                    token: r.tokens[this.a]!,
                    body,
                    ...(this.key !== undefined ? { headers: { "idempotency-key": m.prefix + this.key } } : {})
                  })
                )
                if (used !== undefined && used !== JSON.stringify(body)) {
                  assert.strictEqual(reply.status, 422, JSON.stringify(reply.body))
                } else {
                  assert.deepStrictEqual(reply.body, { ingested: this.batch.length })
                  if (used === undefined) {
                    const k = where(m, this.a, this.scope)
                    m.scopes.set(k, [...(m.scopes.get(k) ?? []), ...this.batch])
                    if (this.key !== undefined)
                      m.keys.set(`${this.a}/${m.prefix}${this.key}`, JSON.stringify(body))
                  }
                }
                const real = await run(stored(accounts[this.a]!.account_id, m.prefix + this.scope))
                assert.deepStrictEqual(
                  real.map((x) => ({ speaker: x.speaker, text: x.text })),
                  m.scopes.get(where(m, this.a, this.scope)) ?? []
                )
                assert.deepStrictEqual(
                  real.map((x) => x.seq),
                  real.map((_, i) => i)
                )
              }
              toString = () => `ingest(${this.a}, ${this.scope}, ${JSON.stringify(this.batch)}, ${this.key})`
            }

            /** Texts carry their scope's tag, so a statement from elsewhere would show. */
            const foreignTags = (m: Model, a: number, scope: string, out: string) => {
              for (const [k, msgs] of m.scopes) {
                if (k === where(m, a, scope)) continue
                for (const x of msgs) assert.notInclude(out, x.text, `${x.text} leaked from ${k}`)
              }
            }

            /**
             * Every statement cited as `Name said (#seq, ...)` is message `seq` of this scope,
             * said by `Name`; its quote, when there is one, is that message's text.
             */
            const attributed = (msgs: ReadonlyArray<Msg>, out: string) => {
              let cited = 0
              for (const c of out.matchAll(/(\S+) (?:said|asked) \(#(\d+), [^)]*\)(?:: "([^"]*)")?/g)) {
                cited++
                const m = msgs[Number(c[2])]
                assert.isDefined(m, `${c[0]}: no such message`)
                assert.strictEqual(m!.speaker, c[1], `${c[0]} is not a statement of ${c[1]}`)
                if (c[3] !== undefined) assert.isTrue(m!.text.startsWith(c[3].replace(/…$/, "")), c[0])
              }
              if (msgs.length > 0 && out !== "" && !/not answer|does not/.test(out))
                assert.isAbove(cited, 0, out)
            }

            class Recall implements fc.AsyncCommand<Model, Real> {
              constructor(
                readonly a: number,
                readonly scope: string,
                readonly speaker: string,
                readonly text: string
              ) {}
              check = () => true
              async run(m: Model, r: Real) {
                const reply = await run(
                  call(s.url, "POST", path("recall"), {
                    token: r.tokens[this.a]!,
                    body: {
                      scope_id: m.prefix + this.scope,
                      message: { speaker: this.speaker, text: this.text }
                    }
                  })
                )
                assert.strictEqual(reply.status, 200, JSON.stringify(reply.body))
                const msgs = m.scopes.get(where(m, this.a, this.scope)) ?? []
                if (msgs.length === 0) assert.strictEqual(reply.body.context, "")
                else assert.notStrictEqual(reply.body.context, "")
                foreignTags(m, this.a, this.scope, reply.body.context)
                attributed(msgs, reply.body.context)
              }
              toString = () => `recall(${this.a}, ${this.scope}, ${this.speaker}, ${this.text})`
            }

            class Ask implements fc.AsyncCommand<Model, Real> {
              constructor(
                readonly a: number,
                readonly scope: string,
                readonly question: string
              ) {}
              check = () => true
              async run(m: Model, r: Real) {
                const reply = await run(
                  call(s.url, "POST", path("ask"), {
                    token: r.tokens[this.a]!,
                    body: { scope_id: m.prefix + this.scope, question: this.question }
                  })
                )
                assert.strictEqual(reply.status, 200, JSON.stringify(reply.body))
                const msgs = m.scopes.get(where(m, this.a, this.scope)) ?? []
                if (msgs.length === 0) assert.strictEqual(reply.body.answer, "")
                else assert.notStrictEqual(reply.body.answer, "")
                foreignTags(m, this.a, this.scope, reply.body.answer)
              }
              toString = () => `ask(${this.a}, ${this.scope}, ${this.question})`
            }

            const account = fc.constantFrom(0, 1)
            const scope = fc.constantFrom("s1", "s2")
            const speaker = fc.constantFrom("Dana", "Dan", "Sam", "Priya")
            const word = fc.constantFrom(
              "meeting",
              "tuesday",
              "actually",
              "budget",
              "dana",
              "moved",
              "lisbon",
              "?"
            )
            const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(" "))
            const batch = (sc: string, a: number) =>
              fc
                .array(fc.tuple(speaker, words, fc.nat(9999)), { minLength: 1, maxLength: 3 })
                .map((xs) => xs.map(([sp, t, n]) => ({ speaker: sp, text: `${t} [${a}${sc}-${n}]` })))
            const commands = fc.commands(
              [
                fc
                  .tuple(account, scope, fc.option(fc.constantFrom("k1", "k2"), { nil: undefined }))
                  .chain(([a, sc, k]) => batch(sc, a).map((b) => new Ingest(a, sc, b, k))),
                fc.tuple(account, scope, speaker, words).map(([a, sc, sp, t]) => new Recall(a, sc, sp, t)),
                fc.tuple(account, scope, words).map(([a, sc, q]) => new Ask(a, sc, `what about ${q}`))
              ],
              { maxCommands: 12 }
            )
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(commands, (cmds) =>
                  fc.asyncModelRun(
                    () => ({
                      model: { scopes: new Map(), keys: new Map(), prefix: `r${round++}-` },
                      real: { tokens: accounts.map((a) => a.api_key) }
                    }),
                    cmds
                  )
                ),
                { numRuns: 12 }
              )
            )
          })
      )
    })
  })
}
