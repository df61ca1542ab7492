/**
 * Labelled conversations, part AM (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AJ and settings off the beaten
 * track. Scored once fresh with the engine as session 15 left it, then fitted on.
 */
import { trainingAM1 } from "./training-am1.js"
import { trainingAM2 } from "./training-am2.js"
import { trainingAM3 } from "./training-am3.js"
import { trainingAM4 } from "./training-am4.js"
import { trainingAM5 } from "./training-am5.js"
import { trainingAM6 } from "./training-am6.js"
import { trainingAM7 } from "./training-am7.js"
import { trainingAM8 } from "./training-am8.js"
import type { Labelled } from "./types.js"

export const trainingAM: ReadonlyArray<Labelled> = [
  ...trainingAM1,
  ...trainingAM2,
  ...trainingAM3,
  ...trainingAM4,
  ...trainingAM5,
  ...trainingAM6,
  ...trainingAM7,
  ...trainingAM8
]
