/**
 * Held-out labelled conversations, part T (session 9): 60 conversations by six separate helper
 * sessions that saw only `WRITERS-BRIEF.md` (the labelled shape and the spec's definitions),
 * never the engine's rules, code or output; written while part S was tuned on. Scored once, at
 * the end of session 9. Kept out of tuning and fitting; only its totals are printed.
 */
import { heldOutT1 } from "./heldout-t1.js"
import { heldOutT2 } from "./heldout-t2.js"
import { heldOutT3 } from "./heldout-t3.js"
import { heldOutT4 } from "./heldout-t4.js"
import { heldOutT5 } from "./heldout-t5.js"
import { heldOutT6 } from "./heldout-t6.js"
import type { Labelled } from "./types.js"

export const heldOutT: ReadonlyArray<Labelled> = [
  ...heldOutT1,
  ...heldOutT2,
  ...heldOutT3,
  ...heldOutT4,
  ...heldOutT5,
  ...heldOutT6
]
