/**
 * respond with the `openai` provider and a `system_prompt`, against a fake OpenAI-compatible
 * server on loopback: the split pieces are lightly rewritten in the agent's voice; a rewrite
 * that is not light (a URL or number changed, most words gone) keeps that piece as written; a
 * wrong number of pieces is repaired once; a provider that fails, hangs or answers nonsense
 * leaves the reply's own words; never billed twice; no model call without a system prompt.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { balanceReaching, Fake, grant, newAccount, price, serverWithFake, TestServer } from "./support.js"
import { openThread, respond, submit } from "./turn-taking-support.js"

const pieces = [
  "Sure, I can help you with your order today.",
  "It left our warehouse and ships on Thursday 28.",
  "Track it at https://track.example/abc123 anytime."
]
const reply = pieces.join("\n\n")
const voiced = [
  "Ahoy, I can help you with your order today!",
  "Arr, it left our warehouse and ships on Thursday 28.",
  "Track it at https://track.example/abc123 anytime, matey."
]
const prompt = "You are Ava, the shop's cheerful pirate assistant."

/** A thread with a batch submitted; the epoch to respond to. */
const ready = Effect.gen(function* () {
  const s = yield* TestServer
  const { account_id, api_key } = yield* newAccount(s)
  yield* grant(s, account_id, 100)
  const opened = yield* openThread(s.url, api_key)
  const sent = yield* submit(s.url, api_key, {
    thread_id: opened.thread.id,
    messages: [{ sender: "Dana", content: "Ava, where is my order?" }],
    system_prompt: prompt
  })
  assert.strictEqual(sent.status, 200, JSON.stringify(sent.body))
  return { s, account_id, api_key, thread: opened.thread.id, epoch: sent.body.turn_epoch as number }
})

const billedOnce = (s: { url: string; admin: string }, accountId: string) =>
  Effect.gen(function* () {
    const expected = 100 - price("turn-taking.submit_messages") - price("turn-taking.respond")
    assert.strictEqual(yield* balanceReaching(s, accountId, expected), expected)
  })

/** respond with the reply and the agent's system prompt. */
const respondAs = (url: string, token: string, thread: string, epoch: number) =>
  respond(url, token, { thread_id: thread, content: reply, turn_epoch: epoch, system_prompt: prompt })

const contents = (body: any): Array<string> => body.scheduled.map((m: any) => m.content)

for (const target of targets()) {
  describe(target.name, () => {
    layer(
      serverWithFake(target.layer, { initialCredits: 0, llm: { timeout: 1000, retries: 0, retryBase: 10 } }),
      { excludeTestServices: true, timeout: 120_000 }
    )("respond in the agent's voice with the openai provider", (it) => {
      it.effect("each piece lightly rewritten in the agent's voice; billed once", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          fake.reset([{ content: JSON.stringify({ pieces: voiced }) }])
          const { s, account_id, api_key, thread, epoch } = yield* ready
          const r = yield* respondAs(s.url, api_key, thread, epoch)
          assert.strictEqual(r.status, 200, JSON.stringify(r.body))
          assert.deepStrictEqual(contents(r.body), voiced)
          // The model saw the system prompt and the split pieces.
          const asked = JSON.parse(fake.requests[0].messages[1].content)
          assert.deepStrictEqual(asked, { system_prompt: prompt, messages: pieces })
          yield* billedOnce(s, account_id)
        })
      )

      it.effect(
        "a rewrite that changes a URL or a number, or drops most words, keeps that piece as written",
        () =>
          Effect.gen(function* () {
            const fake = yield* Fake
            fake.reset([
              {
                content: JSON.stringify({
                  pieces: [
                    voiced[0],
                    "Arr, it left our warehouse and ships on Friday 29.",
                    "Track it at https://evil.example/abc123 anytime, matey."
                  ]
                })
              }
            ])
            const { s, api_key, thread, epoch } = yield* ready
            const r = yield* respondAs(s.url, api_key, thread, epoch)
            assert.deepStrictEqual(contents(r.body), [voiced[0], pieces[1], pieces[2]])
            fake.reset([{ content: JSON.stringify({ pieces: ["Arr!", voiced[1], voiced[2]] }) }])
            const again = yield* ready
            const r2 = yield* respondAs(again.s.url, again.api_key, again.thread, again.epoch)
            assert.deepStrictEqual(contents(r2.body), [pieces[0], voiced[1], voiced[2]])
          })
      )

      it.effect("a wrong number of pieces is repaired once", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          fake.reset([
            { content: JSON.stringify({ pieces: [voiced.join(" ")] }) },
            { content: JSON.stringify({ pieces: voiced }) }
          ])
          const { s, api_key, thread, epoch } = yield* ready
          const r = yield* respondAs(s.url, api_key, thread, epoch)
          assert.strictEqual(fake.requests.length, 2)
          assert.match(JSON.stringify(fake.requests[1].messages), /exactly 3 entries/)
          assert.deepStrictEqual(contents(r.body), voiced)
        })
      )

      for (const [name, answer] of [
        ["nonsense twice", { content: "not json" }],
        ["a provider answering 500", { status: 500 }],
        ["a provider that never answers (timeout)", { hang: true }]
      ] as const) {
        it.effect(`${name}: the reply's own words, answered and billed once`, () =>
          Effect.gen(function* () {
            const fake = yield* Fake
            fake.reset([answer])
            const { s, account_id, api_key, thread, epoch } = yield* ready
            const r = yield* respondAs(s.url, api_key, thread, epoch)
            assert.strictEqual(r.status, 200, JSON.stringify(r.body))
            assert.deepStrictEqual(contents(r.body), pieces)
            yield* billedOnce(s, account_id)
          })
        )
      }

      it.effect("without a system prompt the model is not asked", () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          fake.reset([{ content: JSON.stringify({ pieces: voiced }) }])
          const { s, api_key, thread, epoch } = yield* ready
          const r = yield* respond(s.url, api_key, { thread_id: thread, content: reply, turn_epoch: epoch })
          assert.deepStrictEqual(contents(r.body), pieces)
          assert.strictEqual(fake.requests.length, 0)
        })
      )
    })
  })
}
