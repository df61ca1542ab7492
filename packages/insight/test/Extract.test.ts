import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Extract, Schemas } from "../src/index.js"
import { transcript } from "./arbitraries.js"

const isResult = Schema.is(Schemas.ExtractResult)

describe("Extract", () => {
  it("returns a schema-valid profile with exact meta on arbitrary transcripts, deterministically", () => {
    fc.assert(
      fc.property(transcript(40, 6), (messages) => {
        const r = Extract.extract(messages)
        expect(Either.isRight(r)).toBe(true)
        if (Either.isLeft(r)) return
        expect(isResult(r.right)).toBe(true)
        expect(r.right.profile.meta.message_count).toBe(messages.length)
        const channels = [...new Set(messages.flatMap((m) => (m.channel === undefined ? [] : [m.channel])))]
        expect(r.right.profile.meta.channels).toEqual(channels)
        const ids = new Set(messages.map((m) => m.id))
        const p = r.right.profile
        for (const e of [
          ...p.banned_phrases,
          ...p.address,
          ...p.taboos,
          ...p.humor,
          ...p.roles,
          ...p.norms,
          ...p.in_jokes
        ])
          for (const id of e.evidence) expect(ids.has(id)).toBe(true)
        expect(JSON.stringify(Extract.extract(messages))).toBe(JSON.stringify(r))
      }),
      { numRuns: 100 }
    )
  })

  it("reads a casual, joking room and its running phrase", () => {
    const lines = [
      ["mike", "who ate the last slice of pizza 👀"],
      ["tara", "not me, ask dan lol"],
      ["dan", "slander!! i was framed"],
      ["tara", "justice for the pizza lol"],
      ["mike", "justice for the pizza 😂"],
      ["dan", "lmao ok fine it was me"]
    ] as const
    const r = Extract.extract(
      lines.map(([speaker, text], i) => ({ id: `m${i}`, speaker, text, channel: "random" }))
    )
    const p = Either.getOrThrow(r).profile
    expect(p.register.formality).toBe("casual")
    expect(p.register.casing).toBe("lowercase")
    expect(p.humor.map((h) => h.style)).toContain("laughter")
    expect(p.in_jokes[0]!.phrase).toContain("justice for the pizza")
    expect(p.in_jokes[0]!.speakers.length).toBeGreaterThanOrEqual(2)
    expect(p.meta).toEqual({ message_count: 6, channels: ["random"] })
    expect(Either.getOrThrow(r).prompt_block).toContain("casual")
  })

  it("refuses an empty transcript", () => {
    const r = Extract.extract([])
    expect(Either.isLeft(r) && r.left._tag).toBe("EmptyTranscript")
  })
})
