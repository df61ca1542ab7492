import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readUsers, ruleTypesOf, typeProbabilities } from "../src/Analyze.js"
import { build } from "../src/internal/context.js"
import { detectAll } from "../src/internal/findings.js"
import {
  argmax,
  gramFeatures,
  personFeatures,
  probabilities,
  probabilitiesWithGrams,
  type Softmax,
  viterbi
} from "../src/internal/learned.js"
import * as Model from "../src/internal/model.generated.js"
import { interactionTypes } from "../src/Schemas.js"
import { resolve } from "../src/Transcript.js"

const probs = (k: number) =>
  fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: k, maxLength: k }).map((xs) => {
    const sum = xs.reduce((a, b) => a + b, 0)
    return xs.map((x) => x / sum)
  })

describe("learned layer maths", () => {
  it("looking grams up directly gives the probabilities of their feature strings", () => {
    const text = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 80 }),
      fc
        .array(
          fc.constantFrom("ok", "not", "happy", "sooo", "thanks", "!!", "?", "😂", " ", "lol", "wtf", "\n"),
          {
            maxLength: 20
          }
        )
        .map((ws) => ws.join(" "))
    )
    fc.assert(
      fc.property(
        text,
        fc.array(fc.constantFrom("bias", "agent", "rule:banter", "loc:friction"), { maxLength: 4 }),
        (t, base) => {
          const grams: Array<string> = []
          gramFeatures(t, grams)
          expect(new Set(grams).size).toBe(grams.length)
          const slow = probabilities(Model.types, [...base, ...grams])
          const fast = probabilitiesWithGrams(Model.types, base, t)
          for (let c = 0; c < fast.length; c++) expect(Math.abs(fast[c]! - slow[c]!)).toBeLessThan(1e-9)
        }
      )
    )
  })

  it("softmax probabilities are in [0, 1] and sum to 1, whatever the features", () => {
    const model: Softmax = {
      classes: ["a", "b", "c"],
      weights: { x: [1, -2, 0.5], y: [300, -300, 0], z: [-0.1, 0.2, 0.3] }
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom("x", "y", "z", "unknown"), { maxLength: 12 }), (features) => {
        const p = probabilities(model, features)
        expect(p).toHaveLength(3)
        for (const v of p) expect(v >= 0 && v <= 1).toBe(true)
        expect(Math.abs(p.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9)
      })
    )
    // no features: uniform
    expect(probabilities(model, [])).toEqual([1 / 3, 1 / 3, 1 / 3])
  })

  it("viterbi with no switch cost is the per-item argmax; with a huge one, a single class", () => {
    fc.assert(
      fc.property(fc.array(probs(4), { minLength: 1, maxLength: 30 }), (seq) => {
        // cost 0: every item gets a most likely class (near-ties may go either way)
        const free = viterbi(seq, 0)
        free.forEach((c, i) => {
          expect(seq[i]![c]!).toBeCloseTo(seq[i]![argmax(seq[i]!)]!, 12)
        })
        const flat = viterbi(seq, 1e6)
        expect(new Set(flat).size).toBe(1)
        const mid = viterbi(seq, 1.5)
        expect(mid).toHaveLength(seq.length)
        // a switch cost never produces more changes than the argmax sequence has
        const changes = (xs: ReadonlyArray<number>) => xs.filter((x, i) => i > 0 && x !== xs[i - 1]).length
        expect(changes(mid)).toBeLessThanOrEqual(changes(seq.map(argmax)))
      })
    )
    expect(viterbi([], 1)).toEqual([])
  })

  it("ships a type model over the six interaction types with a switch cost", () => {
    expect(Model.types.classes).toEqual([
      "transactional",
      "bonding",
      "venting",
      "banter",
      "friction",
      "hostile"
    ])
    expect(Object.keys(Model.types.weights).length).toBeGreaterThan(100)
    for (const w of Object.values(Model.types.weights)) expect(w).toHaveLength(6)
    expect(Model.switchCost).toBeGreaterThanOrEqual(0)
  })

  it("person features read replies to the agent apart, and how the type model reads the person", () => {
    const messages = [
      "Remi: my flight got cancelled, i'll miss my sister's wedding",
      "Tova: That's exciting news! Let's find you a new flight 🎉",
      "Remi: exciting??",
      "Remi: ok whatever. just rebook me"
    ].map((line, i) => {
      const k = line.indexOf(": ")
      return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
    })
    const ctx = build(Either.getOrThrow(resolve(messages, "Tova")))
    const ruleTypes = ruleTypesOf(ctx)
    const typeProbs = typeProbabilities(ctx, ruleTypes)
    const remi = readUsers(ctx).find((u) => ctx.r.speakers[u.speaker]!.name === "Remi")!
    const f = personFeatures(ctx, remi, ruleTypes, detectAll(ctx), typeProbs)
    // "exciting??" answers the agent, echoes its word and asks back: irritation the signals miss
    expect(f).toContain("ta:echo")
    expect(f).toContain("ta:short")
    expect(f).toContain("tw:exciting")
    // the first message answers nobody: its words are the person's, not a reply's
    expect(f).toContain("pw:cancelled")
    expect(f).not.toContain("tw:cancelled")
    // one band per type for the mean and the highest probability, and the most likely type
    for (const t of interactionTypes) {
      expect(f.filter((x) => x.startsWith(`pt:${t}:`))).toHaveLength(1)
      expect(f.filter((x) => x.startsWith(`ptx:${t}:`))).toHaveLength(1)
    }
    expect(f.filter((x) => x.startsWith("ptmax:"))).toHaveLength(1)
  })
})
