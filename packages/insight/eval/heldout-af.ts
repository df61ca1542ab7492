/**
 * Held-out labelled conversations, part AF (session 11): 80 conversations by eight separate helper
 * sessions that saw only `WRITERS-BRIEF.md`, never the engine's rules, code or output (support,
 * family and housemate groups, companions, gaming and fandom, short chats with bored people,
 * sales and subscriptions, work and study, mixed languages). Written at the start of the session,
 * never read, and scored once at its end after every change: totals only, never misses.
 */
import { heldoutAF1 } from "./heldout-af1.js"
import { heldoutAF2 } from "./heldout-af2.js"
import { heldoutAF3 } from "./heldout-af3.js"
import { heldoutAF4 } from "./heldout-af4.js"
import { heldoutAF5 } from "./heldout-af5.js"
import { heldoutAF6 } from "./heldout-af6.js"
import { heldoutAF7 } from "./heldout-af7.js"
import { heldoutAF8 } from "./heldout-af8.js"
import type { Labelled } from "./types.js"

export const heldOutAF: ReadonlyArray<Labelled> = [
  ...heldoutAF1,
  ...heldoutAF2,
  ...heldoutAF3,
  ...heldoutAF4,
  ...heldoutAF5,
  ...heldoutAF6,
  ...heldoutAF7,
  ...heldoutAF8
]
