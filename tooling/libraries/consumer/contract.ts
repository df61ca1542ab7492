// Typechecked against the shipped declarations of @cis/contract (not run).
import { Api, type Personas } from "@cis/contract"

const request: typeof Personas.GenerateRequest.Type = { prompt: "nurses", count: 3, grounding: "off" }
const doc = Api.document("1.0.0", [])
// @ts-expect-error count is a number
const wrong: typeof Personas.GenerateRequest.Type = { prompt: "nurses", count: "3", grounding: "off" }
export const out = [request, doc, wrong] as const
