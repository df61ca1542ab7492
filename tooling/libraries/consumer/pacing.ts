// Typechecked against the shipped declarations of @cis/pacing (not run).
import { Pace, Split } from "@cis/pacing"

const paced: ReadonlyArray<Pace.Paced> = Pace.pace("hello there", { now: 0, seed: "s" })
const texts: ReadonlyArray<string> = Split.split("hello there")
// @ts-expect-error the reply is a string
Split.split(42)
export const out = [paced, texts] as const
