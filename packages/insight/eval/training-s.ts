/**
 * Part S (session 9): 60 conversations by six separate sessions that saw only the brief
 * (`WRITERS-BRIEF.md`); scored once fresh at the start of session 9, then read and fitted on.
 */
import { partS1 } from "./part-s1.js"
import { partS2 } from "./part-s2.js"
import { partS3 } from "./part-s3.js"
import { partS4 } from "./part-s4.js"
import { partS5 } from "./part-s5.js"
import { partS6 } from "./part-s6.js"
import type { Labelled } from "./types.js"

export const trainingS: ReadonlyArray<Labelled> = [
  ...partS1,
  ...partS2,
  ...partS3,
  ...partS4,
  ...partS5,
  ...partS6
]
