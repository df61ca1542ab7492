import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readUsers, ruleTypesOf, typeProbabilities } from "../src/Analyze.js"
import { build } from "../src/internal/context.js"
import { detectAll } from "../src/internal/findings.js"
import {
  argmax,
  blendedProbabilities,
  type ChainScores,
  chainDecode,
  chainMarginals,
  classScores,
  type Forest,
  forestScores,
  gramFeatures,
  personFeatures,
  probabilities,
  type Softmax,
  scoresWithGrams,
  type TreeNode
} from "../src/internal/learned.js"
import * as Model from "../src/internal/model.generated.js"
import { interactionTypes } from "../src/Schemas.js"
import { resolve } from "../src/Transcript.js"

/** `personFeatures` of one person of a chat written as "Name: text" lines, the agent being Tova. */
const personFeaturesIn = (lines: ReadonlyArray<string>, name: string): Array<string> => {
  const messages = lines.map((line, i) => {
    const k = line.indexOf(": ")
    return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
  })
  const ctx = build(Either.getOrThrow(resolve(messages, "Tova")))
  const ruleTypes = ruleTypesOf(ctx)
  const person = readUsers(ctx).find((u) => ctx.r.speakers[u.speaker]!.name === name)!
  return personFeatures(ctx, person, ruleTypes, detectAll(ctx), typeProbabilities(ctx, ruleTypes))
}

