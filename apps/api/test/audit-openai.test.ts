/**
 * The audit with the `openai` provider, end to end over HTTP against a fake OpenAI-compatible
 * server on loopback: the report, the read and the verdicts come from the model, checked by
 * code (one verdict per agent turn, rewrites only of risky turns and split by the pacing
 * splitter, minds and facts only for people in the chat, facts only when their own messages
 * support them); an unusable answer is repaired once; a provider that keeps failing fails the
 * run after its retries with the launch not charged.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { pollRun, post, whatsapp } from "./audit-support.js"
import { balanceReaching, Fake, grant, newAccount, price, serverWithFake, TestServer } from "./support.js"

const rewrite =
  "Sorry Dana, a double charge is on us. I can see March was billed twice on your pro plan.\n\nI've refunded the second charge; you'll see it in 3-5 days."

type Section = "report" | "read" | "verdicts"

/** Which section a request to the model is for, from its system prompt. */
const sectionOf = (request: any): Section => {
  const system = String(request.messages[0].content)
  if (system.startsWith("You read a chat")) return "read"
  if (system.startsWith("You judge each turn")) return "verdicts"
  return "report"
}

const userContent = (request: any) => JSON.parse(String(request.messages[1].content))

/** Good answers, built from what the request carries (its grounding, people and turns). */
const good = {
  report: (request: any) => ({
    content: JSON.stringify({
      ...userContent(request).offline_reading,
      summary: "MODEL: Dana asked about a double charge twice and got a welcome banner; she is leaving."
    })
  }),
  read: (request: any) => {
    const u = userContent(request)
    return {
      content: JSON.stringify({
        prompt_block: "MODEL: answer billing questions first, briefly, by name.",
        portrait: {
          ...u.offline_reading.portrait,
          summary: "MODEL: a customer and a friend, short messages."
        },
        mental_state: [
          ...u.people.map((name: string) => ({
            name,
            beliefs: ["the bot does not read"],
            goals: ["a refund"],
            emotions: [{ type: "frustration", intensity: 1.7 }]
          })),
          { name: "Acme Bot", beliefs: [], goals: [], emotions: [] }
        ],
        profiles: [
          { name: "Dana Kim", facts: ["I'm on the pro plan", "I live in Paris and work as a pilot"] },
          { name: "Acme Bot", facts: ["We have many great plans"] }
        ]
      })
    }
  },
  verdicts: (request: any) => {
    const turns: Array<{ index: number }> = userContent(request).agent_turns
    return {
      content: JSON.stringify({
        verdicts: turns.map((t, k) =>
          k === 0
            ? {
                index: t.index,
                risk: "medium",
                summary: "MODEL: ignores the double charge",
                predicted_message: "that's not what I asked",
                rewrite,
                rewrite_risk: "low"
              }
            : {
                index: t.index,
                risk: "high",
                summary: "MODEL: repeats the banner",
                predicted_message: "(no reply)",
                rewrite: "Sorry Dana, I repeated myself. Let me fix the double charge now.",
                rewrite_risk: "low"
              }
        )
      })
    }
  }
}

const route =
  (answers: Partial<Record<Section, (request: any, nth: number) => any>>) =>
  (counts: Record<Section, number>) =>
  (request: any) => {
    const section = sectionOf(request)
    counts[section]++
    return (answers[section] ?? good[section])(request, counts[section])
  }

/** Verdicts answered as `broken(good answer)` the first time, well after (the repair round). */
const brokenOnce = (broken: (answer: any) => unknown) => (request: any, nth: number) =>
  nth > 1
    ? good.verdicts(request)
    : { content: JSON.stringify(broken(JSON.parse(good.verdicts(request).content))) }

/** A funded account with a prepared and launched run. */
const launchedRun = Effect.gen(function* () {
  const s = yield* TestServer
  const { account_id, api_key } = yield* newAccount(s)
  yield* grant(s, account_id, 100)
  const prepared = yield* post(s, "actions/audit_prepare", api_key, { raw_text: whatsapp })
  assert.strictEqual(prepared.status, 200, JSON.stringify(prepared.body))
  const launched = yield* post(s, "actions/audit_launch", api_key, {
    run_id: prepared.body.run_id,
    agent_name: "Acme Bot"
  })
  assert.strictEqual(launched.status, 200, JSON.stringify(launched.body))
  return { s, account_id, api_key, runId: prepared.body.run_id as string }
})

const afterBoth =
  100 - price("social-observability.audit_prepare") - price("social-observability.audit_launch")
const afterPrepare = 100 - price("social-observability.audit_prepare")

