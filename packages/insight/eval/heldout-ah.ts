/**
 * Held-out labelled conversations, part AH (session 12): 80 conversations by eight separate helper
 * sessions that saw only `WRITERS-BRIEF.md`, never the engine's rules, code or output (support,
 * family and housemate groups, companions, gaming and fandom, short chats with bored people,
 * sales and subscriptions, work and study, mixed languages). Written at the start of the session,
 * never read, and scored once at its end with the engine fitted on part AG: totals only.
 */
import { heldOutAH1 } from "./heldout-ah1.js"
import { heldOutAH2 } from "./heldout-ah2.js"
import { heldOutAH3 } from "./heldout-ah3.js"
import { heldOutAH4 } from "./heldout-ah4.js"
import { heldOutAH5 } from "./heldout-ah5.js"
import { heldOutAH6 } from "./heldout-ah6.js"
import { heldOutAH7 } from "./heldout-ah7.js"
import { heldOutAH8 } from "./heldout-ah8.js"
import type { Labelled } from "./types.js"

export const heldOutAH: ReadonlyArray<Labelled> = [
  ...heldOutAH1,
  ...heldOutAH2,
  ...heldOutAH3,
  ...heldOutAH4,
  ...heldOutAH5,
  ...heldOutAH6,
  ...heldOutAH7,
  ...heldOutAH8
]