describe("learned layer maths", () => {
  it("looking grams up directly gives the scores of their feature strings", () => {
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
          const slow = classScores(Model.types.emissions, [...base, ...grams])
          const fast = scoresWithGrams(Model.types.emissions, base, t)
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

  // every class sequence of n items over k classes, with its chain score
  const paths = (chain: ChainScores, scores: ReadonlyArray<ReadonlyArray<number>>) => {
    const k = chain.start.length
    const out: Array<{ seq: Array<number>; score: number }> = []
    const walk = (seq: Array<number>): void => {
      if (seq.length === scores.length) {
        let score = chain.start[seq[0]!]!
        seq.forEach((c, i) => {
          score += scores[i]![c]! + (i > 0 ? chain.transitions[seq[i - 1]!]![c]! : 0)
        })
        out.push({ seq, score })
        return
      }
      for (let c = 0; c < k; c++) walk([...seq, c])
    }
    walk([])
    return out
  }
  const score = fc.double({ min: -5, max: 5, noNaN: true })
  const chainAndScores = fc.integer({ min: 2, max: 3 }).chain((k) =>
    fc.record({
      chain: fc.record({
        start: fc.array(score, { minLength: k, maxLength: k }),
        transitions: fc.array(fc.array(score, { minLength: k, maxLength: k }), { minLength: k, maxLength: k })
      }),
      scores: fc.array(fc.array(score, { minLength: k, maxLength: k }), { minLength: 1, maxLength: 5 })
    })
  )

  it("the chain's decoding is the best-scoring sequence of all, and its marginals are exact", () => {
    fc.assert(
      fc.property(chainAndScores, ({ chain, scores }) => {
        const all = paths(chain, scores)
        const best = Math.max(...all.map((p) => p.score))
        const seq = chainDecode(chain, scores)
        expect(seq).toHaveLength(scores.length)
        const found = all.find((p) => p.seq.every((c, i) => c === seq[i]))!
        expect(found.score).toBeCloseTo(best, 9)
        // P(class c at i) = the summed weight of the paths through it, over all paths
        const total = all.reduce((a, p) => a + Math.exp(p.score - best), 0)
        const marginals = chainMarginals(chain, scores)
        marginals.forEach((row, i) => {
          expect(Math.abs(row.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-9)
          row.forEach((m, c) => {
            const through = all
              .filter((p) => p.seq[i] === c)
              .reduce((a, p) => a + Math.exp(p.score - best), 0)
            expect(Math.abs(m - through / total)).toBeLessThan(1e-9)
          })
        })
      })
    )
    expect(chainDecode({ start: [0], transitions: [[0]] }, [])).toEqual([])
    expect(chainMarginals({ start: [0], transitions: [[0]] }, [])).toEqual([])
  })

  it("a chain without start or transition scores reads each item alone; a huge switch cost, one class", () => {
    fc.assert(
      fc.property(chainAndScores, ({ scores }) => {
        const k = scores[0]!.length
        const free: ChainScores = {
          start: new Array(k).fill(0),
          transitions: Array.from({ length: k }, () => new Array(k).fill(0))
        }
        // each item's best class (near-ties may go either way)
        chainDecode(free, scores).forEach((c, i) => {
          expect(scores[i]![c]!).toBeCloseTo(Math.max(...scores[i]!), 9)
        })
        chainMarginals(free, scores).forEach((row, i) => {
          const soft = probabilities({ classes: scores[i]!.map(String), weights: { x: scores[i]! } }, ["x"])
          row.forEach((m, c) => {
            expect(Math.abs(m - soft[c]!)).toBeLessThan(1e-9)
          })
        })
        const sticky: ChainScores = {
          start: new Array(k).fill(0),
          transitions: Array.from({ length: k }, (_, p) =>
            Array.from({ length: k }, (_, c) => (p === c ? 0 : -1e6))
          )
        }
        expect(new Set(chainDecode(sticky, scores)).size).toBe(1)
      })
    )
  })

  it("a forest adds one leaf per tree and class: the branch taken by each split's feature", () => {
    const forest: Forest = {
      classes: ["a", "b"],
      features: ["x", "y"],
      trees: [
        [[0, 1, -1], 0.5],
        [
          [0, [1, 2, 3], 4],
          [1, -0.25, 0]
        ]
      ]
    }
    expect(forestScores(forest, [])).toEqual([-1 + 4, 0.5 + 0])
    expect(forestScores(forest, ["x"])).toEqual([1 + 3, 0.5 + 0])
    expect(forestScores(forest, ["x", "y", "unknown"])).toEqual([1 + 2, 0.5 - 0.25])
    expect(forestScores({ ...forest, trees: [] }, ["x"])).toEqual([0, 0])
  })

  const node = (depth: number): fc.Arbitrary<TreeNode> =>
    depth === 0
      ? fc.double({ min: -2, max: 2, noNaN: true })
      : fc.oneof(
          fc.double({ min: -2, max: 2, noNaN: true }),
          fc.tuple(fc.integer({ min: 0, max: 3 }), node(depth - 1), node(depth - 1))
        )
  const forestArb: fc.Arbitrary<Forest> = fc.record({
    classes: fc.constant(["a", "b", "c"]),
    features: fc.constant(["w", "x", "y", "z"]),
    trees: fc.array(fc.array(node(3), { minLength: 3, maxLength: 3 }), { maxLength: 6 })
  })
  const featureList = fc.array(fc.constantFrom("w", "x", "y", "z", "bias", "unknown"), { maxLength: 10 })

  it("a forest reads which features are present: not their order, repeats or unknown ones", () => {
    fc.assert(
      fc.property(forestArb, featureList, (forest, features) => {
        const z = forestScores(forest, features)
        expect(z).toHaveLength(3)
        const known = [...new Set(features.filter((f) => forest.features.includes(f)))].sort()
        expect(forestScores(forest, [...features].reverse())).toEqual(z)
        expect(forestScores(forest, [...features, ...features, "other"])).toEqual(z)
        expect(forestScores(forest, known)).toEqual(z)
      })
    )
  })

  it("blended probabilities are the mean of the softmax's and the forest's: in [0, 1], summing to 1", () => {
    const model: Softmax = {
      classes: ["a", "b", "c"],
      weights: { x: [1, -2, 0.5], y: [3, 0, -3], bias: [0, 0.2, 0] }
    }
    fc.assert(
      fc.property(forestArb, featureList, (forest, features) => {
        const p = blendedProbabilities(model, forest, features)
        const a = probabilities(model, features)
        const z = forestScores(forest, features)
        const e = z.map((v) => Math.exp(v - Math.max(...z)))
        const b = e.map((v) => v / e.reduce((s, x) => s + x, 0))
        p.forEach((v, c) => {
          expect(v).toBeCloseTo((a[c]! + b[c]!) / 2, 12)
          expect(v >= 0 && v <= 1).toBe(true)
        })
        expect(Math.abs(p.reduce((s, v) => s + v, 0) - 1)).toBeLessThan(1e-9)
        // an empty forest is uniform: the softmax alone decides
        expect(argmax(blendedProbabilities(model, { ...forest, trees: [] }, features))).toBe(argmax(a))
      })
    )
  })

  it.each([
    [
      "reception",
      Model.receptionForest,
      Model.reception,
      ["engaged", "neutral", "bored", "annoyed", "churn_risk"]
    ],
    ["frustration", Model.frustrationForest, Model.frustration, ["0", "0.2", "0.5", "0.8", "1"]]
  ] as const)(
    "ships a %s forest over its softmax's five classes, every split on one of its features",
    (_, f, softmax, classes) => {
      expect(f.classes).toEqual(softmax.classes)
      expect(f.classes).toEqual(classes)
      expect(f.trees.length).toBeGreaterThan(50)
      const splits = (t: TreeNode): Array<number> =>
        typeof t === "number" ? [] : [t[0], ...splits(t[1]), ...splits(t[2])]
      const used = new Set<number>()
      for (const round of f.trees) {
        expect(round).toHaveLength(5)
        for (const t of round) for (const j of splits(t)) used.add(j)
      }
      // every listed feature is split on, and no split points outside the list
      expect([...used].sort((a, b) => a - b)).toEqual(f.features.map((_, j) => j))
    }
  )

  it("ships a type model over the six interaction types, with start and transition scores", () => {
    expect(Model.types.emissions.classes).toEqual([
      "transactional",
      "bonding",
      "venting",
      "banter",
      "friction",
      "hostile"
    ])
    expect(Object.keys(Model.types.emissions.weights).length).toBeGreaterThan(100)
    for (const w of Object.values(Model.types.emissions.weights)) expect(w).toHaveLength(6)
    expect(Model.types.start).toHaveLength(6)
    expect(Model.types.transitions).toHaveLength(6)
    for (const row of Model.types.transitions) expect(row).toHaveLength(6)
    // staying in a type scores above leaving it
    Model.types.transitions.forEach((row, p) => {
      expect(argmax(row)).toBe(p)
    })
  })

  it("person features read replies to the agent apart, and how the type model reads the person", () => {
    const f = personFeaturesIn(
      [
        "Remi: my flight got cancelled, i'll miss my sister's wedding",
        "Tova: That's exciting news! Let's find you a new flight 🎉",
        "Remi: exciting??",
        "Remi: ok whatever. just rebook me"
      ],
      "Remi"
    )
    // "exciting??" answers the agent, echoes its word and asks back: irritation the signals miss
    expect(f).toContain("ta:echo")
    expect(f).toContain("ta:short")
    expect(f).toContain("tw:exciting")
    // the first message answers nobody: its words are the person's, not a reply's
    expect(f).toContain("pw:cancelled")
    expect(f).not.toContain("tw:cancelled")
    // Remi never names the agent
    expect(f).toContain("namesAgent:0")
    expect(f.filter((x) => x.startsWith("namesAgent:"))).toHaveLength(1)
    // one band per type for the mean and the highest probability, and the most likely type
    for (const t of interactionTypes) {
      expect(f.filter((x) => x.startsWith(`pt:${t}:`))).toHaveLength(1)
      expect(f.filter((x) => x.startsWith(`ptx:${t}:`))).toHaveLength(1)
    }
    expect(f.filter((x) => x.startsWith("ptmax:"))).toHaveLength(1)
  })

  it("person features count the messages that name the agent: 0, 1 or 2+", () => {
    const named = (lines: ReadonlyArray<string>) =>
      personFeaturesIn(lines, "Dee").filter((x) => x.startsWith("namesAgent:"))
    const room = ["Dee: anyone up for lunch", "Sam: sure", "Tova: Enjoy your lunch!"]
    expect(named(room)).toEqual(["namesAgent:0"])
    expect(named([...room, "Dee: thanks Tova"])).toEqual(["namesAgent:1"])
    expect(named([...room, "Dee: thanks Tova", "Dee: @Tova any tips for the menu?"])).toEqual([
      "namesAgent:2+"
    ])
  })

  it("person features place each person in the room and follow their trend", () => {
    const lines = [
      "Dee: anyone know if the shop is open",
      "Sam: no idea",
      "Dee: @Tova is it open today?",
      "Tova: Yes, until 6. Dee, do you need the address?",
      "Dee: nah im good",
      "Sam: what about sunday though",
      "Tova: Closed on Sundays, sorry Sam.",
      "Tova: Anything else?",
      "Sam: ok"
    ]
    const dee = personFeaturesIn(lines, "Dee")
    const sam = personFeaturesIn(lines, "Sam")
    // Dee opened the room, called the agent in and named it first; Sam had the last word
    expect(dee).toEqual(expect.arrayContaining(["place:opener", "place:summoner", "place:firstNamer"]))
    expect(dee).not.toContain("place:closer")
    expect(sam).toContain("place:closer")
    expect(sam.filter((f) => f.startsWith("place:"))).toEqual(["place:closer"])
    // Dee answered the agent in two of three messages (naming it, then right after it), Sam in one
    expect(dee).toContain("share:high")
    expect(sam).toContain("share:low")
    expect(dee).toContain("rank:1")
    expect(sam).toContain("rank:2")
    // the agent asked Dee by name; its "Anything else?" came after Sam, the last person to speak
    expect(dee).toContain("asked:1")
    expect(sam).toContain("asked:1")
    // word pairs of the replies to the agent only
    expect(dee).toContain("tp:im good")
    expect(dee).not.toContain("tp:the shop")
    // the type model's reading of those replies: one band per type, and of the last message
    for (const t of interactionTypes) expect(dee.filter((f) => f.startsWith(`rpt:${t}:`))).toHaveLength(1)
    expect(dee.filter((f) => f.startsWith("rptlast:"))).toHaveLength(1)
    // after Dee's last message the agent spoke twice and Sam went on; Sam's last came at the end
    expect(dee).toEqual(expect.arrayContaining(["after:agent:2+", "after:others:1+"]))
    expect(sam).toEqual(expect.arrayContaining(["after:agent:0", "after:others:0"]))
    // Sam's messages are all short, and shrink ("no idea" to "ok")
    expect(sam).toContain("short:all")
    expect(sam).toContain("trend:len:shrink")
    expect(sam.filter((f) => f.startsWith("trend:len:"))).toHaveLength(1)
  })
})
