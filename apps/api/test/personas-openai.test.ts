/**
 * `generate` with the `openai` provider, end to end over HTTP against a fake OpenAI-compatible
 * server on loopback (and `enhance`, whose facts the model reads): the model's blueprint is checked (validator + trial sample), repaired
 * once, else the job fails with a stable `error`; nothing is charged for a failed job.
 */
import { targets } from "@cis/db/testing"
import type { FakeOpenAi } from "@cis/llm/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call, Fake, grant, newAccount, pollUntilDone, serverWithFake, TestServer } from "./support.js"

const modelBlueprint = {
  domain: "night-shift nurses",
  order: ["ward", "age", "years_on_nights"],
  fields: [
    { name: "ward", kind: "categorical", categorical: { weights: { icu: 2, emergency: 3, maternity: 1 } } },
    { name: "age", kind: "numeric", numeric: { min: 22, max: 64, mean: 38, sd: 9, integer: true } },
    {
      name: "years_on_nights",
      kind: "numeric",
      numeric: { min: 0, max: 30, mean: 5, sd: 5, integer: true }
    },
    { name: "bio", kind: "text", description: "two sentences" }
  ],
  constraints: [{ name: "nights_after_21", lhs: "years_on_nights", op: "<=", rhs: "age - 21" }],
  rationale: "Emergency wards run the most night shifts.",
  sources: ["https://example.org/made-up"]
}

/** The blueprint proposals among the requests (the model also writes the personas' text). */
const proposals = (fake: FakeOpenAi) =>
  fake.requests.filter((r) => !String(r.messages[0].content).startsWith("You write the text of personas"))

const balanceOf = (s: { url: string; admin: string }, accountId: string) =>
  Effect.map(
    call(s.url, "GET", `/v1/admin/accounts/${accountId}`, { token: s.admin }),
    (r) => r.body.balance as number
  )

/** A new account holding 100 credits. */
const funded = (s: { url: string; admin: string }) =>
  Effect.tap(newAccount(s), ({ account_id }) => grant(s, account_id, 100))

const generate = (s: { url: string }, token: string, body: unknown) =>
  Effect.gen(function* () {
    const started = yield* call(s.url, "POST", "/v1/personas/actions/generate", { token, body })
    assert.strictEqual(started.status, 200, JSON.stringify(started.body))
    return yield* pollUntilDone(s.url, token, "Population", started.body.id)
  })

