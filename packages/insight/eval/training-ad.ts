/**
 * Labelled conversations, part AD (end of session 10): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (support, group chats, companions, friction,
 * sales, workplace and school, mixed languages, short chats). Scored once fresh with the
 * engine as session 10 leaves it; not yet fitted on (the next session's training data).
 */
import { trainingAD1 } from "./training-ad1.js"
import { trainingAD2 } from "./training-ad2.js"
import { trainingAD3 } from "./training-ad3.js"
import { trainingAD4 } from "./training-ad4.js"
import { trainingAD5 } from "./training-ad5.js"
import { trainingAD6 } from "./training-ad6.js"
import { trainingAD7 } from "./training-ad7.js"
import { trainingAD8 } from "./training-ad8.js"
import type { Labelled } from "./types.js"

export const trainingAD: ReadonlyArray<Labelled> = [
  ...trainingAD1,
  ...trainingAD2,
  ...trainingAD3,
  ...trainingAD4,
  ...trainingAD5,
  ...trainingAD6,
  ...trainingAD7,
  ...trainingAD8
]
