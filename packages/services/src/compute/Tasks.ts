/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 */
import { Analyze, Extract, Foresee, type Schemas as Insight, type Transcript } from "@cis/insight"
import type { BlueprintView, Persona, Report } from "@cis/persona-gates"
import { Evaluate } from "@cis/persona-gates"
import { Either } from "effect"

/** A task sent to a compute thread. */
export type Task =
  | {
      readonly _tag: "Evaluate"
      readonly personas: ReadonlyArray<Persona.PersonaInput>
      readonly blueprint?: BlueprintView.BlueprintView | undefined
    }
  /** The offline reception report (`@cis/insight` `Analyze.analyze`) of a checked transcript. */
  | {
      readonly _tag: "Analyze"
      readonly messages: ReadonlyArray<Transcript.Message>
      readonly agentName: string
      readonly focus?: string | undefined
    }
  /** The offline norms profile (`Extract.extract`) of a non-empty transcript. */
  | { readonly _tag: "Extract"; readonly messages: ReadonlyArray<Transcript.Message> }
  /** The offline foresee (`Foresee.foresee`) of a non-empty conversation and a draft. */
  | { readonly _tag: "Foresee"; readonly input: Foresee.ForeseeInput }

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
  readonly Analyze: Insight.ReceptionReport
  readonly Extract: Insight.ExtractResult
  readonly Foresee: Insight.ForeseeResult
}

/** The engine refuses only what its caller must have checked first: a defect here. */
const orThrow = <A>(e: Either.Either<A, { readonly message: string }>): A =>
  Either.getOrThrowWith(e, (error) => new Error(`unchecked transcript reached the engine: ${error.message}`))

/** Computes a task in the current thread. */
export const compute = (task: Task): Results[Task["_tag"]] => {
  switch (task._tag) {
    case "Evaluate":
      return Evaluate.evaluate(task.personas, task.blueprint)
    case "Analyze":
      return orThrow(Analyze.analyze(task.messages, { agentName: task.agentName, focus: task.focus }))
    case "Extract":
      return orThrow(Extract.extract(task.messages))
    case "Foresee":
      return orThrow(Foresee.foresee(task.input))
  }
}
