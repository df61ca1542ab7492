import { Answer, Citation, Limits, type Message, Rank, Recall, Text } from "@cis/memory"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scope, speaker, text } from "./arbitraries.js"

const newestFirst = <A extends { seq: number }>(xs: ReadonlyArray<A>) => [...xs].sort((a, b) => b.seq - a.seq)

/** Recall input built the way the service builds it, from a whole (small) scope. */
const recallInput = (ms: ReadonlyArray<Message.Stored>, who: string, said: string) => {
  const key = Text.speakerKey(who)
  const terms = new Set(Text.queryTerms(said))
  const own = newestFirst(ms.filter((m) => Text.speakerKey(m.speaker) === key)).slice(0, 6)
  return {
    speaker: who,
    text: said,
    total: ms.length,
    relevant: ms.filter((m) => Text.words(m.text).some((w) => terms.has(w))).slice(0, 24),
    recent: newestFirst(ms).slice(0, 8),
    own,
    about: newestFirst(ms.filter((m) => Text.speakerKey(m.speaker) !== key && Recall.names(m, who))).slice(
      0,
      6
    ),
    questions: newestFirst(
      ms.filter((m) => m.isQuestion && m.seq > (own[0]?.seq ?? -1) && Text.speakerKey(m.speaker) !== key)
    ).slice(0, 6)
  }
}

describe("Text", () => {
  it("query terms are distinct [a-z0-9] content words, at most 12", () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const t = Text.queryTerms(s)
        expect(t.length).toBeLessThanOrEqual(Text.maxQueryTerms)
        expect(new Set(t).size).toBe(t.length)
        for (const x of t) {
          expect(x).toMatch(/^[a-z0-9]{2,}$/)
          expect(Text.isStopword(x)).toBe(false)
        }
      })
    ))
  it("clip keeps at most max characters", () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.integer({ min: 2, max: 200 }), (s, max) => {
        expect(Text.clip(s, max).length).toBeLessThanOrEqual(max)
      })
    ))
  it("stems merge inflections", () => {
    expect(Text.stem("meetings")).toBe(Text.stem("meeting"))
    expect(Text.stem("making")).toBe(Text.stem("make"))
    expect(Text.stem("moved")).toBe(Text.stem("moves"))
  })
})

describe("Rank.fuse", () => {
  it("an item's score is the sum of weight / (k + rank) over the lists holding it", () =>
    fc.assert(
      fc.property(fc.array(fc.uniqueArray(fc.nat(20), { maxLength: 10 }), { maxLength: 4 }), (lists) => {
        const scores = Rank.fuse(lists.map((items) => ({ items })))
        for (const [item, s] of scores) {
          const expected = lists.reduce(
            (acc, l) => (l.includes(item) ? acc + 1 / (60 + l.indexOf(item) + 1) : acc),
            0
          )
          expect(s).toBeCloseTo(expected, 12)
        }
        expect(new Set(Rank.order(scores, (a, b) => a - b))).toEqual(new Set(lists.flat()))
      })
    ))
})

describe("Citation", () => {
  it("parse(statement(m)) gives back the message's position and speaker", () =>
    fc.assert(
      fc.property(scope, (ms) => {
        for (const m of ms)
          expect(Citation.parse(`- ${Citation.statement(m)}`)).toEqual([{ seq: m.seq, speaker: m.speaker }])
      })
    ))
  it("check flags unknown messages and wrong speakers, and nothing else", () => {
    const ms = [
      { seq: 0, speaker: "Sam", text: "x", sentAt: null, receivedAt: new Date(0), isQuestion: false }
    ]
    expect(Citation.check([{ seq: 0, speaker: "Sam" }], ms)).toEqual([])
    expect(Citation.check([{ seq: 0, speaker: "Samantha" }], ms)).toEqual([
      { _tag: "WrongSpeaker", seq: 0, speaker: "Samantha", actual: "Sam" }
    ])
    expect(Citation.check([{ seq: 3, speaker: "Sam" }], ms)).toEqual([
      { _tag: "UnknownMessage", seq: 3, speaker: "Sam" }
    ])
  })
})

describe("Recall.compose", () => {
  it("stays within the budget, cites each message once, always under its real speaker", () =>
    fc.assert(
      fc.property(scope, speaker, text, fc.integer({ min: 40, max: 2000 }), (ms, who, said, budget) => {
        const context = Recall.compose({ ...recallInput(ms, who, said), budgetTokens: budget })
        if (ms.length === 0) {
          expect(context).toBe("")
          return
        }
        expect(Text.estimateTokens(context)).toBeLessThanOrEqual(budget)
        const cited = Citation.parse(context)
        expect(Citation.check(cited, ms)).toEqual([])
        expect(new Set(cited.map((c) => c.seq)).size).toBe(cited.length)
      })
    ))
  it("the same text from two speakers gives different context", () =>
    fc.assert(
      fc.property(
        scope.filter((ms) => ms.length > 0),
        text,
        (ms, said) => {
          expect(Recall.compose(recallInput(ms, "Dana", said))).not.toBe(
            Recall.compose(recallInput(ms, "Sam", said))
          )
        }
      )
    ))
})

