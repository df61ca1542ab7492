/**
 * Entry point of a compute worker thread: answers each {@link Task} with its result. Loaded
 * by `Compute.layerThreads` through `new Worker(...)`; never imported by the main thread.
 */
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { WorkerRunner } from "@effect/platform"
import { NodeRuntime, NodeWorkerRunner } from "@effect/platform-node"
import { Effect, Layer, Stream } from "effect"
import {
  compute,
  type GenerateMessage,
  type GenerateTask,
  generate,
  type Results,
  type Task
} from "./Tasks.js"

type Output = Results[Task["_tag"]] | GenerateMessage

/**
 * Lowers this thread's scheduling priority (Linux `nice` 10 for the thread alone, found
 * through `/proc/thread-self`): when the cores are busy, the thread that serves requests is
 * scheduled before long computations, which still get every idle cycle. Elsewhere, or when the
 * system refuses, the thread keeps the normal priority.
 */
const lowerPriority = () => {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop())
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10)
  } catch {
    // Not Linux, or not permitted: the normal priority.
  }
}
lowerPriority()

WorkerRunner.layer((task: Task | GenerateTask): Stream.Stream<Output> | Effect.Effect<Output> =>
  task._tag === "Generate"
    ? Stream.suspend(() => Stream.fromIteratorSucceed(generate(task), 1))
    : Effect.sync(() => compute(task))
).pipe(Layer.provide(NodeWorkerRunner.layer), WorkerRunner.launch, NodeRuntime.runMain)
