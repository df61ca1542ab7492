/**
 * Labelled conversations, part V (session 10): 80 conversations by eight separate helper sessions
 * that saw only `WRITERS-BRIEF.md`, each with its own emphasis (support, group chats, companion,
 * sales, hostility, workplace, mixed languages, short subtle chats). Scored once fresh, then
 * used for fitting the learned layers.
 */
import { trainingV1 } from "./training-v1.js"
import { trainingV2 } from "./training-v2.js"
import { trainingV3 } from "./training-v3.js"
import { trainingV4 } from "./training-v4.js"
import { trainingV5 } from "./training-v5.js"
import { trainingV6 } from "./training-v6.js"
import { trainingV7 } from "./training-v7.js"
import { trainingV8 } from "./training-v8.js"
import type { Labelled } from "./types.js"

export const trainingV: ReadonlyArray<Labelled> = [
  ...trainingV1,
  ...trainingV2,
  ...trainingV3,
  ...trainingV4,
  ...trainingV5,
  ...trainingV6,
  ...trainingV7,
  ...trainingV8
]
