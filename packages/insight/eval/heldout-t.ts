import type { Labelled } from "./types.js"

export const heldOutT: ReadonlyArray<Labelled> = []
