/**
 * The CPU-heavy tasks that run off the event loop serving requests, and how each one is
 * computed. Pure functions of plain data: the same code runs in a worker thread (production)
 * and in the calling thread (the `inline` layer used where threads are not wanted).
 */
import type { BlueprintView, Persona, Report } from "@cis/persona-gates"
import { Evaluate } from "@cis/persona-gates"

/** A task sent to a compute thread. */
export type Task = {
  readonly _tag: "Evaluate"
  readonly personas: ReadonlyArray<Persona.PersonaInput>
  readonly blueprint?: BlueprintView.BlueprintView | undefined
}

/** What each task returns. */
export interface Results {
  readonly Evaluate: Report.EvaluationReport
}

/** Computes a task in the current thread. */
export const compute = (task: Task): Results[Task["_tag"]] => {
  switch (task._tag) {
    case "Evaluate":
      return Evaluate.evaluate(task.personas, task.blueprint)
  }
}
