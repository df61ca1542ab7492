/**
 * Labelled conversations, part AG (end of session 11): 80 more by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (healthcare and public services,
 * long group chats whose mood shifts, companions for teenagers and older people, anger in every
 * register, people who barely engage, sales and retention, technical help among friends, mixed
 * languages). Scored once fresh with the engine as session 11 leaves it; not yet fitted on (the
 * next session's training data).
 */
import { trainingAG1 } from "./training-ag1.js"
import { trainingAG2 } from "./training-ag2.js"
import { trainingAG3 } from "./training-ag3.js"
import { trainingAG4 } from "./training-ag4.js"
import { trainingAG5 } from "./training-ag5.js"
import { trainingAG6 } from "./training-ag6.js"
import { trainingAG7 } from "./training-ag7.js"
import { trainingAG8 } from "./training-ag8.js"
import type { Labelled } from "./types.js"

export const trainingAG: ReadonlyArray<Labelled> = [
  ...trainingAG1,
  ...trainingAG2,
  ...trainingAG3,
  ...trainingAG4,
  ...trainingAG5,
  ...trainingAG6,
  ...trainingAG7,
  ...trainingAG8
]
