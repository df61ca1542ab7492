/** Every labelled chat written for this package. */
import { samples as chatApps } from "./chat-apps.js"
import { samples as conversational } from "./conversational.js"
import { samples as messy } from "./messy.js"
import type { Sample } from "./types.js"
import { samples as whatsapp } from "./whatsapp.js"
import { samples as workTools } from "./work-tools.js"

export type { Sample } from "./types.js"
export { participantsOf } from "./types.js"

export const written: ReadonlyArray<Sample> = [
  ...whatsapp,
  ...chatApps,
  ...workTools,
  ...conversational,
  ...messy
]
