// Typechecked against the shipped declarations of @cis/transcript (not run).
import { Limits, Transcript } from "@cis/transcript"

const parsed: Transcript.Parsed = Transcript.parse("Ann: hi\nBo: hello")
const guess: string | null = parsed.agentGuess
const refusal: Limits.Refusal | undefined = Limits.checkParsed(parsed)
// @ts-expect-error the pasted text is a string
Transcript.parse(["Ann: hi"])
export const out = [guess, refusal] as const
