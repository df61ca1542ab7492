/**
 * Labelled conversations, part AT (session 17): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AR in settings off the beaten
 * track. Scored once fresh with the engine as session 16 left it, then fitted on.
 */
import { trainingAT1 } from "./training-at1.js"
import { trainingAT2 } from "./training-at2.js"
import { trainingAT3 } from "./training-at3.js"
import { trainingAT4 } from "./training-at4.js"
import { trainingAT5 } from "./training-at5.js"
import { trainingAT6 } from "./training-at6.js"
import { trainingAT7 } from "./training-at7.js"
import { trainingAT8 } from "./training-at8.js"
import type { Labelled } from "./types.js"

export const trainingAT: ReadonlyArray<Labelled> = [
  ...trainingAT1,
  ...trainingAT2,
  ...trainingAT3,
  ...trainingAT4,
  ...trainingAT5,
  ...trainingAT6,
  ...trainingAT7,
  ...trainingAT8
]