for (const target of targets()) {
  describe(target.name, () => {
    layer(
      serverWithFake(target.layer, {
        initialCredits: 0,
        worker: true,
        llm: { timeout: 400, retries: 1, retryBase: 10 }
      }),
      { excludeTestServices: true, timeout: 120_000 }
    )("audit with the openai provider", (it) => {
      it.effect("the model writes report, read and verdicts; code checks them; billed once", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const counts = { report: 0, read: 0, verdicts: 0 }
          fake.reset([{ reply: route({})(counts) }])
          const { s, account_id, api_key, runId } = yield* launchedRun
          const run = yield* pollRun(
            s,
            api_key,
            runId,
            (r) => r.status === "completed" && r.replies.length > 0
          )
          assert.deepStrictEqual(counts, { report: 1, read: 1, verdicts: 1 })

          assert.match(run.report.summary, /^MODEL:/)
          assert.match(run.read.prompt_block, /^MODEL:/)
          // Minds of the people only (the agent's entry dropped), intensities clamped.
          assert.deepStrictEqual(
            run.read.mental_state.map((m: any) => m.name),
            ["Dana Kim", "Lee"]
          )
          assert.strictEqual(run.read.mental_state[0].emotions[0].intensity, 1)
          // Facts only for people, and only those their own messages support.
          assert.deepStrictEqual(run.read.profiles, [
            { name: "Dana Kim", facts: ["I'm on the pro plan"] },
            { name: "Lee", facts: [] }
          ])
          // One verdict per agent turn at the turn's index; rewrites of the risky ones, split.
          assert.deepStrictEqual(
            run.verdicts.map((v: any) => [v.index, v.risk]),
            [
              [1, "medium"],
              [3, "high"]
            ]
          )
          assert.match(run.verdicts[0].summary, /^MODEL:/)
          assert.deepStrictEqual(
            run.replies.map((r: any) => r.index),
            [1, 3]
          )
          const first = run.replies[0]
          assert.strictEqual(first.reply, rewrite)
          assert.isAbove(first.messages.length, 1, "the rewrite is split as a person would send it")
          assert.strictEqual(first.messages.join(" ").replace(/\s+/g, " "), rewrite.replace(/\s+/g, " "))
          assert.strictEqual(yield* balanceReaching(s, account_id, afterBoth), afterBoth)
        })
      )

      it.effect("verdicts that miss a turn are repaired once with the problem shown", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const counts = { report: 0, read: 0, verdicts: 0 }
          fake.reset([
            { reply: route({ verdicts: brokenOnce((a) => ({ verdicts: a.verdicts.slice(0, 1) })) })(counts) }
          ])
          const { s, account_id, api_key, runId } = yield* launchedRun
          const run = yield* pollRun(
            s,
            api_key,
            runId,
            (r) => r.status === "completed" && r.replies.length > 0
          )
          assert.strictEqual(counts.verdicts, 2)
          const repair = fake.requests.filter((r) => sectionOf(r) === "verdicts").at(-1)
          assert.match(JSON.stringify(repair.messages.at(-1)), /exactly one entry per agent turn/)
          assert.strictEqual(run.verdicts.length, 2)
          assert.strictEqual(yield* balanceReaching(s, account_id, afterBoth), afterBoth)
        })
      )

      it.effect("a medium verdict without a rewrite is not accepted as is", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const counts = { report: 0, read: 0, verdicts: 0 }
          fake.reset([
            {
              reply: route({
                verdicts: brokenOnce((a) => ({
                  verdicts: a.verdicts.map((v: any, k: number) => (k === 0 ? { ...v, rewrite: null } : v))
                }))
              })(counts)
            }
          ])
          const { s, api_key, runId } = yield* launchedRun
          const run = yield* pollRun(
            s,
            api_key,
            runId,
            (r) => r.status === "completed" && r.replies.length > 0
          )
          assert.strictEqual(counts.verdicts, 2)
          assert.strictEqual(run.replies[0].reply, rewrite)
        })
      )

      for (const [name, answer] of [
        ["a model that answers nonsense twice on every attempt", { content: "not json at all" }],
        ["a provider answering 500", { status: 500 }],
        ["a provider answering 429", { status: 429 }],
        ["a provider that never answers (timeout)", { hang: true }]
      ] as const) {
        it.effect(`${name}: the run fails after its retries; the launch is not charged`, () =>
          Effect.gen(function* () {
            const fake = yield* Fake
            fake.reset([answer])
            const { s, account_id, api_key, runId } = yield* launchedRun
            const run = yield* pollRun(s, api_key, runId, (r) => r.status === "failed")
            assert.match(run.error, /nothing was billed/)
            assert.isNull(run.report)
            assert.isAbove(fake.requests.length, 1, "retried")
            assert.strictEqual(yield* balanceReaching(s, account_id, afterPrepare), afterPrepare)
          })
        )
      }
    })
  })
}
