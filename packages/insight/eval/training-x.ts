/**
 * Labelled conversations, part X (session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (agents doing well in hard moments, shifting moods,
 * engaged vs neutral vs bored, professional settings, large groups, gaming, older users,
 * mixed languages). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingX1 } from "./training-x1.js"
import { trainingX2 } from "./training-x2.js"
import { trainingX3 } from "./training-x3.js"
import { trainingX4 } from "./training-x4.js"
import { trainingX5 } from "./training-x5.js"
import { trainingX6 } from "./training-x6.js"
import { trainingX7 } from "./training-x7.js"
import { trainingX8 } from "./training-x8.js"
import type { Labelled } from "./types.js"

export const trainingX: ReadonlyArray<Labelled> = [
  ...trainingX1,
  ...trainingX2,
  ...trainingX3,
  ...trainingX4,
  ...trainingX5,
  ...trainingX6,
  ...trainingX7,
  ...trainingX8
]
