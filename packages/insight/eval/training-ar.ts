/**
 * Labelled conversations, part AR (session 17): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), with emphases where reception is hardest: the agent on
 * the side of a group chat with someone warming or cooling; frustration that builds or fades and
 * politeness that hides irritation in support; people who barely engage; companions and emotional
 * support; hostility and friction in every register; mixed languages and registers; sales,
 * retention and onboarding; long group chats whose mood shifts. Scored once fresh with the engine
 * as session 16 left it, then fitted on.
 */
import { trainingAR1 } from "./training-ar1.js"
import { trainingAR2 } from "./training-ar2.js"
import { trainingAR3 } from "./training-ar3.js"
import { trainingAR4 } from "./training-ar4.js"
import { trainingAR5 } from "./training-ar5.js"
import { trainingAR6 } from "./training-ar6.js"
import { trainingAR7 } from "./training-ar7.js"
import { trainingAR8 } from "./training-ar8.js"
import type { Labelled } from "./types.js"

export const trainingAR: ReadonlyArray<Labelled> = [
  ...trainingAR1,
  ...trainingAR2,
  ...trainingAR3,
  ...trainingAR4,
  ...trainingAR5,
  ...trainingAR6,
  ...trainingAR7,
  ...trainingAR8
]
