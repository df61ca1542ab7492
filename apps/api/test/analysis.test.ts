/**
 * Conversation analysis over HTTP with the offline engine (spec 4.1, 4.8, 4.9, 4.13), on every
 * test database: extract, analyze (stored, read back by its owner only), foresee; each charged
 * exactly once on success and never on a refusal (every 400 and 422 of spec 7, 402), with
 * nothing stored; Idempotency-Key replays without charging again.
 */
import { SocialLearning } from "@cis/contract"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  balanceOf,
  call,
  grant,
  newAccount,
  price,
  type Reply,
  rowCount,
  TestServer,
  testServer
} from "./support.js"

const support = [
  { id: "m1", speaker: "Dana", text: "hi, my invoice shows a double charge for March" },
  { id: "m2", speaker: "Bot", text: "Hi Dana! Sorry about that. Which invoice number is it?" },
  { id: "m3", speaker: "Dana", text: "INV-2231. can you refund it today?" },
  { id: "m4", speaker: "Bot", text: "Done: the duplicate charge on INV-2231 is refunded today." },
  { id: "m5", speaker: "Dana", text: "great, thanks a lot!" }
]

const ignoring = [
  { id: "a1", speaker: "Sam", text: "is the pro plan billed monthly or yearly?" },
  { id: "a2", speaker: "Helper", text: "Welcome to Acme! We have many great plans for every team." },
  { id: "a3", speaker: "Sam", text: "ok but monthly or yearly??" },
  { id: "a4", speaker: "Helper", text: "Welcome to Acme! We have many great plans for every team." },
  { id: "a5", speaker: "Sam", text: "forget it, this is useless" }
]

const reportCount = rowCount("reports")

const post = (
  s: { url: string },
  path: string,
  token: string,
  body: unknown,
  headers?: Record<string, string>
) => call(s.url, "POST", path, { token, body, ...(headers ? { headers } : {}) })

