/**
 * Conversation analysis through the service (extract, analyze, foresee), on PGlite, beside the
 * engine alone measured in the same run (the baseline: `@cis/insight` called in place):
 *   1. median wall time per call on a 250-message transcript (26 speakers), engine alone and
 *      through `Analysis` (checks, hold, the engine on the compute thread, the report stored
 *      and charged), with the ratio;
 *   2. the model path's own cost with a provider that answers at once (the loopback fake
 *      replaying the engine's report): grounding, prompt, decoding and checking; a real model
 *      adds its 40-60 s;
 *   3. the event loop while a 5,000-message analyze runs: worst lateness of a 10 ms timer with
 *      the engine on the compute thread against the engine in place.
 * `BENCH_QUICK=1` runs fewer repeats.
 */

import { Foresee as ForeseeContract, SocialLearning, SocialObservability } from "@cis/contract"
import { layerPglite } from "@cis/db"
import { Analyze, Extract, Foresee } from "@cis/insight"
import { type LanguageModel, layerOffline, layerOpenAi } from "@cis/llm"
import { fakeOpenAi } from "@cis/llm/testing"
import { Effect, Either, Fiber, Layer, ManagedRuntime, Option, Schema } from "effect"
import { Accounts, Analysis, Billing, Compute, ServiceConfig } from "../src/index.js"

const repeats = process.env.BENCH_QUICK ? 8 : 25

const lines: ReadonlyArray<readonly [boolean, string]> = [
  [false, "hi, my invoice shows a double charge for March"],
  [true, "Sorry about that! Which invoice number is it?"],
  [false, "INV-2231. can you refund it today?"],
  [true, "Done: the duplicate charge on INV-2231 is refunded today."],
  [false, "great, thanks a lot!"],
  [false, "lol the same thing happened to me last week"],
  [false, "is the pro plan billed monthly or yearly?"],
  [true, "Welcome to Acme! We have many great plans for every team."],
  [false, "ok but monthly or yearly??"],
  [false, "honestly I'm so tired today, my boss yelled at me again"],
  [true, "That sounds rough, I'm sorry. Want to take the billing bit later?"],
  [false, "nah it's fine, thanks for asking 🙂"],
  [false, "anyone know if the API has rate limits?"],
  [true, "Yes: 600 requests per minute per key by default."],
  [false, "this is still broken, third time I'm asking"],
  [true, "I hear you. Let me escalate this to a human right now."]
]

const transcript = (n: number) =>
  Array.from({ length: n }, (_, k) => {
    const [agent, text] = lines[k % lines.length]!
    return {
      id: `m${k}`,
      speaker: agent ? "Agent" : `Person${k % 25}`,
      text,
      timestamp: new Date(1_700_000_000_000 + k * 20_000).toISOString()
    }
  })

const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const timeSync = (f: () => unknown) => {
  for (let i = 0; i < 3; i++) f()
  const xs: Array<number> = []
  for (let i = 0; i < repeats; i++) {
    const t = performance.now()
    f()
    xs.push(performance.now() - t)
  }
  return median(xs)
}

const timeAsync = async (f: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await f()
  const xs: Array<number> = []
  for (let i = 0; i < repeats; i++) {
    const t = performance.now()
    await f()
    xs.push(performance.now() - t)
  }
  return median(xs)
}

/** Requests decoded with the contract's schemas, as the HTTP edge does. */
const analyzeRequest = (ms: ReturnType<typeof transcript>) =>
  Schema.decodeUnknownSync(SocialObservability.AnalyzeRequest)({
    transcript: { messages: ms },
    agent_name: "Agent"
  })

const messages = transcript(250)
const turns = messages.map(({ speaker, text }) => ({ speaker, text }))
const draft = "Welcome to Acme! We have many great plans for every team."

const engine = {
  analyze: timeSync(() => Analyze.analyze(messages, { agentName: "Agent" })),
  extract: timeSync(() => Extract.extract(messages)),
  foresee: timeSync(() => Foresee.foresee({ transcript: turns, candidateReply: draft, agentName: "Agent" }))
}

/** Accounts, billing and analysis over a fresh in-memory PGlite, with the given Analyst and compute. */
const runtime = (
  analyst: Layer.Layer<Analysis.Analyst.Analyst, never, Compute.Compute | LanguageModel>,
  llm: Layer.Layer<LanguageModel>,
  compute: Layer.Layer<Compute.Compute>
) =>
  ManagedRuntime.make(
    Layer.mergeAll(Accounts.layer, Analysis.layer).pipe(
      Layer.provideMerge(Billing.layer),
      Layer.provideMerge(analyst),
      Layer.provideMerge(
        Layer.mergeAll(layerPglite(), llm, ServiceConfig.layerWith({ initialCredits: 1_000_000_000 }))
      ),
      Layer.provideMerge(compute)
    )
  )

