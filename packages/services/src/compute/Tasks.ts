/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 *
 * - `Evaluate`: the gates' report of spec 2.6 (all pairs of up to the cap);
 * - `Generate` (streamed): a population's sampling, writing and spreading (`Generate.steps`),
 *   a `Progress` message after each chunk and one `Done` (or `Failed`) at the end;
 * - `Settle`: a population whose text was replaced (by a model) held to its own diversity gates
 *   again, with its diversity and marginals (`Generate.settle`).
 */
import type { Blueprint } from "@cis/blueprint"
import type { BlueprintView, Persona, Report } from "@cis/persona-gates"
import { Evaluate } from "@cis/persona-gates"
import { Generate } from "@cis/persona-writer"
import { Either } from "effect"

/** A task sent to a compute thread. */
export type Task =
  | {
      readonly _tag: "Evaluate"
      readonly personas: ReadonlyArray<Persona.PersonaInput>
      readonly blueprint?: BlueprintView.BlueprintView | undefined
    }
  | {
      readonly _tag: "Settle"
      readonly personas: ReadonlyArray<Persona.Persona>
      readonly blueprint: Blueprint.Blueprint
      readonly seed: string
    }

/** The streamed generation of a population. */
export interface GenerateTask {
  readonly _tag: "Generate"
  readonly prompt: string
  readonly count: number
  readonly seed: string
  readonly blueprint?: Blueprint.Blueprint | undefined
}

/** What a `Generate` task streams: progress, then the population or why there is none. */
export type GenerateMessage =
  | { readonly _tag: "Progress"; readonly produced: number; readonly total: number }
  | { readonly _tag: "Done"; readonly generated: Generate.Generated }
  | { readonly _tag: "Failed"; readonly error: string; readonly message: string }

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
  readonly Settle: Generate.Settled
}

/** Computes a task in the current thread. */
export const compute = <T extends Task>(task: T): Results[T["_tag"]] => {
  switch (task._tag) {
    case "Evaluate":
      return Evaluate.evaluate(task.personas, task.blueprint) as Results[T["_tag"]]
    case "Settle":
      return Generate.settle(task.personas, task.blueprint, task.seed) as Results[T["_tag"]]
  }
  throw new Error(`unknown task ${(task as Task)._tag}`)
}

/** The messages of a `Generate` task, computed lazily in the current thread. */
export function* generate(task: GenerateTask): Generator<GenerateMessage, void, void> {
  const steps = Generate.steps(task.prompt, {
    count: task.count,
    seed: task.seed,
    blueprint: task.blueprint
  })
  for (;;) {
    const step = steps.next()
    if (step.done !== true) {
      yield { _tag: "Progress", produced: step.value.produced, total: step.value.total }
      continue
    }
    yield Either.isRight(step.value)
      ? { _tag: "Done", generated: step.value.right }
      : { _tag: "Failed", error: step.value.left._tag, message: step.value.left.message }
    return
  }
}
