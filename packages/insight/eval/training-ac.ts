/**
 * Labelled conversations, part AC (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (service chats across receptions, lively
 * friend groups, companion and coaching, heated customers, team chats, regional English and
 * code-switching, sales and booking, news shared with the agent). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingAC1 } from "./training-ac1.js"
import { trainingAC2 } from "./training-ac2.js"
import { trainingAC3 } from "./training-ac3.js"
import { trainingAC4 } from "./training-ac4.js"
import { trainingAC5 } from "./training-ac5.js"
import { trainingAC6 } from "./training-ac6.js"
import { trainingAC7 } from "./training-ac7.js"
import { trainingAC8 } from "./training-ac8.js"
import type { Labelled } from "./types.js"

export const trainingAC: ReadonlyArray<Labelled> = [
  ...trainingAC1,
  ...trainingAC2,
  ...trainingAC3,
  ...trainingAC4,
  ...trainingAC5,
  ...trainingAC6,
  ...trainingAC7,
  ...trainingAC8
]
