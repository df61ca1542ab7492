/**
 * Labelled conversations, part AK (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), each with its own emphasis (software, SaaS and telecoms
 * support, friends planning with an agent, companions and wellbeing check-ins, hostile and abusive
 * users, family group chats, multilingual chats, agents that mishandle people beside agents that
 * do well, short chats of 5-10 messages). Scored once fresh with the engine as session 15 left it,
 * then fitted on.
 */
import { trainingAK1 } from "./training-ak1.js"
import { trainingAK2 } from "./training-ak2.js"
import { trainingAK3 } from "./training-ak3.js"
import { trainingAK4 } from "./training-ak4.js"
import { trainingAK5 } from "./training-ak5.js"
import { trainingAK6 } from "./training-ak6.js"
import { trainingAK7 } from "./training-ak7.js"
import { trainingAK8 } from "./training-ak8.js"
import type { Labelled } from "./types.js"

export const trainingAK: ReadonlyArray<Labelled> = [
  ...trainingAK1,
  ...trainingAK2,
  ...trainingAK3,
  ...trainingAK4,
  ...trainingAK5,
  ...trainingAK6,
  ...trainingAK7,
  ...trainingAK8
]
