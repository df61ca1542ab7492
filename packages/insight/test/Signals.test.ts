import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Signals } from "../src/index.js"

describe("Signals", () => {
  it("never throws and keeps every score in range on arbitrary unicode", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
        const s = Signals.analyzeMessage(text)
        expect(s.sentiment).toBeGreaterThanOrEqual(-1)
        expect(s.sentiment).toBeLessThanOrEqual(1)
        expect(s.formality).toBeGreaterThanOrEqual(-1)
        expect(s.formality).toBeLessThanOrEqual(1)
        expect(s.politeness.score).toBeGreaterThanOrEqual(-1)
        expect(s.politeness.score).toBeLessThanOrEqual(1)
        expect(s.capsRatio).toBeGreaterThanOrEqual(0)
        expect(s.capsRatio).toBeLessThanOrEqual(1)
        expect(s.tokens.length).toBe(s.surface.length)
      }),
      { numRuns: 300 }
    )
  })

  it("similarity is symmetric, in [0, 1] and 1 on identical texts with words", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (a, b) => {
        const s = Signals.similarity(a, b)
        expect(s).toBe(Signals.similarity(b, a))
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(1)
        if (/[\p{L}\p{N}]/u.test(a)) expect(Signals.similarity(a, a)).toBe(1)
      })
    )
  })

  it("finds chat questions without a question mark, and not exclamations", () => {
    for (const q of [
      "u coming tonight",
      "any update on the ticket",
      "Is it working now",
      "can you check my order",
      "wondering if the pool is open",
      "¿cuándo llega?"
    ])
      expect(Signals.isQuestion(q.toLowerCase())).toBe(true)
    for (const s of ["how nice!", "what a day", "I'm on my way", "is working now, thanks", "don't worry"])
      expect(Signals.isQuestion(s.toLowerCase())).toBe(false)
  })

  it("separates an insult aimed at someone from swearing and from teasing", () => {
    expect(Signals.analyzeMessage("you're a useless idiot").insult).toBe(true)
    expect(Signals.analyzeMessage("@dan you idiot").insult).toBe(true)
    expect(Signals.analyzeMessage("shit, I missed the bus").insult).toBe(false)
    expect(Signals.analyzeMessage("shit, I missed the bus").profane).toBe(true)
    expect(Signals.analyzeMessage("I love shiitake mushrooms").profane).toBe(false)
  })

  it("does not read everyday English words from the other languages' lists as swearing", () => {
    for (const text of [
      "pour off the liquid and feed it",
      "we have a flat tyre",
      "grab a bite after work?",
      "the pawn takes the bishop",
      "two tennis balls and a nut"
    ])
      expect(Signals.analyzeMessage(text).profane, text).toBe(false)
    for (const word of Signals.notProfane) expect(Signals.analyzeMessage(word).profane, word).toBe(false)
    for (const text of ["this is shit", "mierda", "quelle merde", "so eine Scheiße", "fuck off"])
      expect(Signals.analyzeMessage(text).profane, text).toBe(true)
  })

  it("reads negated hate and a date 'put down for' as neither anger nor complaint", () => {
    expect(Signals.analyzeMessage("I did not HATE it, I was just confused").anger).toBe(false)
    expect(Signals.analyzeMessage("I hate this app").anger).toBe(true)
    expect(Signals.analyzeMessage("Page, put it down for the 28th?").complaint).toBe(false)
    expect(Signals.analyzeMessage("the site has been down for 3 hours").complaint).toBe(true)
  })

  it("hears a protest at being talked over, with or without an adverb", () => {
    for (const text of [
      "dude I was literally typing that",
      "ledger let us talk for a sec 😅",
      "i was still typing"
    ])
      expect(Signals.analyzeMessage(text).interruptProtest, text).toBe(true)
    for (const text of ["let me talk to a human", "let's talk about pricing"])
      expect(Signals.analyzeMessage(text).interruptProtest, text).toBe(false)
  })

  it("reads hedged and consenting openers as answers", () => {
    for (const text of [
      "It depends on where you live.",
      "Happy to. Day 1: mix the flour",
      "Not necessarily, no."
    ])
      expect(Signals.analyzeMessage(text).answerLike, text).toBe(true)
    expect(Signals.analyzeMessage("Did you know you can track orders?").answerLike).toBe(false)
  })

  it("finds names after a short lead clause, and not words that only look like one", () => {
    expect(Signals.analyzeMessage("Sure thing, Sinead! Sent.").addressedLoose).toEqual(["Sinead"])
    expect(Signals.analyzeMessage("Full choir, Declan. The altos stay on.").addressedLoose).toEqual([
      "Declan"
    ])
    expect(Signals.analyzeMessage("Hi Sam, sent.").addressedLoose).toEqual([])
    expect(Signals.analyzeMessage("Saturday at 11, in the hall.").addressedLoose).toEqual([])
    expect(Signals.analyzeMessage("Yes, Monday.").addressedLoose).toEqual([])
  })

  it("reads politeness strategies (Danescu-Niculescu-Mizil et al. 2013)", () => {
    const polite = Signals.analyzeMessage(
      "Sorry to bother you, could you maybe check this? Thanks so much!"
    ).politeness
    expect(polite.apology && polite.counterfactual && polite.hedge && polite.gratitude).toBe(true)
    expect(polite.score).toBeGreaterThan(0.5)
    const curt = Signals.analyzeMessage("so why is this still broken").politeness
    expect(curt.directStart).toBe(true)
    expect(curt.score).toBeLessThan(0)
  })

  it("finds names in address position only", () => {
    expect(Signals.addressedNames("Hi Maria, thanks for waiting.")).toEqual(["Maria"])
    expect(Signals.addressedNames("Thanks for flagging, Ray.")).toEqual(["Ray"])
    expect(Signals.addressedNames("Hello! I'm the bot")).toEqual([])
    expect(Signals.addressedNames("Account, then Username.")).toEqual([])
  })
})
