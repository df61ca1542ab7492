/**
 * `pnpm bench` (services): a 1,000-persona population generated while the event loop serves
 * timers, inline (in the calling thread, as before) and on a compute thread (as the worker runs
 * it now). Printed: wall time, and the worst lateness of a 5 ms timer during the generation; the
 * ratio of the two lateness figures is measured in the same run.
 */
import { Effect, Fiber, Stream } from "effect"
import { Compute, layerInline, layerThreads } from "../src/compute/index.js"

const PROMPTS = ["night-shift nurses in rural hospitals", "Gen Z TikTok creators in Lagos"]

const measure = (prompt: string) =>
  Effect.gen(function* () {
    const compute = yield* Compute
    // warm-up (thread start, module load)
    yield* Stream.runDrain(compute.generate({ _tag: "Generate", prompt, count: 10, seed: "warm" }))
    const started = performance.now()
    const work = yield* Effect.fork(
      Stream.runDrain(compute.generate({ _tag: "Generate", prompt, count: 1000, seed: "bench" }))
    )
    let worst = 0
    while (work.unsafePoll() === null) {
      const before = performance.now()
      yield* Effect.promise(() => new Promise((r) => setTimeout(r, 5)))
      worst = Math.max(worst, performance.now() - before - 5)
    }
    yield* Fiber.join(work)
    return { wall: performance.now() - started, worst }
  })

const program = Effect.gen(function* () {
  for (const prompt of PROMPTS) {
    const inline = yield* measure(prompt).pipe(Effect.provide(layerInline))
    const thread = yield* measure(prompt).pipe(Effect.provide(layerThreads(1)))
    console.log(
      `${prompt.padEnd(44)} 1,000 personas  inline: ${inline.wall.toFixed(0).padStart(5)} ms, timer late by up to ${inline.worst.toFixed(0).padStart(4)} ms  |  thread: ${thread.wall.toFixed(0).padStart(5)} ms, timer late by up to ${thread.worst.toFixed(0).padStart(4)} ms  (lateness ratio ${(thread.worst / Math.max(inline.worst, 0.001)).toFixed(3)})`
    )
  }
})

Effect.runPromise(Effect.scoped(program)).then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
