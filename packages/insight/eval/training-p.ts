/** Part P (session 8): 60 conversations by six separate sessions, used to fit the learned layers. */
import { partP1 } from "./part-p1.js"
import { partP2 } from "./part-p2.js"
import { partP3 } from "./part-p3.js"
import { partP4 } from "./part-p4.js"
import { partP5 } from "./part-p5.js"
import { partP6 } from "./part-p6.js"
import type { Labelled } from "./types.js"

export const trainingP: ReadonlyArray<Labelled> = [
  ...partP1,
  ...partP2,
  ...partP3,
  ...partP4,
  ...partP5,
  ...partP6
]
