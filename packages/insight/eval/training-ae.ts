/**
 * Labelled conversations, part AE (session 11): 80 more by eight separate helper sessions that saw
 * only `WRITERS-BRIEF.md`, each with its own emphasis (support with frustration building or
 * fading, friends' group chats, companion and wellbeing, the line between friction and hostile,
 * disengaging people, sales and bookings, workplace and school, mixed languages and very short
 * chats). Scored once fresh with the engine as session 10 left it, then fitted on.
 */
import { trainingAE1 } from "./training-ae1.js"
import { trainingAE2 } from "./training-ae2.js"
import { trainingAE3 } from "./training-ae3.js"
import { trainingAE4 } from "./training-ae4.js"
import { trainingAE5 } from "./training-ae5.js"
import { trainingAE6 } from "./training-ae6.js"
import { trainingAE7 } from "./training-ae7.js"
import { trainingAE8 } from "./training-ae8.js"
import type { Labelled } from "./types.js"

export const trainingAE: ReadonlyArray<Labelled> = [
  ...trainingAE1,
  ...trainingAE2,
  ...trainingAE3,
  ...trainingAE4,
  ...trainingAE5,
  ...trainingAE6,
  ...trainingAE7,
  ...trainingAE8
]
