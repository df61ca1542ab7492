/**
 * Held-out labelled conversations, part Z (session 10): 80 conversations by eight separate helper
 * sessions that saw only `WRITERS-BRIEF.md`, never the engine's rules, code or output, each with
 * its own emphasis (support across industries, group chats, companion and wellbeing, sales and
 * cancellations, friction and hostility, workplace, mixed languages and very informal writing,
 * short chats). Written mid-session while parts V-AC were tuned and fitted on, never read, and
 * scored once at the end of the session: totals only, never misses.
 */
import { heldOutZ1 } from "./heldout-z1.js"
import { heldOutZ2 } from "./heldout-z2.js"
import { heldOutZ3 } from "./heldout-z3.js"
import { heldOutZ4 } from "./heldout-z4.js"
import { heldOutZ5 } from "./heldout-z5.js"
import { heldOutZ6 } from "./heldout-z6.js"
import { heldOutZ7 } from "./heldout-z7.js"
import { heldOutZ8 } from "./heldout-z8.js"
import type { Labelled } from "./types.js"

export const heldOutZ: ReadonlyArray<Labelled> = [
  ...heldOutZ1,
  ...heldOutZ2,
  ...heldOutZ3,
  ...heldOutZ4,
  ...heldOutZ5,
  ...heldOutZ6,
  ...heldOutZ7,
  ...heldOutZ8
]
