/**
 * Labelled conversations, part AS (session 17): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AR. Scored once fresh with the
 * engine as session 16 left it, then fitted on.
 */
import { trainingAS1 } from "./training-as1.js"
import { trainingAS2 } from "./training-as2.js"
import { trainingAS3 } from "./training-as3.js"
import { trainingAS4 } from "./training-as4.js"
import { trainingAS5 } from "./training-as5.js"
import { trainingAS6 } from "./training-as6.js"
import { trainingAS7 } from "./training-as7.js"
import { trainingAS8 } from "./training-as8.js"
import type { Labelled } from "./types.js"

export const trainingAS: ReadonlyArray<Labelled> = [
  ...trainingAS1,
  ...trainingAS2,
  ...trainingAS3,
  ...trainingAS4,
  ...trainingAS5,
  ...trainingAS6,
  ...trainingAS7,
  ...trainingAS8
]
