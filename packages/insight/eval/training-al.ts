/**
 * Labelled conversations, part AL (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AI and settings off the beaten
 * track. Scored once fresh with the engine as session 15 left it, then fitted on.
 */
import { trainingAL1 } from "./training-al1.js"
import { trainingAL2 } from "./training-al2.js"
import { trainingAL3 } from "./training-al3.js"
import { trainingAL4 } from "./training-al4.js"
import { trainingAL5 } from "./training-al5.js"
import { trainingAL6 } from "./training-al6.js"
import { trainingAL7 } from "./training-al7.js"
import { trainingAL8 } from "./training-al8.js"
import type { Labelled } from "./types.js"

export const trainingAL: ReadonlyArray<Labelled> = [
  ...trainingAL1,
  ...trainingAL2,
  ...trainingAL3,
  ...trainingAL4,
  ...trainingAL5,
  ...trainingAL6,
  ...trainingAL7,
  ...trainingAL8
]
