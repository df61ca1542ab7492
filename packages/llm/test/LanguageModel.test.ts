import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { FetchHttpClient } from "@effect/platform"
import { assert, describe, it } from "@effect/vitest"
import { type Duration, Effect, Exit, Fiber, Option, TestClock } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll } from "vitest"
import {
  LanguageModel,
  makeOpenAi,
  type OpenAiOptions,
  offline,
  offlineAnswer,
  offlineNotice,
  type UpstreamError
} from "../src/index.js"

/** An OpenAI-compatible client over fetch. */
const openAi = (options: OpenAiOptions) =>
  new Proxy({} as { complete: (r: any) => Effect.Effect<any, UpstreamError> }, {
    get: (_, method: "complete") => (request: any) =>
      Effect.flatMap(makeOpenAi(options), (c) => c[method](request)).pipe(
        Effect.provide(FetchHttpClient.layer)
      )
  })

/**
 * Runs `effect` while advancing the TestClock in steps, letting real I/O (the loopback fake)
 * progress between steps: timeouts and back-offs take no real time.
 */
export const drive = <A, E>(effect: Effect.Effect<A, E>, step: Duration.DurationInput = "50 millis") =>
  Effect.gen(function* () {
    const fiber = yield* Effect.fork(effect)
    while ((yield* Fiber.poll(fiber))._tag === "None") {
      yield* Effect.promise(() => new Promise((r) => setImmediate(r)))
      yield* TestClock.adjust(step)
    }
    return yield* Fiber.join(fiber)
  })

/** A fake OpenAI-compatible server on loopback; its behaviour is chosen per request. */
let server: Server
let base = ""
let mode: "ok" | "500" | "400" | "garbage" | "slow" | "flaky" = "ok"
let hits = 0
let lastBody: any
let lastAuth: string | undefined
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", () => {
      hits++
      lastBody = JSON.parse(body)
      lastAuth = req.headers.authorization
      const answer = () => {
        res.writeHead(200, { "content-type": "application/json" })
        res.end(
          JSON.stringify({
            choices: [
              { message: { role: "assistant", content: `echo: ${lastBody.messages.at(-1).content}` } }
            ]
          })
        )
      }
      if (mode === "ok") return answer()
      if (mode === "flaky") {
        if (hits % 2 === 1) {
          res.writeHead(503)
          return res.end("busy")
        }
        return answer()
      }
      if (mode === "400") {
        res.writeHead(400)
        return res.end("bad request")
      }
      if (mode === "500") {
        res.writeHead(500)
        return res.end("boom")
      }
      if (mode === "garbage") {
        res.writeHead(200, { "content-type": "application/json" })
        return res.end(JSON.stringify({ nope: true }))
      }
      setTimeout(answer, 2000)
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const provider = (timeout = 1000) => openAi({ baseUrl: base, apiKey: Option.none(), model: "m1", timeout })

describe("offline", () => {
  it("is deterministic and says open prompts need a provider", () => {
    // Arithmetic agrees with JavaScript's for any small integers.
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.constantFrom("+", "-", "*"),
        (a, b, op) => {
          const expected = op === "+" ? a + b : op === "-" ? a - b : a * b
          return offlineAnswer(`what is ${a} ${op} ${b}?`) === `${a} ${op} ${b} = ${expected}`
        }
      )
    )
    // The answer ignores case, punctuation and spacing; an open prompt always gets the notice.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ,.!") }), (p) => {
        const a = offlineAnswer(p)
        assert.strictEqual(offlineAnswer(`  ${p.toUpperCase().replace(/,/g, " ")}!! `), a)
        assert.isTrue(a.includes(offlineNotice) || a.startsWith("pong"), a)
      })
    )
    assert.include(offlineAnswer("Write me a poem about the sea"), "CIS_LLM_PROVIDER=openai")
    assert.strictEqual(offlineAnswer("what is 2 + 3?"), "2 + 3 = 5")
    assert.strictEqual(offlineAnswer("7 / 0"), "That has no finite answer (division by zero).")
    assert.include(offlineAnswer("hello there"), offlineNotice)
  })

  it.effect("answers through the service", () =>
    Effect.gen(function* () {
      const r = yield* offline.complete({ messages: [{ role: "user", content: "help" }] })
      assert.strictEqual(r.provider, "offline")
      assert.include(r.text, "Conversation Intelligence Service")
    }).pipe(Effect.provideService(LanguageModel, offline))
  )
})

describe("openai-compatible", () => {
  it.live("calls chat/completions and returns the content", () =>
    Effect.gen(function* () {
      mode = "ok"
      const r = yield* provider().complete({ messages: [{ role: "user", content: "hi" }], json: true })
      assert.strictEqual(r.text, "echo: hi")
      assert.strictEqual(lastBody.model, "m1")
      assert.deepStrictEqual(lastBody.response_format, { type: "json_object" })
      assert.isUndefined(lastAuth)
    })
  )

  it.live("retries once on a 5xx", () =>
    Effect.gen(function* () {
      mode = "flaky"
      hits = 0
      const r = yield* provider().complete({ messages: [{ role: "user", content: "x" }] })
      assert.strictEqual(r.text, "echo: x")
      assert.strictEqual(hits, 2)
    })
  )

  for (const [m, reason] of [
    ["500", "bad_status"],
    ["garbage", "bad_response"],
    ["slow", "timeout"]
  ] as const) {
    it.effect(`fails with ${reason} when the server answers ${m}`, () =>
      Effect.gen(function* () {
        mode = m
        const r = yield* Effect.exit(
          drive(provider(300).complete({ messages: [{ role: "user", content: "x" }] }))
        )
        assert.isTrue(Exit.isFailure(r))
        if (Exit.isFailure(r) && r.cause._tag === "Fail")
          assert.strictEqual((r.cause.error as UpstreamError).reason, reason)
        else assert.fail("expected a typed failure")
      })
    )
  }

  it.live("does not retry a 4xx, and retries a 5xx once", () =>
    Effect.gen(function* () {
      mode = "400"
      hits = 0
      const e = yield* Effect.flip(provider().complete({ messages: [{ role: "user", content: "x" }] }))
      assert.strictEqual(e.status, 400)
      assert.strictEqual(hits, 1)
      mode = "500"
      hits = 0
      yield* Effect.flip(provider().complete({ messages: [{ role: "user", content: "x" }] }))
      assert.strictEqual(hits, 2)
    })
  )

  it.live("fails as unreachable when nothing listens", () =>
    Effect.gen(function* () {
      const p = openAi({
        baseUrl: "http://127.0.0.1:9/v1",
        apiKey: Option.none(),
        model: "m",
        timeout: 1000,
        retries: 0
      })
      const r = yield* Effect.flip(p.complete({ messages: [{ role: "user", content: "x" }] }))
      assert.strictEqual(r.reason, "unreachable")
    })
  )
})
