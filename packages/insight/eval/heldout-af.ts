/**
 * Held-out labelled conversations, part AF (session 11): 80 conversations by eight separate helper
 * sessions that saw only `WRITERS-BRIEF.md`, never the engine's rules, code or output (support,
 * family and housemate groups, companions, gaming and fandom, short chats with bored people,
 * sales and subscriptions, work and study, mixed languages). Written at the start of the session,
 * never read, and scored once at its end after every change: totals only, never misses.
 */
import { heldOutAF1 } from "./heldout-af1.js"
import { heldOutAF2 } from "./heldout-af2.js"
import { heldOutAF3 } from "./heldout-af3.js"
import { heldOutAF4 } from "./heldout-af4.js"
import { heldOutAF5 } from "./heldout-af5.js"
import { heldOutAF6 } from "./heldout-af6.js"
import { heldOutAF7 } from "./heldout-af7.js"
import { heldOutAF8 } from "./heldout-af8.js"
import type { Labelled } from "./types.js"

export const heldOutAF: ReadonlyArray<Labelled> = [
  ...heldOutAF1,
  ...heldOutAF2,
  ...heldOutAF3,
  ...heldOutAF4,
  ...heldOutAF5,
  ...heldOutAF6,
  ...heldOutAF7,
  ...heldOutAF8
]