for (const target of targets()) {
  describe(target.name, () => {
    layer(serverWithFake(target.layer, { worker: true, initialCredits: 0 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("personas generate with the openai provider", (it) => {
      it.effect("samples the model's blueprint and says where it came from", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([{ content: JSON.stringify(modelBlueprint) }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 30 })
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          const result = done.body.result
          assert.strictEqual(result.blueprint.domain, "night-shift nurses")
          assert.strictEqual(result.personas.length, 30)
          for (const p of result.personas) {
            assert.includeMembers(Object.keys(p.fields), ["ward", "age", "years_on_nights", "bio"])
            assert.isAtMost(Number(p.fields.years_on_nights), Number(p.fields.age) - 21)
            assert.notStrictEqual(p.fields.bio, "")
          }
          assert.deepStrictEqual(
            result.marginals.map((m: any) => m.attribute),
            ["ward"]
          )
          assert.isAtMost(result.marginals[0].total_variation_distance, 3 / (2 * 30))
          assert.match(result.blueprint.rationale, /^Emergency wards run the most night shifts\. /)
          assert.match(result.blueprint.rationale, /proposed by the model fake-model in its first answer/)
          assert.notProperty(result.blueprint, "sources", "no lookup provider: sources are left out")
          // One proposal, asking for JSON, with the format and the user's prompt (then the text calls).
          assert.strictEqual(proposals(fake).length, 1)
          const req = proposals(fake)[0]
          assert.strictEqual(req.model, "fake-model")
          assert.deepStrictEqual(req.response_format, { type: "json_object" })
          assert.strictEqual(req.messages[0].role, "system")
          assert.include(req.messages[1].content, "Night-shift nurses")
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - (2 + 30))
        })
      )

      it.effect("repairs a refused blueprint once, telling the model what was wrong", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          const broken = structuredClone(modelBlueprint)
          broken.fields[1]!.numeric!.sd = 0
          fake.reset([
            { content: `Sure! ${JSON.stringify(broken)}` },
            { content: JSON.stringify(modelBlueprint) }
          ])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 5 })
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          assert.match(done.body.result.blueprint.rationale, /in its answer to one repair round/)
          assert.strictEqual(proposals(fake).length, 2)
          const second = proposals(fake)[1].messages
          assert.deepStrictEqual(
            second.map((m: any) => m.role),
            ["system", "user", "assistant", "user"]
          )
          assert.include(second[2].content, '"sd":0')
          assert.include(second[3].content, "fields[1].numeric")
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - (2 + 5))
        })
      )

      it.effect("fails invalid_blueprint after a second refusal, charging nothing", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          const never = {
            ...modelBlueprint,
            constraints: [{ name: "impossible", lhs: "age", op: ">", rhs: "years_on_nights + 100" }]
          }
          fake.reset([{ content: "I'd rather not." }, { content: JSON.stringify(never) }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 5 })
          assert.deepStrictEqual(Object.keys(done.body).sort(), ["error", "id", "status"])
          assert.strictEqual(done.body.status, "failed")
          assert.strictEqual(done.body.error, "invalid_blueprint")
          assert.strictEqual(fake.requests.length, 2, "one repair round, and the job is not retried")
          assert.include(fake.requests[1].messages[3].content, "not a JSON object")
          assert.strictEqual(yield* balanceOf(s, account_id), 100)
        })
      )

      it.effect("fails provider_error when the provider keeps failing, charging nothing", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([{ status: 503 }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 5 })
          assert.strictEqual(done.body.status, "failed")
          assert.strictEqual(done.body.error, "provider_error")
          // 3 job attempts, each the first call plus the client's one retry.
          assert.strictEqual(fake.requests.length, 3 * 2)
          assert.strictEqual(yield* balanceOf(s, account_id), 100)
        })
      )

      it.effect("does not retry a provider that refuses the request (4xx)", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([{ status: 401 }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 5 })
          assert.strictEqual(done.body.error, "provider_error")
          assert.strictEqual(fake.requests.length, 1)
          assert.strictEqual(yield* balanceOf(s, account_id), 100)
        })
      )

      it.effect("recovers from a transient outage by retrying the job", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([
            { status: 502 },
            { status: 502 },
            { content: JSON.stringify({ ...modelBlueprint, domain: "developers" }) }
          ])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* generate(s, api_key, { prompt: "developers", count: 4 })
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          assert.strictEqual(done.body.result.blueprint.domain, "developers")
          assert.strictEqual(proposals(fake).length, 3)
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - (2 + 4), "charged once")
        })
      )

      const text = "Ines keeps the light on a small island and watches seabirds."
      const enhance = (s: { url: string }, token: string) =>
        Effect.gen(function* () {
          const started = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
            token,
            body: { persona: text }
          })
          assert.strictEqual(started.status, 200, JSON.stringify(started.body))
          return yield* pollUntilDone(s.url, token, "Enhancement", started.body.id)
        })

      it.effect("enhance reads the facts with the model and writes the persona from them", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([
            { content: JSON.stringify({ name: "Ines Duarte", age: 52, occupation: "lighthouse keeper" }) }
          ])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* enhance(s, api_key)
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          assert.strictEqual(done.body.source, text)
          assert.strictEqual(done.body.grounding, "off")
          const p = done.body.persona
          assert.strictEqual(
            p.fields.name,
            "Ines",
            "names as given: the model's invented surname is not kept"
          )
          assert.strictEqual(p.fields.age, "52")
          assert.strictEqual(p.fields.occupation, "lighthouse keeper")
          assert.include(p.system_prompt, "lighthouse keeper")
          assert.strictEqual(fake.requests.length, 1)
          assert.strictEqual(fake.requests[0].messages[1].content, text)
          assert.deepStrictEqual(fake.requests[0].response_format, { type: "json_object" })
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - 3)
        })
      )

      it.effect("enhance falls back to the heuristics when the model's answer is not JSON", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([{ content: "Sorry, I can't." }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* enhance(s, api_key)
          assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
          assert.strictEqual(done.body.persona.fields.summary, text)
          assert.notProperty(done.body.persona.fields, "occupation")
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - 3)
        })
      )

      it.effect("enhance fails provider_error when the provider is down, charging nothing", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const fake = yield* Fake
          fake.reset([{ status: 503 }])
          const { account_id, api_key } = yield* funded(s)
          const done = yield* enhance(s, api_key)
          assert.strictEqual(done.body.status, "failed")
          assert.strictEqual(done.body.error, "provider_error")
          assert.isNull(done.body.persona)
          assert.strictEqual(yield* balanceOf(s, account_id), 100)
        })
      )
    })
  })
}
