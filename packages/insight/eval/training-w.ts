/**
 * Labelled conversations, part W (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (utilities, drifting companions, Discord servers,
 * healthcare, e-commerce, tutoring, friend groups, travel). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingW1 } from "./training-w1.js"
import { trainingW2 } from "./training-w2.js"
import { trainingW3 } from "./training-w3.js"
import { trainingW4 } from "./training-w4.js"
import { trainingW5 } from "./training-w5.js"
import { trainingW6 } from "./training-w6.js"
import { trainingW7 } from "./training-w7.js"
import { trainingW8 } from "./training-w8.js"
import type { Labelled } from "./types.js"

export const trainingW: ReadonlyArray<Labelled> = [
  ...trainingW1,
  ...trainingW2,
  ...trainingW3,
  ...trainingW4,
  ...trainingW5,
  ...trainingW6,
  ...trainingW7,
  ...trainingW8
]
