/** Part R (session 8): 40 conversations by four more separate sessions, used to fit the learned layers. */
import { partR1 } from "./part-r1.js"
import { partR2 } from "./part-r2.js"
import { partR3 } from "./part-r3.js"
import { partR4 } from "./part-r4.js"
import type { Labelled } from "./types.js"

export const trainingR: ReadonlyArray<Labelled> = [...partR1, ...partR2, ...partR3, ...partR4]
