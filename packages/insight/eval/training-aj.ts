/**
 * Labelled conversations, part AJ (session 16): 200 more by eight separate helper sessions that
 * saw only `WRITERS-BRIEF.md` (25 each), each with its own emphasis (support where frustration
 * builds or fades, group chats where some people engage the agent and some are only present,
 * venting and bonding, banter that tips into friction, e-commerce, travel and banking support,
 * workplace channels, hobby and community chats, everyday coaching and advice). Scored once fresh
 * with the engine as session 15 left it, then fitted on.
 */
import { trainingAJ1 } from "./training-aj1.js"
import { trainingAJ2 } from "./training-aj2.js"
import { trainingAJ3 } from "./training-aj3.js"
import { trainingAJ4 } from "./training-aj4.js"
import { trainingAJ5 } from "./training-aj5.js"
import { trainingAJ6 } from "./training-aj6.js"
import { trainingAJ7 } from "./training-aj7.js"
import { trainingAJ8 } from "./training-aj8.js"
import type { Labelled } from "./types.js"

export const trainingAJ: ReadonlyArray<Labelled> = [
  ...trainingAJ1,
  ...trainingAJ2,
  ...trainingAJ3,
  ...trainingAJ4,
  ...trainingAJ5,
  ...trainingAJ6,
  ...trainingAJ7,
  ...trainingAJ8
]
