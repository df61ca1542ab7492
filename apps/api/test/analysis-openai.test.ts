/**
 * extract, analyze and foresee with the `openai` provider, end to end over HTTP against a fake
 * OpenAI-compatible server on loopback: the model's answer is used with every derived field
 * computed by code (totals, distributions, counts, ranges, evidence ids that exist); an
 * unusable answer is repaired once; a second unusable answer, a timeout, a 500 or a 429 that
 * does not clear are `502 UPSTREAM_ERROR` with nothing charged and nothing stored.
 */
import { targets } from "@cis/db/testing"
import { Analyze, Extract, Foresee } from "@cis/insight"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Either } from "effect"
import {
  balanceOf,
  call,
  Fake,
  grant,
  newAccount,
  price,
  rowCount,
  serverWithFake,
  TestServer
} from "./support.js"

const messages = [
  { id: "a1", speaker: "Sam", text: "is the pro plan billed monthly or yearly?" },
  { id: "a2", speaker: "Helper", text: "Welcome to Acme! We have many great plans for every team." },
  { id: "a3", speaker: "Sam", text: "ok but monthly or yearly??" },
  { id: "a4", speaker: "Helper", text: "Welcome to Acme! We have many great plans for every team." },
  { id: "a5", speaker: "Sam", text: "forget it, this is useless" }
]
const analyzeBody = { transcript: { messages }, agent_name: "Helper" }
const engineReport = Either.getOrThrow(Analyze.analyze(messages, { agentName: "Helper" }))

/** What a model might answer: the engine's reading with its own summary and some sloppiness. */
const modelReport = {
  health_score: 1.4,
  summary: "Sam asked twice about billing and the agent answered with a welcome banner; Sam gave up.",
  interactions: engineReport.interactions,
  interaction_totals: [{ type: "hostile", count: 9 }],
  per_user: engineReport.per_user.map((u) => ({
    ...u,
    frustration: 1.7,
    evidence: [...u.evidence, "no-such-id"],
    interaction_count: 42,
    distribution: []
  })),
  findings: engineReport.findings.map((f) => ({
    ...f,
    evidence: [...f.evidence, "ghost"],
    suggested_component: "nonsense"
  }))
}

const turns = messages.slice(0, 3).map(({ speaker, text }) => ({ speaker, text }))
const foreseeBody = { transcript: turns, candidate_reply: "Welcome to Acme!", agent_name: "Helper" }
const engineForesee = Either.getOrThrow(
  Foresee.foresee({ transcript: turns, candidateReply: "Welcome to Acme!", agentName: "Helper" })
)
const engineProfile = Either.getOrThrow(Extract.extract(messages))

const reportCount = rowCount("reports")

const funded = Effect.gen(function* () {
  const s = yield* TestServer
  const a = yield* newAccount(s)
  yield* grant(s, a.account_id, 100)
  return { s, ...a }
})

