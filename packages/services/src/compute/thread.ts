/**
 * Entry point of a compute worker thread: answers each {@link Task} with its result. Loaded
 * by `Compute.layerThreads` through `new Worker(...)`; never imported by the main thread.
 */
import { WorkerRunner } from "@effect/platform"
import { NodeRuntime, NodeWorkerRunner } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { compute, type Task } from "./Tasks.js"

WorkerRunner.layer((task: Task) => Effect.sync(() => compute(task))).pipe(
  Layer.provide(NodeWorkerRunner.layer),
  WorkerRunner.launch,
  NodeRuntime.runMain
)
