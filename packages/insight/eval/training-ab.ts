/**
 * Labelled conversations, part AB (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (support whose mood changes, family and
 * couple chats, evening companion chats, sales and onboarding, online communities, workplace
 * moods, very informal writing, feelings the surface words hide). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingAB1 } from "./training-ab1.js"
import { trainingAB2 } from "./training-ab2.js"
import { trainingAB3 } from "./training-ab3.js"
import { trainingAB4 } from "./training-ab4.js"
import { trainingAB5 } from "./training-ab5.js"
import { trainingAB6 } from "./training-ab6.js"
import { trainingAB7 } from "./training-ab7.js"
import { trainingAB8 } from "./training-ab8.js"
import type { Labelled } from "./types.js"

export const trainingAB: ReadonlyArray<Labelled> = [
  ...trainingAB1,
  ...trainingAB2,
  ...trainingAB3,
  ...trainingAB4,
  ...trainingAB5,
  ...trainingAB6,
  ...trainingAB7,
  ...trainingAB8
]
