/**
 * Labelled conversations, part AU (session 17): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AT (part AR's, in settings off
 * the beaten track). Scored once fresh with the engine as session 16 left it, then fitted on.
 */
import { trainingAU1 } from "./training-au1.js"
import { trainingAU2 } from "./training-au2.js"
import { trainingAU3 } from "./training-au3.js"
import { trainingAU4 } from "./training-au4.js"
import { trainingAU5 } from "./training-au5.js"
import { trainingAU6 } from "./training-au6.js"
import { trainingAU7 } from "./training-au7.js"
import { trainingAU8 } from "./training-au8.js"
import type { Labelled } from "./types.js"

export const trainingAU: ReadonlyArray<Labelled> = [
  ...trainingAU1,
  ...trainingAU2,
  ...trainingAU3,
  ...trainingAU4,
  ...trainingAU5,
  ...trainingAU6,
  ...trainingAU7,
  ...trainingAU8
]