describe("Answer.answer", () => {
  it("a best-scoring match that covers too little of the question does not hide one that covers enough (fast-check counterexample)", () => {
    const at = (m: number) => new Date(Date.UTC(2026, 10, 23, 12, m))
    const ms = [
      {
        seq: 0,
        speaker: "Dana",
        text: "meeting dana monday.",
        sentAt: null,
        receivedAt: at(0),
        isQuestion: false
      },
      {
        seq: 1,
        speaker: "Joan",
        text: "tuesday dana party meeting.",
        sentAt: null,
        receivedAt: at(1),
        isQuestion: false
      }
    ]
    const reply = Answer.answer({
      question: "meeting party tuesday dana hotel monday.",
      total: 2,
      candidates: ms,
      followUps: []
    })
    expect(reply.found).toBe(true)
    for (const c of reply.citations) expect(ms.find((m) => m.seq === c.seq)?.speaker).toBe(c.speaker)
  })

  it("cites only retrieved messages, under their real speakers; empty for an empty scope", () =>
    fc.assert(
      fc.property(scope, text, (ms, q) => {
        const terms = new Set(Text.queryTerms(q))
        const candidates = ms.filter((m) => Text.words(m.text).some((w) => terms.has(w)))
        const a = Answer.answer({ question: q, total: ms.length, candidates, followUps: [] })
        if (ms.length === 0) {
          expect(a.text).toBe("")
          return
        }
        expect(Citation.check(a.citations, candidates)).toEqual([])
        expect(Citation.parse(a.text)).toEqual(a.citations)
        expect(a.found).toBe(a.citations.length > 0)
      })
    ))
  const at = (seq: number, speaker: string, text: string) => ({
    seq,
    speaker,
    text,
    sentAt: null,
    receivedAt: new Date(Date.UTC(2026, 2, 2, 9, seq)),
    isQuestion: Text.isQuestion(text)
  })
  it("a correction replaces what it corrects", () => {
    const ms = [
      at(0, "Sam", "The planning meeting is on Monday."),
      at(1, "Priya", "ok"),
      at(2, "Sam", "Actually it's Tuesday, sorry.")
    ]
    const a = Answer.answer({
      question: "What day is the planning meeting?",
      total: 3,
      candidates: [ms[0]!],
      followUps: ms.slice(1)
    })
    expect(a.citations.map((c) => c.seq)).toEqual([2, 0])
  })
  it("the latest statement of a changing fact wins", () => {
    const ms = [at(0, "Joan", "The rent is 1800."), at(5, "Joan", "The rent is 1900 from next month.")]
    const a = Answer.answer({ question: "How much is the rent?", total: 6, candidates: ms, followUps: [] })
    expect(a.citations[0]).toEqual({ seq: 5, speaker: "Joan" })
  })
  it("says plainly when the scope does not contain the answer", () => {
    const ms = [
      at(0, "Greta", "The street party is on July 12."),
      at(1, "Hugo", "I can lend tables for the party."),
      at(2, "Ines", "I'll make chili for the party.")
    ]
    const a = Answer.answer({
      question: "Who is the DJ at the party?",
      total: 3,
      candidates: ms,
      followUps: []
    })
    expect(a.found).toBe(false)
    expect(a.text).toMatch(/do not answer/)
  })
})

describe("Limits", () => {
  it("flags exactly the fields out of range", () => {
    expect(Limits.checkIngest("s", [{ speaker: "a", text: "b" }])).toEqual([])
    expect(Limits.checkIngest("", []).map((v) => v.loc)).toEqual([["scope_id"], ["transcript"]])
    expect(Limits.checkIngest("s", [{ speaker: "x".repeat(256), text: "" }]).map((v) => v.loc)).toEqual([
      ["transcript", 0, "speaker"]
    ])
    expect(Limits.isTooLarge(Limits.checkRecall("s", "a", "x".repeat(20_001)))).toBe(true)
    expect(Limits.isTooLarge(Limits.checkAsk("s", "x".repeat(4_001)))).toBe(true)
    expect(Limits.checkAsk("s", " ").map((v) => v.type)).toEqual(["too_short"])
  })
})
