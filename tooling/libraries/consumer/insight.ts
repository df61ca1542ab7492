// Typechecked against the shipped declarations of @cis/insight (not run).
import { Analyze, Schemas } from "@cis/insight"
import { Either } from "effect"

const report = Analyze.analyze([{ id: "m1", speaker: "a", text: "hi" }], { agentName: "a" })
const health: number = Either.match(report, { onLeft: () => 0, onRight: (r) => r.health_score })
const types: ReadonlyArray<string> = Schemas.InteractionType.literals
// @ts-expect-error agentName is required
Analyze.analyze([{ id: "m1", speaker: "a", text: "hi" }], {})
export const out = [health, types] as const
