/**
 * Labelled conversations, part Y (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (easy-to-miss questions, whom a question is for,
 * register, bad news, long drifting support chats, companions, short chats, hostility). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingY1 } from "./training-y1.js"
import { trainingY2 } from "./training-y2.js"
import { trainingY3 } from "./training-y3.js"
import { trainingY4 } from "./training-y4.js"
import { trainingY5 } from "./training-y5.js"
import { trainingY6 } from "./training-y6.js"
import { trainingY7 } from "./training-y7.js"
import { trainingY8 } from "./training-y8.js"
import type { Labelled } from "./types.js"

export const trainingY: ReadonlyArray<Labelled> = [
  ...trainingY1,
  ...trainingY2,
  ...trainingY3,
  ...trainingY4,
  ...trainingY5,
  ...trainingY6,
  ...trainingY7,
  ...trainingY8
]
