/**
 * Entry point of a compute worker thread: answers each {@link Task} with its result. Loaded
 * by `Compute.layerThreads` through `new Worker(...)`; never imported by the main thread.
 */
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

WorkerRunner.layer((task: Task | GenerateTask): Stream.Stream<Output> | Effect.Effect<Output> =>
  task._tag === "Generate"
    ? Stream.suspend(() => Stream.fromIteratorSucceed(generate(task), 1))
    : Effect.sync(() => compute(task))
).pipe(Layer.provide(NodeWorkerRunner.layer), WorkerRunner.launch, NodeRuntime.runMain)
