/**
 * Labelled conversations, part AN (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), each with its own emphasis (politeness that hides
 * irritation in retail and booking support, group chats where the agent is a helper on the side,
 * companions in everyday routines, gaming and sports trash talk, students and exam help, small
 * business owners, neighbourhood and school-parents groups, non-native English and heavy typos).
 * Scored once fresh with the engine as session 15 left it, then fitted on.
 */
import { trainingAN1 } from "./training-an1.js"
import { trainingAN2 } from "./training-an2.js"
import { trainingAN3 } from "./training-an3.js"
import { trainingAN4 } from "./training-an4.js"
import { trainingAN5 } from "./training-an5.js"
import { trainingAN6 } from "./training-an6.js"
import { trainingAN7 } from "./training-an7.js"
import { trainingAN8 } from "./training-an8.js"
import type { Labelled } from "./types.js"

export const trainingAN: ReadonlyArray<Labelled> = [
  ...trainingAN1,
  ...trainingAN2,
  ...trainingAN3,
  ...trainingAN4,
  ...trainingAN5,
  ...trainingAN6,
  ...trainingAN7,
  ...trainingAN8
]