const main = async () => {
  console.log(
    `transcript: ${messages.length} messages, ${new Set(messages.map((m) => m.speaker)).size} speakers; median of ${repeats}`
  )
  const rt = runtime(Analysis.Analyst.layerOffline, layerOffline, Compute.layerThreads(1))
  const { account_id } = await rt.runPromise(
    Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("bench"))
  )
  const analysis = await rt.runPromise(Analysis.Analysis)
  const via = {
    analyze: await timeAsync(() => rt.runPromise(analysis.analyze(account_id, analyzeRequest(messages)))),
    extract: await timeAsync(() =>
      rt.runPromise(
        analysis.extract(
          account_id,
          Schema.decodeUnknownSync(SocialLearning.ExtractRequest)({ transcript: { messages } })
        )
      )
    ),
    foresee: await timeAsync(() =>
      rt.runPromise(
        analysis.foresee(
          account_id,
          Schema.decodeUnknownSync(ForeseeContract.ForeseeRequest)({
            transcript: turns,
            candidate_reply: draft,
            agent_name: "Agent"
          })
        )
      )
    )
  }
  for (const k of ["analyze", "extract", "foresee"] as const)
    console.log(
      `${k.padEnd(8)} engine alone ${engine[k].toFixed(1).padStart(6)} ms   through the service (pool, billed${k === "analyze" ? ", stored" : ""}) ${via[k].toFixed(1).padStart(6)} ms   ratio ${(via[k] / engine[k]).toFixed(2)}x   target < 50 ms`
    )
  await rt.dispose()

  // 2. the model path with a provider that answers at once.
  const report = Either.getOrThrow(Analyze.analyze(messages, { agentName: "Agent" }))
  await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const fake = yield* fakeOpenAi
        fake.reset([{ content: JSON.stringify(report) }])
        const m = runtime(
          Analysis.Analyst.layerModel,
          layerOpenAi({ baseUrl: fake.baseUrl, apiKey: Option.none(), model: "fake", timeout: "30 seconds" }),
          Compute.layerThreads(1)
        )
        const acc = yield* Effect.promise(() =>
          m.runPromise(Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("bench-model")))
        )
        const a = yield* Effect.promise(() => m.runPromise(Analysis.Analysis))
        const ms = yield* Effect.promise(() =>
          timeAsync(() => m.runPromise(a.analyze(acc.account_id, analyzeRequest(messages))))
        )
        const bytes = JSON.stringify(fake.requests[0]).length
        console.log(
          `analyze, model path with an instant provider: ${ms.toFixed(1)} ms (prompt ${Math.round(bytes / 1024)} KiB), ratio to the offline service ${(ms / via.analyze).toFixed(2)}x; a real model adds 40-60 s`
        )
        yield* Effect.promise(() => m.dispose())
      })
    )
  )

  // 3. the event loop during a 5,000-message analyze.
  const big = transcript(5_000)
  const lateness = async (compute: Layer.Layer<Compute.Compute>) => {
    const r = runtime(Analysis.Analyst.layerOffline, layerOffline, compute)
    const acc = await r.runPromise(Effect.flatMap(Accounts.Accounts, (a) => a.createAccount("bench-loop")))
    const a = await r.runPromise(Analysis.Analysis)
    const request = analyzeRequest(big)
    const call = () => a.analyze(acc.account_id, request)
    await r.runPromise(call()) // warm (thread start, JIT)
    const out = await r.runPromise(
      Effect.gen(function* () {
        const t0 = performance.now()
        const work = yield* Effect.fork(call())
        let worst = 0
        while (work.unsafePoll() === null) {
          const before = performance.now()
          yield* Effect.promise(() => new Promise((res) => setTimeout(res, 10)))
          worst = Math.max(worst, performance.now() - before - 10)
        }
        yield* Fiber.join(work)
        return { worst, took: performance.now() - t0 }
      })
    )
    await r.dispose()
    return out
  }
  const pool = await lateness(Compute.layerThreads(1))
  const inPlace = await lateness(Compute.layerInline)
  console.log(
    `5,000-message analyze: ${pool.took.toFixed(0)} ms on the compute thread, worst timer lateness ${pool.worst.toFixed(1)} ms; in place ${inPlace.took.toFixed(0)} ms, worst lateness ${inPlace.worst.toFixed(1)} ms (ratio ${(inPlace.worst / Math.max(pool.worst, 0.1)).toFixed(0)}x)`
  )
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
