/**
 * Labelled conversations, part AQ (end of session 16): 200 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md` (25 each), with emphases where reception is hardest (group
 * chats where the agent is a helper on the side or where some people only look on, frustration
 * that builds or fades in support, politeness that hides irritation, people who barely engage,
 * companions, long group chats whose mood shifts, trash talk) in settings off the beaten track.
 * Scored once fresh with the engine as session 16 left it, then fitted on in session 17.
 */
import { trainingAQ1 } from "./training-aq1.js"
import { trainingAQ2 } from "./training-aq2.js"
import { trainingAQ3 } from "./training-aq3.js"
import { trainingAQ4 } from "./training-aq4.js"
import { trainingAQ5 } from "./training-aq5.js"
import { trainingAQ6 } from "./training-aq6.js"
import { trainingAQ7 } from "./training-aq7.js"
import { trainingAQ8 } from "./training-aq8.js"
import type { Labelled } from "./types.js"

export const trainingAQ: ReadonlyArray<Labelled> = [
  ...trainingAQ1,
  ...trainingAQ2,
  ...trainingAQ3,
  ...trainingAQ4,
  ...trainingAQ5,
  ...trainingAQ6,
  ...trainingAQ7,
  ...trainingAQ8
]
