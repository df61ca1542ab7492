import { Citation, type Message } from "@cis/memory"
import { assert } from "@effect/vitest"
import type { Effect } from "effect"
import type { Memory } from "../../src/index.js"

/** What the scope should hold: the distinct batches in order, and the body sent under each key. */
export interface Model {
  readonly transcript: Array<{ speaker: string; text: string }>
  readonly keys: Map<string, string>
}

/** The system under test: one fresh account and scope. */
export interface Real {
  readonly memory: Memory.MemoryService
  readonly accountId: string
  readonly scopeId: string
  readonly run: <A, E>(effect: Effect.Effect<A, E>) => Promise<A>
}

/** Every statement of `prose` cites a stored message under its real speaker and quotes its text. */
export const assertAttributed = (prose: string, model: Model) => {
  const stored: Array<Message.Stored> = model.transcript.map((m, seq) => ({
    seq,
    ...m,
    sentAt: null,
    receivedAt: new Date(0),
    isQuestion: false
  }))
  const cited = Citation.parse(prose)
  assert.deepStrictEqual(Citation.check(cited, stored), [], prose)
  for (const c of cited) {
    const quote = prose.match(new RegExp(`\\(#${c.seq}, [^)]*\\): "([^\\n]*)"`))?.[1]
    assert.isDefined(quote)
    assert.isTrue(stored[c.seq]!.text.replace(/\s+/g, " ").trim().startsWith(quote!.replace(/…$/, "")))
  }
}
