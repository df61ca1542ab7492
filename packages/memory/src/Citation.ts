/**
 * How statements are bound to their speakers in prose, and the check that they are.
 *
 * Every statement the engine writes (in a recall context or an answer) has the form
 * `<speaker> said (#<seq>, <when>): "<text>"` or `<speaker> asked (#<seq>, ...)`, so a reader
 * (or a model) sees who said it, and code can check it. {@link check} verifies citations
 * (from {@link parse}, or from a model's structured output) against the retrieved messages:
 * every cited message must exist in the retrieved set and be attributed to its real speaker.
 */

import { type Stored, when } from "./Message.js"
import { clip } from "./Text.js"

/** One cited message: its position in the scope and the speaker the prose gives it. */
export interface Cited {
  readonly seq: number
  readonly speaker: string
}

/** A citation that fails the check. */
export type Problem =
  | { readonly _tag: "UnknownMessage"; readonly seq: number; readonly speaker: string }
  | { readonly _tag: "WrongSpeaker"; readonly seq: number; readonly speaker: string; readonly actual: string }

/** Longest quote of one message in prose, in characters. */
export const maxQuote = 400

/** One statement bound to its speaker: `Dana said (#14, 2026-11-20 09:30 UTC): "…"`. */
export const statement = (m: Stored, quote: number = maxQuote): string =>
  `${m.speaker} ${m.isQuestion ? "asked" : "said"} (#${m.seq}, ${when(m)}): "${clip(m.text, quote)}"`

const pattern = /(?:^|\n|- |\. )([^\n"]+?) (?:said|asked) \(#(\d+)[,)]/g

/** The citations written in `prose` by {@link statement}. */
export const parse = (prose: string): Array<Cited> => {
  const out: Array<Cited> = []
  for (const m of prose.matchAll(pattern))
    out.push({ speaker: m[1]!.replace(/^(- |Earlier, )/, "").trim(), seq: Number(m[2]) })
  return out
}

/** Problems of `cited` against the retrieved messages (empty when every citation holds). */
export const check = (cited: ReadonlyArray<Cited>, retrieved: ReadonlyArray<Stored>): Array<Problem> => {
  const bySeq = new Map(retrieved.map((m) => [m.seq, m]))
  const out: Array<Problem> = []
  for (const c of cited) {
    const m = bySeq.get(c.seq)
    if (m === undefined) out.push({ _tag: "UnknownMessage", seq: c.seq, speaker: c.speaker })
    else if (m.speaker.trim() !== c.speaker.trim())
      out.push({ _tag: "WrongSpeaker", seq: c.seq, speaker: c.speaker, actual: m.speaker })
  }
  return out
}