for (const target of targets()) {
  describe(target.name, () => {
    layer(
      serverWithFake(target.layer, { initialCredits: 0, llm: { timeout: 1500, retries: 1, retryBase: 10 } }),
      { excludeTestServices: true, timeout: 120_000 }
    )("analysis with the openai provider", (it) => {
      it.effect("analyze: the model's report, derived fields computed by code, stored and charged once", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { s, account_id, api_key } = yield* funded
          fake.reset([{ content: JSON.stringify(modelReport) }])
          const r = yield* call(s.url, "POST", "/v1/social-observability/actions/analyze", {
            token: api_key,
            body: analyzeBody
          })
          assert.strictEqual(r.status, 200, JSON.stringify(r.body))
          assert.strictEqual(fake.requests.length, 1)
          const prompt = fake.requests[0].messages[1].content as string
          assert.include(prompt, "offline_reading", "the engine's reading grounds the prompt")
          assert.deepStrictEqual(fake.requests[0].response_format, { type: "json_object" })
          assert.strictEqual(r.body.summary, modelReport.summary)
          assert.strictEqual(r.body.health_score, 1)
          assert.deepStrictEqual(r.body.interaction_totals, engineReport.interaction_totals)
          const sam = r.body.per_user[0]
          assert.strictEqual(sam.frustration, 1)
          assert.notInclude(sam.evidence, "no-such-id")
          assert.strictEqual(sam.interaction_count, engineReport.per_user[0]!.interaction_count)
          assert.deepStrictEqual(sam.distribution, engineReport.per_user[0]!.distribution)
          for (const f of r.body.findings) {
            assert.notInclude(f.evidence, "ghost")
            assert.notProperty(f, "suggested_component")
          }
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - price("social-observability.analyze"))
          const read = yield* call(
            s.url,
            "GET",
            `/v1/social-observability/repositories/Report/by-id/${r.body.id}`,
            {
              token: api_key
            }
          )
          assert.deepStrictEqual(read.body.report, r.body)
        })
      )

      it.effect("analyze: an unusable answer is repaired once (the model sees the problem)", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { s, api_key } = yield* funded
          const broken = {
            ...modelReport,
            findings: modelReport.findings.map((f) => ({ ...f, before_message_id: "a1" }))
          }
          fake.reset([{ content: JSON.stringify(broken) }, { content: JSON.stringify(modelReport) }])
          const r = yield* call(s.url, "POST", "/v1/social-observability/actions/analyze", {
            token: api_key,
            body: analyzeBody
          })
          assert.strictEqual(r.status, 200, JSON.stringify(r.body))
          assert.strictEqual(fake.requests.length, 2)
          const repair = fake.requests[1].messages.at(-1).content as string
          assert.include(repair, "before_message_id must be one of the agent's")
          fake.reset([{ content: "no json here" }, { content: JSON.stringify(modelReport) }])
          const again = yield* call(s.url, "POST", "/v1/social-observability/actions/analyze", {
            token: api_key,
            body: analyzeBody
          })
          assert.strictEqual(again.status, 200)
          assert.strictEqual(fake.requests.length, 2)
        })
      )

      it.effect(
        "unusable twice, timeout, 500 and a 429 that does not clear: 502, nothing charged or stored",
        () =>
          Effect.gen(function* () {
            const fake = yield* Fake
            const { s, account_id, api_key } = yield* funded
            const before = yield* reportCount
            const gaps = { ...modelReport, interactions: modelReport.interactions.slice(1) }
            const scripts = [
              [{ content: JSON.stringify(gaps) }],
              [{ content: "{}" }, { content: "still not a report" }],
              [{ hang: true } as const],
              [{ status: 500 }],
              [{ status: 429 }]
            ]
            for (const script of scripts) {
              fake.reset(script)
              const r = yield* call(s.url, "POST", "/v1/social-observability/actions/analyze", {
                token: api_key,
                body: analyzeBody
              })
              assert.strictEqual(r.status, 502, `${JSON.stringify(script)}: ${JSON.stringify(r.body)}`)
              assert.strictEqual(r.body.error.code, "UPSTREAM_ERROR")
              assert.include(r.body.error.message, "Nothing was charged")
            }
            for (const [path, body] of [
              ["/v1/social-learning/actions/extract", { transcript: { messages } }],
              ["/v1/foresee/actions/foresee", foreseeBody]
            ] as const) {
              fake.reset([{ status: 503 }])
              const r = yield* call(s.url, "POST", path, { token: api_key, body })
              assert.strictEqual(r.status, 502, JSON.stringify(r.body))
            }
            assert.strictEqual(yield* balanceOf(s, account_id), 100)
            assert.strictEqual(yield* reportCount, before)
            const usage = yield* call(s.url, "POST", "/v1/credits/projections/usage-summary", {
              token: api_key,
              body: {}
            })
            assert.strictEqual(usage.body.total_calls, 0)
          })
      )

      it.effect("a 429 that clears on the retry: answered and charged once", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { s, account_id, api_key } = yield* funded
          fake.reset([{ status: 429 }, { content: JSON.stringify(modelReport) }])
          const r = yield* call(s.url, "POST", "/v1/social-observability/actions/analyze", {
            token: api_key,
            body: analyzeBody
          })
          assert.strictEqual(r.status, 200, JSON.stringify(r.body))
          assert.strictEqual(fake.requests.length, 2)
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - price("social-observability.analyze"))
        })
      )

      it.effect("extract and foresee: the model's answer, checked (meta counted, persons in order)", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { s, account_id, api_key } = yield* funded
          const profile = {
            prompt_block: "Answer billing questions directly.",
            profile: {
              ...engineProfile.profile,
              meta: { message_count: 999, channels: ["#nowhere"] },
              roles: engineProfile.profile.roles.map((r) => ({ ...r, evidence: [...r.evidence, "ghost"] }))
            }
          }
          fake.reset([{ content: JSON.stringify(profile) }])
          const e = yield* call(s.url, "POST", "/v1/social-learning/actions/extract", {
            token: api_key,
            body: { transcript: { messages } }
          })
          assert.strictEqual(e.status, 200, JSON.stringify(e.body))
          assert.strictEqual(e.body.prompt_block, "Answer billing questions directly.")
          assert.deepStrictEqual(e.body.profile.meta, { message_count: 5, channels: [] })
          for (const r of e.body.profile.roles) assert.notInclude(r.evidence, "ghost")

          const answer = {
            ...engineForesee,
            refined_reply: "Pro is billed monthly; yearly saves 20%.",
            refinement_rationale: "Answers the open question."
          }
          const missing = { ...answer, mental_state: [] }
          fake.reset([{ content: JSON.stringify(missing) }, { content: JSON.stringify(answer) }])
          const f = yield* call(s.url, "POST", "/v1/foresee/actions/foresee", {
            token: api_key,
            body: foreseeBody
          })
          assert.strictEqual(f.status, 200, JSON.stringify(f.body))
          assert.strictEqual(fake.requests.length, 2)
          assert.include(fake.requests[1].messages.at(-1).content, "one entry per subject")
          assert.strictEqual(f.body.refined_reply, answer.refined_reply)
          assert.deepStrictEqual(
            f.body.mental_state.map((m: any) => m.name),
            ["Sam"]
          )
          fake.reset([{ content: JSON.stringify(missing) }])
          const bad = yield* call(s.url, "POST", "/v1/foresee/actions/foresee", {
            token: api_key,
            body: foreseeBody
          })
          assert.strictEqual(bad.status, 502)
          assert.strictEqual(
            yield* balanceOf(s, account_id),
            100 - price("social-learning.extract") - price("foresee.foresee")
          )
        })
      )
    })
  })
}
