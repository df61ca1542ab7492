import { targets } from "@cis/db/testing"
import { Prices } from "@cis/ledger"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, grant, newAccount, pollUntilDone, type Reply, TestServer, testServer } from "./support.js"

const blueprint = {
  domain: "test",
  order: ["role", "age", "years"],
  fields: [
    { name: "role", kind: "categorical", parents: [], categorical: { weights: { nurse: 1, doctor: 1 } } },
    {
      name: "age",
      kind: "numeric",
      parents: [],
      numeric: { min: 20, max: 60, mean: 40, sd: 10, integer: true }
    },
    {
      name: "years",
      kind: "numeric",
      parents: [],
      numeric: { min: 0, max: 40, mean: 10, sd: 8, integer: true }
    }
  ],
  constraints: [{ name: "experience_after_18", lhs: "years", op: "<=", rhs: "age - 18" }]
}

const persona = (id: string, fields: Record<string, string>) => ({
  persona_id: id,
  fields,
  system_prompt: `You are ${id}.`,
  markdown: `# ${id}`
})

const price = Prices.defaultPrices["personas.validate"]!.base

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { worker: true, initialCredits: 0 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("personas validate", (it) => {
      it.effect("validates asynchronously, reports gates, charges once when the evaluation succeeds", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 10)
          const started = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
            token: api_key,
            body: {
              personas: [
                persona("a", { role: "nurse", age: "30", years: "5" }),
                persona("b", { role: "doctor", age: "25", years: "12" })
              ],
              blueprint
            }
          })
          assert.strictEqual(started.status, 200, JSON.stringify(started.body))
          assert.strictEqual(started.body.status, "pending")
          const done = yield* pollUntilDone(s.url, api_key, "Evaluation", started.body.id)
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          const report = done.body.result
          assert.isFalse(report.passed, "b breaks experience_after_18")
          assert.deepStrictEqual(
            report.scorecards.map((c: any) => c.persona_id),
            ["a", "b"]
          )
          const gate = (c: any, name: string) => c.gates.find((g: any) => g.name.includes(name))
          assert.isTrue(gate(report.scorecards[0], "experience_after_18").passed)
          assert.isFalse(gate(report.scorecards[1], "experience_after_18").passed)
          assert.isTrue(gate(report.scorecards[1], "schema").passed)
          assert.isDefined(report.diversity)
          assert.isArray(report.marginals)
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 10 - price)
          const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
            token: api_key,
            body: {}
          })
          assert.deepStrictEqual(usage.body.per_component, [
            { component: "personas", calls: 1, credits: price }
          ])
        })
      )

      it.effect("refuses bad input with 422 validation_failed and charges nothing", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 10)
          const invalidBlueprint = {
            ...blueprint,
            order: ["role", "age"],
            fields: [
              blueprint.fields[0],
              { ...blueprint.fields[1], numeric: { min: 20, max: 60, mean: 40, sd: 0 } },
              blueprint.fields[2]
            ]
          }
          const bodies: Array<unknown> = [
            {},
            { personas: [] },
            { personas: [{ persona_id: "x", fields: {} }] },
            { personas: [persona("x", { a: "1" })], blueprint: { domain: "d" } },
            { personas: [persona("x", { role: "nurse" })], blueprint: invalidBlueprint },
            "{broken"
          ]
          for (const body of bodies) {
            const r: Reply = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
              token: api_key,
              body
            })
            assert.strictEqual(r.status, 422, JSON.stringify(body))
            assert.strictEqual(r.body.error.code, "validation_failed")
            for (const d of r.body.error.details) {
              assert.isArray(d.loc)
              assert.isString(d.msg)
              assert.isString(d.type)
            }
          }
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 10)
          const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
            token: api_key,
            body: {}
          })
          assert.strictEqual(usage.body.total_calls, 0)
        })
      )

      it.effect("polls of unknown or another account's ids are 404 in the envelope", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const alice = yield* newAccount(s, "alice")
          const bob = yield* newAccount(s, "bob")
          yield* grant(s, alice.account_id, 10)
          const started = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
            token: alice.api_key,
            body: { personas: [persona("a", { x: "1" })] }
          })
          const id = started.body.id
          for (const [token, kind, pid] of [
            [bob.api_key, "Evaluation", id],
            [alice.api_key, "Population", id],
            [alice.api_key, "Evaluation", "nope"],
            [alice.api_key, "Enhancement", crypto.randomUUID()]
          ] as const) {
            const r = yield* call(s.url, "GET", `/v1/personas/repositories/${kind}/by-id/${pid}`, { token })
            assert.strictEqual(r.status, 404)
            assert.strictEqual(r.body.error.code, "NOT_FOUND")
          }
          const mine = yield* pollUntilDone(s.url, alice.api_key, "Evaluation", id)
          assert.strictEqual(mine.body.status, "succeeded")
          assert.isTrue(mine.body.result.passed)
        })
      )

      it.effect("generate: a population from one prompt, adjusted by it, charged by count", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 100)
          const started = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
            token: api_key,
            body: { prompt: "software developers aged 25-40 based in Germany", count: 20, grounding: "web" }
          })
          assert.strictEqual(started.status, 200, JSON.stringify(started.body))
          const done = yield* pollUntilDone(s.url, api_key, "Population", started.body.id)
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body).slice(0, 500))
          assert.isUndefined(done.body.progress)
          const result = done.body.result
          assert.strictEqual(result.personas.length, 20)
          const ages = result.personas.map((p: any) => Number(p.fields.age))
          assert.isTrue(
            ages.every((a: number) => a >= 25 && a <= 40),
            `ages ${ages}`
          )
          assert.strictEqual(new Set(result.personas.map((p: any) => p.system_prompt)).size, 20)
          assert.strictEqual(new Set(result.personas.map((p: any) => p.persona_id)).size, 20)
          const names = result.blueprint.fields.map((f: any) => f.name).sort()
          for (const p of result.personas) assert.deepStrictEqual(Object.keys(p.fields).sort(), names)
          assert.include(result.blueprint.rationale, "no lookup provider")
          assert.isUndefined(result.blueprint.sources)
          assert.isDefined(result.diversity)
          assert.isArray(result.marginals)
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 100 - (2 + 20))
        })
      )

      it.effect(
        "generate says which words of the prompt it modelled, and fails a prompt it cannot read without charging",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 100)
            const started = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
              token: api_key,
              body: { prompt: "night-shift nurses in rural hospitals", count: 10 }
            })
            const done = yield* pollUntilDone(s.url, api_key, "Population", started.body.id)
            assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body).slice(0, 500))
            const words = done.body.result.honoured.flatMap((h: any) => h.words)
            assert.include(words.join(" "), "rural")
            assert.isArray(done.body.result.not_modelled)
            const paid = (yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin }))
              .body.balance
            assert.strictEqual(paid, 100 - (2 + 10))

            const gibberish = yield* call(s.url, "POST", "/v1/personas/actions/generate", {
              token: api_key,
              body: { prompt: "qwzx blorp vintle", count: 5 }
            })
            const failed = yield* pollUntilDone(s.url, api_key, "Population", gibberish.body.id)
            assert.strictEqual(failed.body.status, "failed")
            assert.strictEqual(failed.body.error, "prompt_not_understood")
            const after = (yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin }))
              .body
            assert.strictEqual(after.balance, paid, "a failed generation is not charged")
          })
      )

      it.effect("generate and enhance refuse bad input before any charge", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 10)
          for (const body of [
            { prompt: "x", count: 1001 },
            { prompt: "x", count: 0 },
            { prompt: "" },
            { count: 2 }
          ]) {
            const r = yield* call(s.url, "POST", "/v1/personas/actions/generate", { token: api_key, body })
            assert.strictEqual(r.status, 422, JSON.stringify(body))
            assert.strictEqual(r.body.error.code, "VALIDATION_ERROR")
          }
          for (const body of [{}, { persona: "" }, { persona: "  " }, { persona: 3 }]) {
            const r = yield* call(s.url, "POST", "/v1/personas/actions/enhance", { token: api_key, body })
            assert.strictEqual(r.status, 422, JSON.stringify(body))
            assert.strictEqual(r.body.error.code, "validation_failed")
            assert.deepStrictEqual(r.body.error.details[0].loc.slice(0, 2), ["body", "persona"])
          }
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 10)
        })
      )

      it.effect("enhance: text to a structured persona, source echoed, grounding reported as used", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 10)
          const text = "Maria is a 34-year-old nurse from Lisbon who loves hiking."
          const started = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
            token: api_key,
            body: { persona: text, grounding: "research" }
          })
          assert.strictEqual(started.status, 200)
          const done = yield* pollUntilDone(s.url, api_key, "Enhancement", started.body.id)
          assert.strictEqual(done.body.status, "succeeded")
          assert.strictEqual(done.body.source, text)
          assert.strictEqual(done.body.grounding, "off")
          const p = done.body.persona
          assert.strictEqual(p.fields.age, "34")
          assert.isString(p.system_prompt)
          assert.isString(p.markdown)
          const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
          assert.strictEqual(acc.body.balance, 10 - 3)
        })
      )

      it.effect(
        "200 concurrent billable calls with credits for 50: 50 succeed, 150 get 402, balance 0, usage 50",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 50 * price)
            const body = { personas: [persona("a", { x: "1" })] }
            const replies = yield* Effect.all(
              Array.from({ length: 200 }, () =>
                call(s.url, "POST", "/v1/personas/actions/validate", { token: api_key, body })
              ),
              { concurrency: "unbounded" }
            )
            const ok = replies.filter((r) => r.status === 200)
            const refused = replies.filter((r) => r.status === 402)
            assert.strictEqual(ok.length, 50)
            assert.strictEqual(refused.length, 150)
            for (const r of refused) assert.strictEqual(r.body.error.code, "PAYMENT_REQUIRED")
            for (const r of ok) {
              const done = yield* pollUntilDone(s.url, api_key, "Evaluation", r.body.id)
              assert.strictEqual(done.body.status, "succeeded")
            }
            const acc = yield* call(s.url, "GET", `/v1/admin/accounts/${account_id}`, { token: s.admin })
            assert.strictEqual(acc.body.balance, 0)
            const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
              token: api_key,
              body: {}
            })
            assert.strictEqual(usage.body.total_calls, 50)
            assert.strictEqual(usage.body.total_credits, 50 * price)
            assert.strictEqual(usage.body.daily_series[6].requests, 50)
          })
      )
    })
  })
}
