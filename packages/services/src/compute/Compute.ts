/**
 * CPU-heavy work off the event loop that serves requests (issue 7: one 60,000-persona
 * validate froze `whoami` for seconds). `Compute.run(task)` sends the task to a pool of
 * worker threads (`@effect/platform`'s worker pool over `node:worker_threads`) and waits
 * without blocking; the main thread keeps answering requests meanwhile.
 *
 * The threads run TypeScript sources through the same loader as the process (`tsx`): the
 * workspace ships no build step. `layerInline` computes in the calling thread (tests of
 * other services that do not care where the work runs).
 */
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import { Worker as NodeWorker } from "node:worker_threads"
import { Worker } from "@effect/platform"
import { NodeWorker as PlatformNodeWorker } from "@effect/platform-node"
import { Context, Effect, Layer, Scope, Stream } from "effect"
import {
  compute,
  type GenerateMessage,
  type GenerateTask,
  generate,
  type Results,
  type Task
} from "./Tasks.js"

export interface ComputeService {
  /** Runs `task` on a compute thread; a thread that crashed is a defect of this call only. */
  readonly run: <T extends Task>(task: T) => Effect.Effect<Results[T["_tag"]]>
  /**
   * Generates a population on a compute thread: its progress after each chunk, then `Done` (or
   * `Failed`); the calling thread only receives the messages.
   */
  readonly generate: (task: GenerateTask) => Stream.Stream<GenerateMessage>
}

type Message = Task | GenerateTask
type Output = Results[Task["_tag"]] | GenerateMessage

export class Compute extends Context.Tag("@cis/services/Compute")<Compute, ComputeService>() {}

const threadUrl = new URL(`./thread${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url)

/** The loader flags the threads need to run TypeScript sources (none when running built code). */
const loaderArgv = (): Array<string> => {
  if (!import.meta.url.endsWith(".ts") || process.execArgv.some((a) => a.includes("tsx"))) return []
  return ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href]
}

/**
 * A pool of at most `size` compute threads (default 1: the API process keeps its other core),
 * created on first use (a process that never validates never starts a thread; the pool's own
 * constructor would start one at once) and closed with the layer.
 */
export const layerThreads = (size = 1): Layer.Layer<Compute> =>
  Layer.scoped(
    Compute,
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const context = yield* Effect.context<Worker.WorkerManager | Worker.Spawner>()
      const pool = yield* Effect.cached(
        Worker.makePool<Message, Output, never>({ size }).pipe(
          Scope.extend(scope),
          Effect.provide(context),
          Effect.orDie
        )
      )
      return {
        run: <T extends Task>(task: T) =>
          pool.pipe(
            Effect.flatMap((p) => p.executeEffect(task)),
            Effect.orDie,
            Effect.withSpan("Compute.run", { attributes: { task: task._tag } })
          ) as Effect.Effect<Results[T["_tag"]]>,
        generate: (task: GenerateTask) =>
          Stream.unwrap(
            Effect.map(pool, (p) => p.execute(task) as Stream.Stream<GenerateMessage, unknown>)
          ).pipe(Stream.orDie, Stream.withSpan("Compute.generate", { attributes: { count: task.count } }))
      }
    })
  ).pipe(
    Layer.provide(
      PlatformNodeWorker.layer(
        () => new NodeWorker(threadUrl, { execArgv: [...process.execArgv, ...loaderArgv()] })
      )
    )
  )

/** Computes in the calling thread (no pool). */
export const layerInline: Layer.Layer<Compute> = Layer.succeed(Compute, {
  run: <T extends Task>(task: T) =>
    Effect.sync(() => compute(task) as Results[T["_tag"]]).pipe(
      Effect.withSpan("Compute.run", { attributes: { task: task._tag, inline: true } })
    ),
  generate: (task: GenerateTask) => Stream.suspend(() => Stream.fromIteratorSucceed(generate(task), 1))
})
