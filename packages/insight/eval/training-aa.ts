/**
 * Labelled conversations, part AA (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (engaged vs neutral vs bored in support, group
 * chats moving between moods, venting, friction vs hostility, banter, bonding, mixed
 * languages, agents repeating themselves). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingAA1 } from "./training-aa1.js"
import { trainingAA2 } from "./training-aa2.js"
import { trainingAA3 } from "./training-aa3.js"
import { trainingAA4 } from "./training-aa4.js"
import { trainingAA5 } from "./training-aa5.js"
import { trainingAA6 } from "./training-aa6.js"
import { trainingAA7 } from "./training-aa7.js"
import { trainingAA8 } from "./training-aa8.js"
import type { Labelled } from "./types.js"

export const trainingAA: ReadonlyArray<Labelled> = [
  ...trainingAA1,
  ...trainingAA2,
  ...trainingAA3,
  ...trainingAA4,
  ...trainingAA5,
  ...trainingAA6,
  ...trainingAA7,
  ...trainingAA8
]
