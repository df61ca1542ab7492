/**
 * Held-out labelled conversations, part U (end of session 9): 40 conversations by four separate
 * helper sessions that saw only `WRITERS-BRIEF.md`, never the engine's rules, code or output.
 * Not yet read or scored by anyone: kept for the next session's fresh score (add it to
 * `eval/run.ts` then, totals only).
 */
import { heldOutU1 } from "./heldout-u1.js"
import { heldOutU2 } from "./heldout-u2.js"
import { heldOutU3 } from "./heldout-u3.js"
import { heldOutU4 } from "./heldout-u4.js"
import type { Labelled } from "./types.js"

export const heldOutU: ReadonlyArray<Labelled> = [...heldOutU1, ...heldOutU2, ...heldOutU3, ...heldOutU4]
