/**
 * Labelled conversations, part AP (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with the emphases of part AN and settings off the beaten
 * track. Scored once fresh with the engine as session 15 left it, then fitted on.
 */
import { trainingAP1 } from "./training-ap1.js"
import { trainingAP2 } from "./training-ap2.js"
import { trainingAP3 } from "./training-ap3.js"
import { trainingAP4 } from "./training-ap4.js"
import { trainingAP5 } from "./training-ap5.js"
import { trainingAP6 } from "./training-ap6.js"
import { trainingAP7 } from "./training-ap7.js"
import { trainingAP8 } from "./training-ap8.js"
import type { Labelled } from "./types.js"

export const trainingAP: ReadonlyArray<Labelled> = [
  ...trainingAP1,
  ...trainingAP2,
  ...trainingAP3,
  ...trainingAP4,
  ...trainingAP5,
  ...trainingAP6,
  ...trainingAP7,
  ...trainingAP8
]
