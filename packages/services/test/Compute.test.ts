/**
 * CPU-heavy work runs on a worker thread: while a large evaluation computes, the calling
 * thread's event loop keeps turning (timers fire on time), and the thread's answer equals the
 * in-thread computation.
 */

import { Evaluate } from "@cis/persona-gates"
import { Generate } from "@cis/persona-writer"
import { assert, describe, it } from "@effect/vitest"
import { Chunk, Effect, Either, Fiber, Stream } from "effect"
import { Compute, layerInline, layerThreads } from "../src/compute/index.js"

const personas = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    persona_id: `p${i}`,
    fields: {
      name: `Person ${i}`,
      city: `City ${i % 97}`,
      age: String(20 + (i % 50)),
      bio: `likes ${i % 13} and ${i % 7}`
    },
    system_prompt: `You are person ${i}.`,
    markdown: `# Person ${i}`
  }))

describe("Compute", () => {
  it.live("a thread computes the same report as the calling thread", () =>
    Effect.gen(function* () {
      const input = personas(300)
      const compute = yield* Compute
      const report = yield* compute.run({ _tag: "Evaluate", personas: input })
      assert.deepStrictEqual(report, Evaluate.evaluate(input))
    }).pipe(Effect.provide(layerThreads(1)))
  )

  it.live(
    "the event loop keeps turning while a thread computes",
    () =>
      Effect.gen(function* () {
        const input = personas(6_000)
        const compute = yield* Compute
        const started = performance.now()
        const work = yield* Effect.fork(compute.run({ _tag: "Evaluate", personas: input }))
        // Sample timer lateness while the evaluation runs: a blocked loop would show seconds.
        let worst = 0
        let ticks = 0
        while (work.unsafePoll() === null) {
          const before = performance.now()
          yield* Effect.promise(() => new Promise((r) => setTimeout(r, 10)))
          worst = Math.max(worst, performance.now() - before - 10)
          ticks++
        }
        const report = yield* Fiber.join(work)
        const took = performance.now() - started
        assert.strictEqual(report.scorecards.length, 6_000)
        assert.isAbove(ticks, 3, `the loop turned ${ticks} times in ${took.toFixed(0)} ms`)
        assert.isBelow(worst, 500, `a 10 ms timer was ${worst.toFixed(0)} ms late`)
      }).pipe(Effect.provide(layerThreads(1))),
    120_000
  )

  it.live(
    "a population generated on a thread: progress per chunk, then the same population as in-thread",
    () =>
      Effect.gen(function* () {
        const compute = yield* Compute
        const task = {
          _tag: "Generate",
          prompt: "night-shift nurses in rural hospitals",
          count: 250,
          seed: "t"
        } as const
        const messages = Chunk.toReadonlyArray(yield* Stream.runCollect(compute.generate(task)))
        assert.deepStrictEqual(
          messages.slice(0, -1).map((m) => (m._tag === "Progress" ? m.produced : -1)),
          [100, 200, 250]
        )
        const last = messages[messages.length - 1]!
        assert.strictEqual(last._tag, "Done")
        const inThread = Generate.generate(task.prompt, { count: task.count, seed: task.seed })
        assert.deepStrictEqual(last._tag === "Done" ? last.generated : undefined, Either.getOrThrow(inThread))
        const failed = Chunk.toReadonlyArray(
          yield* Stream.runCollect(compute.generate({ ...task, prompt: "asdf qwerty zxcv" }))
        )
        assert.deepStrictEqual(
          failed.map((m) => m._tag),
          ["Failed"]
        )
      }).pipe(Effect.provide(layerThreads(1))),
    120_000
  )

  it.effect("inline computes in the calling thread", () =>
    Effect.gen(function* () {
      const input = personas(20)
      const report = yield* (yield* Compute).run({ _tag: "Evaluate", personas: input })
      assert.deepStrictEqual(report, Evaluate.evaluate(input))
    }).pipe(Effect.provide(layerInline))
  )
})
