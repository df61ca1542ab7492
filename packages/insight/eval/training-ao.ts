/**
 * Labelled conversations, part AO (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AK and settings off the beaten
 * track. Scored once fresh with the engine as session 15 left it, then fitted on.
 */
import { trainingAO1 } from "./training-ao1.js"
import { trainingAO2 } from "./training-ao2.js"
import { trainingAO3 } from "./training-ao3.js"
import { trainingAO4 } from "./training-ao4.js"
import { trainingAO5 } from "./training-ao5.js"
import { trainingAO6 } from "./training-ao6.js"
import { trainingAO7 } from "./training-ao7.js"
import { trainingAO8 } from "./training-ao8.js"
import type { Labelled } from "./types.js"

export const trainingAO: ReadonlyArray<Labelled> = [
  ...trainingAO1,
  ...trainingAO2,
  ...trainingAO3,
  ...trainingAO4,
  ...trainingAO5,
  ...trainingAO6,
  ...trainingAO7,
  ...trainingAO8
]
