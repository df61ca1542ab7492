/**
 * Labelled conversations, part AI (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each instead of 10, mostly 10-25 messages), each with its own
 * emphasis (healthcare and public services, long group chats whose mood shifts, companions for
 * teenagers and older people, anger in every register, people who barely engage, sales and
 * retention, technical help among friends, mixed languages and registers). Scored once fresh
 * with the engine as session 15 left it, then fitted on.
 */
import { trainingAI1 } from "./training-ai1.js"
import { trainingAI2 } from "./training-ai2.js"
import { trainingAI3 } from "./training-ai3.js"
import { trainingAI4 } from "./training-ai4.js"
import { trainingAI5 } from "./training-ai5.js"
import { trainingAI6 } from "./training-ai6.js"
import { trainingAI7 } from "./training-ai7.js"
import { trainingAI8 } from "./training-ai8.js"
import type { Labelled } from "./types.js"

export const trainingAI: ReadonlyArray<Labelled> = [
  ...trainingAI1,
  ...trainingAI2,
  ...trainingAI3,
  ...trainingAI4,
  ...trainingAI5,
  ...trainingAI6,
  ...trainingAI7,
  ...trainingAI8
]
