/**
 * Structured outputs against the fake OpenAI-compatible server on loopback: success, a
 * malformed answer repaired, malformed twice, a timeout, 500 and 429 (retried with back-off).
 * Time (timeouts, back-offs) runs on the TestClock.
 */
import { FetchHttpClient } from "@effect/platform"
import { assert, describe, layer } from "@effect/vitest"
import { Context, Duration, Effect, Either, Fiber, Layer, Option, Schema, TestClock } from "effect"
import { InvalidOutput, LanguageModel, makeOpenAi, schemaDecoder, UpstreamError } from "../src/index.js"
import { type FakeOpenAi, fakeOpenAi } from "../src/testing.js"

class Fake extends Context.Tag("Fake")<Fake, FakeOpenAi>() {}

const Answer = Schema.Struct({ city: Schema.String, population: Schema.Int })

const env = Layer.unwrapScoped(
  Effect.map(fakeOpenAi, (fake) =>
    Layer.merge(
      Layer.succeed(Fake, fake),
      Layer.effect(
        LanguageModel,
        makeOpenAi({
          baseUrl: fake.baseUrl,
          apiKey: Option.none(),
          model: "fake",
          timeout: "1 second",
          retries: 2,
          retryBase: "100 millis"
        })
      ).pipe(Layer.provide(FetchHttpClient.layer))
    )
  )
)

/** Runs `effect`, advancing the TestClock while letting loopback I/O progress. */
const drive = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.fork(effect)
    while ((yield* Fiber.poll(fiber))._tag === "None") {
      yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
      yield* TestClock.adjust("50 millis")
    }
    return yield* Fiber.join(fiber)
  })

const ask = Effect.flatMap(LanguageModel, (llm) =>
  llm.generate({
    messages: [
      { role: "system", content: "answer in JSON" },
      { role: "user", content: "largest city?" }
    ],
    decode: schemaDecoder(Answer)
  })
)

layer(env)("structured outputs", (it) => {
  it.effect("decodes a valid answer in one call, in JSON mode", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ content: '{"city":"Tokyo","population":37000000}' }])
      const r = yield* drive(ask)
      assert.deepStrictEqual(r.value, { city: "Tokyo", population: 37_000_000 })
      assert.isFalse(r.repaired)
      assert.strictEqual(fake.requests.length, 1)
      assert.deepStrictEqual(fake.requests[0].response_format, { type: "json_object" })
    })
  )

  it.effect("repairs a malformed answer once, showing the model its answer and the problem", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([
        { content: '{"city":"Tokyo","population":"many"}' },
        { content: '{"city":"Tokyo","population":5}' }
      ])
      const r = yield* drive(ask)
      assert.deepStrictEqual(r.value, { city: "Tokyo", population: 5 })
      assert.isTrue(r.repaired)
      assert.strictEqual(fake.requests.length, 2)
      const second = fake.requests[1].messages
      assert.deepStrictEqual(
        second.map((m: { role: string }) => m.role),
        ["system", "user", "assistant", "user"]
      )
      assert.strictEqual(second[2].content, '{"city":"Tokyo","population":"many"}')
      assert.include(second[3].content, "population")
      assert.include(second[3].content, `Expected number, actual "many"`)
    })
  )

  it.effect("fails InvalidOutput when the repair is malformed too (two calls, no more)", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ content: "I'd rather not." }])
      const e = yield* Effect.flip(drive(ask))
      assert.instanceOf(e, InvalidOutput)
      assert.include((e as InvalidOutput).problem, "not a JSON object")
      assert.strictEqual(fake.requests.length, 2)
    })
  )

  it.effect("times out each attempt, retries, then fails timeout (no real waiting)", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ hang: true }])
      const start = yield* TestClock.currentTimeMillis
      const e = yield* Effect.flip(drive(ask))
      assert.instanceOf(e, UpstreamError)
      assert.strictEqual((e as UpstreamError).reason, "timeout")
      assert.strictEqual((e as UpstreamError).summary, "The generation provider did not answer in time.")
      assert.strictEqual(fake.requests.length, 3, "first attempt and two retries")
      const elapsed = (yield* TestClock.currentTimeMillis) - start
      // 3 timeouts of 1 s and back-offs of 100 ms and 200 ms.
      assert.isAtLeast(elapsed, Duration.toMillis("3300 millis"))
    })
  )

  it.effect("retries a 500, then fails bad_status without the provider's words in the summary", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ status: 500, body: "secret internal stack" }])
      const e = yield* Effect.flip(drive(ask))
      assert.instanceOf(e, UpstreamError)
      const u = e as UpstreamError
      assert.strictEqual(u.reason, "bad_status")
      assert.strictEqual(u.status, 500)
      assert.include(u.detail, "secret internal stack", "kept for the log")
      assert.notInclude(u.summary, "secret")
      assert.strictEqual(u.summary, "The generation provider failed (HTTP 500).")
      assert.strictEqual(fake.requests.length, 3)
    })
  )

  it.effect("retries a 429 with back-off and succeeds when the provider recovers", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ status: 429 }, { status: 429 }, { content: '{"city":"Lagos","population":15000000}' }])
      const start = yield* TestClock.currentTimeMillis
      const r = yield* drive(ask)
      assert.strictEqual(r.value.city, "Lagos")
      assert.strictEqual(fake.requests.length, 3)
      assert.isAtLeast((yield* TestClock.currentTimeMillis) - start, 300, "backed off 100 then 200 ms")
    })
  )

  it.effect("does not retry another 4xx", () =>
    Effect.gen(function* () {
      const fake = yield* Fake
      fake.reset([{ status: 401 }])
      const e = yield* Effect.flip(drive(ask))
      assert.strictEqual((e as UpstreamError).status, 401)
      assert.strictEqual(fake.requests.length, 1)
    })
  )
})

describe("schemaDecoder", () => {
  layer(Layer.empty)((it) => {
    it.effect("reads JSON inside a code fence and reports schema problems", () =>
      Effect.sync(() => {
        const d = schemaDecoder(Answer)
        assert.deepStrictEqual(
          d('```json\n{"city":"Oslo","population":1}\n```'),
          Either.right({ city: "Oslo", population: 1 })
        )
        const bad = d('{"city":1,"population":1}')
        assert.strictEqual(bad._tag, "Left")
      })
    )
  })
})