const refused = (r: Reply, status: number, fragment: string, label: string) => {
  assert.strictEqual(r.status, status, `${label}: ${JSON.stringify(r.body).slice(0, 300)}`)
  assert.strictEqual(r.body.error.code, "VALIDATION_ERROR", label)
  assert.include(JSON.stringify(r.body.error).toLowerCase(), fragment.toLowerCase(), label)
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 0 }), { excludeTestServices: true, timeout: 120_000 })(
      "analysis (offline engine)",
      (it) => {
        it.effect("analyze: a stored report, read back by its owner, charged once", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 100)
            const r = yield* post(s, "/v1/social-observability/actions/analyze", api_key, {
              transcript: { messages: ignoring, source: "test" },
              agent_name: "Helper",
              focus: "did the bot answer Sam's question?"
            })
            assert.strictEqual(r.status, 200, JSON.stringify(r.body))
            assert.match(r.body.id, /^[0-9a-f-]{36}$/)
            assert.deepStrictEqual(
              r.body.interactions.flatMap((i: any) => i.message_ids),
              ignoring.map((m) => m.id)
            )
            assert.deepStrictEqual(
              r.body.interaction_totals.map((t: any) => t.type),
              ["transactional", "bonding", "venting", "banter", "friction", "hostile"]
            )
            assert.deepStrictEqual(
              r.body.per_user.map((u: any) => u.name),
              ["Sam"]
            )
            assert.isAbove(r.body.findings.length, 0, "the bot ignored the question and repeated itself")
            for (const f of r.body.findings) assert.include(["a2", "a4"], f.before_message_id)
            assert.isAtLeast(r.body.per_user[0].frustration, 0.5)
            assert.strictEqual(yield* balanceOf(s, account_id), 100 - price("social-observability.analyze"))

            const read = yield* call(
              s.url,
              "GET",
              `/v1/social-observability/repositories/Report/by-id/${r.body.id}`,
              {
                token: api_key
              }
            )
            assert.strictEqual(read.status, 200)
            assert.deepStrictEqual(read.body, {
              agent_name: "Helper",
              health_score: r.body.health_score,
              report: r.body
            })

            // Another account's id reads exactly like an unknown one.
            const other = yield* newAccount(s, "other")
            for (const [token, id] of [
              [other.api_key, r.body.id],
              [api_key, crypto.randomUUID()]
            ] as const) {
              const none = yield* call(
                s.url,
                "GET",
                `/v1/social-observability/repositories/Report/by-id/${id}`,
                {
                  token
                }
              )
              assert.strictEqual(none.status, 200)
              assert.isNull(none.body)
            }
            const malformed = yield* call(
              s.url,
              "GET",
              "/v1/social-observability/repositories/Report/by-id/not-a-uuid",
              {
                token: api_key
              }
            )
            assert.strictEqual(malformed.status, 422)
            assert.strictEqual(malformed.body.error.code, "VALIDATION_ERROR")

            const usage = yield* post(s, "/v1/credits/projections/usage-summary", api_key, {})
            assert.deepStrictEqual(usage.body.per_component, [
              { component: "social-observability", calls: 1, credits: price("social-observability.analyze") }
            ])
          })
        )

        it.effect("analyze: a conversation the agent handled well has no findings", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 100)
            const r = yield* post(s, "/v1/social-observability/actions/analyze", api_key, {
              transcript: {
                messages: support.map((m, k) => ({
                  ...m,
                  user_id: m.speaker === "Bot" ? "bot" : `u${k % 1}`
                }))
              },
              agent_name: "Bot"
            })
            assert.strictEqual(r.status, 200, JSON.stringify(r.body))
            assert.deepStrictEqual(r.body.findings, [])
            assert.strictEqual(r.body.per_user[0].user_id, "u0")
            assert.strictEqual(r.body.per_user[0].reception, "engaged")
          })
        )

        it.effect("extract and foresee: answered and charged once each, under their components", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 100)
            const e = yield* post(s, "/v1/social-learning/actions/extract", api_key, {
              transcript: { messages: support.map((m) => ({ ...m, channel: "#billing" })) }
            })
            assert.strictEqual(e.status, 200, JSON.stringify(e.body))
            assert.isString(e.body.prompt_block)
            assert.isAbove(e.body.prompt_block.length, 20)
            assert.deepStrictEqual(e.body.profile.meta, { message_count: 5, channels: ["#billing"] })
            const f = yield* post(s, "/v1/foresee/actions/foresee", api_key, {
              transcript: ignoring.slice(0, 3).map(({ speaker, text }) => ({ speaker, text })),
              candidate_reply: "Welcome to Acme! We have many great plans for every team.",
              agent_name: "Helper"
            })
            assert.strictEqual(f.status, 200, JSON.stringify(f.body))
            assert.deepStrictEqual(
              f.body.mental_state.map((m: any) => m.name),
              ["Sam"]
            )
            assert.include(["medium", "high"], f.body.predicted_reaction[0].risk)
            assert.notStrictEqual(
              f.body.refined_reply,
              "Welcome to Acme! We have many great plans for every team."
            )
            assert.strictEqual(
              yield* balanceOf(s, account_id),
              100 - price("social-learning.extract") - price("foresee.foresee")
            )
            const usage = yield* post(s, "/v1/credits/projections/usage-summary", api_key, {})
            assert.deepStrictEqual(usage.body.per_component, [
              { component: "social-learning", calls: 1, credits: price("social-learning.extract") },
              { component: "theoryofmind", calls: 1, credits: price("foresee.foresee") }
            ])
          })
        )

        it.effect("every refusal of spec 7 (400, 422, 402) is charged nothing and stores nothing", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 100)
            const before = yield* reportCount
            const analyze = "/v1/social-observability/actions/analyze"
            const extract = "/v1/social-learning/actions/extract"
            const foresee = "/v1/foresee/actions/foresee"
            const tiny = (n: number) =>
              Array.from({ length: n }, (_, k) => ({
                id: `m${k}`,
                speaker: k % 2 ? "Bot" : "Ann",
                text: "ok"
              }))
            const huge = [
              { id: "a", speaker: "Ann", text: "x".repeat(SocialLearning.limits.maxTotalChars - 10) },
              { id: "b", speaker: "Bot", text: "y".repeat(20) }
            ]
            const cases: ReadonlyArray<readonly [string, unknown, number, string]> = [
              [analyze, { transcript: { messages: [] }, agent_name: "Bot" }, 422, "messages"],
              [analyze, { transcript: { messages: support }, agent_name: "" }, 422, "agent_name"],
              [analyze, { transcript: { messages: support } }, 422, "agent_name"],
              [
                analyze,
                {
                  transcript: { messages: [...support, { ...support[0], text: "again" }] },
                  agent_name: "Bot"
                },
                422,
                "appears more than once (messages 0 and 5"
              ],
              [
                analyze,
                {
                  transcript: {
                    messages: [
                      { id: "1", speaker: "Bot", user_id: "b1", text: "hello" },
                      { id: "2", speaker: "Bot", user_id: "b2", text: "hi" },
                      { id: "3", speaker: "Ann", text: "hey" }
                    ]
                  },
                  agent_name: "Bot"
                },
                422,
                "used by 2 different user_ids"
              ],
              [
                analyze,
                { transcript: { messages: [{ ...support[0], mood: "x" }] }, agent_name: "Bot" },
                422,
                "mood"
              ],
              [
                analyze,
                { transcript: { messages: [{ ...support[0], text: "a\u0000b" }] }, agent_name: "Dana" },
                422,
                "NUL"
              ],
              [analyze, { transcript: { messages: support }, agent_name: "Nobody" }, 400, "never speaks"],
              [
                analyze,
                {
                  transcript: {
                    messages: [
                      { id: "1", speaker: "Bot", text: "..." },
                      { id: "2", speaker: "Ann", text: "?!" }
                    ]
                  },
                  agent_name: "Bot"
                },
                400,
                "cannot be analyzed"
              ],
              [
                analyze,
                { transcript: { messages: tiny(SocialLearning.limits.maxMessages + 1) }, agent_name: "Bot" },
                400,
                "10,001 messages"
              ],
              [analyze, { transcript: { messages: huge }, agent_name: "Bot" }, 400, "1,000,010 characters"],
              [extract, { transcript: { messages: [] } }, 422, "messages"],
              [extract, { transcript: {} }, 422, "messages"],
              [
                extract,
                { transcript: { messages: tiny(SocialLearning.limits.maxMessages + 1) } },
                400,
                "too large"
              ],
              [
                extract,
                { transcript: { messages: [{ id: "1", speaker: "A", text: " " }] } },
                400,
                "cannot be analyzed"
              ],
              [foresee, { transcript: [], candidate_reply: "hi" }, 422, "transcript"],
              [foresee, { transcript: [{ speaker: "Ann", text: "hi" }] }, 422, "candidate_reply"],
              [
                foresee,
                { transcript: [{ speaker: "Ann", text: "hi" }], candidate_reply: "  " },
                422,
                "candidate_reply"
              ],
              [
                foresee,
                { transcript: [{ speaker: "agent", text: "hello?" }], candidate_reply: "hi" },
                400,
                "nobody to model"
              ],
              [
                foresee,
                {
                  transcript: [{ speaker: "Ann", text: "x".repeat(SocialLearning.limits.maxTotalChars) }],
                  candidate_reply: "hi"
                },
                400,
                "too large"
              ]
            ]
            for (const [path, body, status, fragment] of cases) {
              const r = yield* post(s, path, api_key, body)
              refused(r, status, fragment, `${path} ${JSON.stringify(body).slice(0, 120)}`)
              if (status === 422 && r.body.error.details !== undefined)
                for (const d of r.body.error.details) assert.isArray(d.loc)
            }
            assert.strictEqual(yield* balanceOf(s, account_id), 100)
            assert.strictEqual(yield* reportCount, before)

            // 402: nothing runs, nothing is stored.
            const poor = yield* newAccount(s, "poor")
            for (const [path, body] of [
              [analyze, { transcript: { messages: support }, agent_name: "Bot" }],
              [extract, { transcript: { messages: support } }],
              [foresee, { transcript: [{ speaker: "Ann", text: "hi" }], candidate_reply: "hello Ann" }]
            ] as const) {
              const r = yield* post(s, path, poor.api_key, body)
              assert.strictEqual(r.status, 402, JSON.stringify(r.body))
              assert.strictEqual(r.body.error.code, "PAYMENT_REQUIRED")
            }
            assert.strictEqual(yield* balanceOf(s, poor.account_id), 0)
            assert.strictEqual(yield* reportCount, before)
            const usage = yield* post(s, "/v1/credits/projections/usage-summary", api_key, {})
            assert.strictEqual(usage.body.total_calls, 0)
          })
        )

        it.effect(
          "Idempotency-Key: a repeat replays the first answer (same report id) and charges nothing more",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id, api_key } = yield* newAccount(s)
              yield* grant(s, account_id, 100)
              const before = yield* reportCount
              const headers = { "idempotency-key": crypto.randomUUID() }
              const body = { transcript: { messages: ignoring }, agent_name: "Helper" }
              const first = yield* post(s, "/v1/social-observability/actions/analyze", api_key, body, headers)
              const again = yield* post(s, "/v1/social-observability/actions/analyze", api_key, body, headers)
              assert.strictEqual(first.status, 200)
              assert.deepStrictEqual(again.body, first.body)
              assert.strictEqual(yield* reportCount, before + 1)
              assert.strictEqual(yield* balanceOf(s, account_id), 100 - price("social-observability.analyze"))
              const other = yield* post(
                s,
                "/v1/social-observability/actions/analyze",
                api_key,
                { ...body, focus: "tone" },
                headers
              )
              assert.strictEqual(other.status, 422)
              const fHeaders = { "idempotency-key": crypto.randomUUID() }
              const fBody = {
                transcript: [{ speaker: "Ann", text: "is it open on sunday?" }],
                candidate_reply: "Yes, 10 to 4."
              }
              const f1 = yield* post(s, "/v1/foresee/actions/foresee", api_key, fBody, fHeaders)
              const f2 = yield* post(s, "/v1/foresee/actions/foresee", api_key, fBody, fHeaders)
              assert.strictEqual(f1.status, 200, JSON.stringify(f1.body))
              assert.deepStrictEqual(f2.body, f1.body)
              assert.strictEqual(
                yield* balanceOf(s, account_id),
                100 - price("social-observability.analyze") - price("foresee.foresee")
              )
            })
        )

        it.effect(
          "a large transcript is read on the compute pool, and the same input gives the same report",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const { account_id, api_key } = yield* newAccount(s)
              yield* grant(s, account_id, 100)
              const messages = Array.from({ length: 600 }, (_, k) => ({
                ...ignoring[k % ignoring.length]!,
                id: `x${k}`,
                speaker: k % 5 === 1 || k % 5 === 3 ? "Helper" : `Sam${k % 7}`
              }))
              const body = { transcript: { messages }, agent_name: "Helper" }
              const a = yield* post(s, "/v1/social-observability/actions/analyze", api_key, body)
              const b = yield* post(s, "/v1/social-observability/actions/analyze", api_key, body)
              assert.strictEqual(a.status, 200, JSON.stringify(a.body).slice(0, 300))
              const { id: _a, ...ra } = a.body
              const { id: _b, ...rb } = b.body
              assert.notStrictEqual(_a, _b)
              assert.deepStrictEqual(ra, rb)
              assert.strictEqual(a.body.interactions.flatMap((i: any) => i.message_ids).length, 600)
            })
        )
      }
    )
  })
}
