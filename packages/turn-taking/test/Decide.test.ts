import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Agent, Decide } from "../src/index.js"
import { input } from "./arbitraries.js"

const withContent = (i: Decide.Input, ix: number, f: (s: string) => string): Decide.Input => ({
  ...i,
  batch: i.batch.map((m, j) => (j === ix % i.batch.length ? { ...m, content: f(m.content) } : m))
})

describe("Decide properties", () => {
  it("deterministic, and the decision is the outcome of the first rule that applied", () => {
    fc.assert(
      fc.property(input, (i) => {
        const d = Decide.decide(i)
        assert.deepStrictEqual(Decide.decide(i), d)
        assert.strictEqual(d.reasons[0], d.rule)
        assert.strictEqual(d.decision, Decide.RULES[d.rule].outcome)
        const order = d.reasons.map((r) => Decide.RULE_IDS.indexOf(r))
        assert.deepStrictEqual(
          order,
          [...order].sort((a, b) => a - b)
        )
        assert.isTrue(d.reasons.includes("among_themselves"))
      }),
      { numRuns: 400 }
    )
  })

  it("a mention of the agent always speaks", () => {
    fc.assert(
      fc.property(
        input,
        fc.nat(),
        fc.constantFrom("@Ava ", "@ava ", "<@Ava> ", "hey @AVA: "),
        (i, ix, tag) => {
          const d = Decide.decide(withContent(i, ix, (s) => `${tag}${s}`))
          assert.strictEqual(d.decision, "speak")
          assert.strictEqual(d.rule, "mention")
        }
      ),
      { numRuns: 300 }
    )
  })

  it("a reply to the agent always speaks", () => {
    fc.assert(
      fc.property(input, fc.nat(), (i, ix) => {
        const batch = i.batch.map((m, j) => (j === ix % i.batch.length ? { ...m, replyToAgent: true } : m))
        const d = Decide.decide({ ...i, batch })
        assert.strictEqual(d.decision, "speak")
      }),
      { numRuns: 200 }
    )
  })

  it("the name found in any 'You are X' prompt is the one a mention must use", () => {
    const name = fc.constantFrom("Ava", "Max", "Nora Lee", "Kai", "Zoë", "Jean-Luc")
    fc.assert(
      fc.property(input, name, fc.nat(), (i, n, ix) => {
        const prompt = `You are ${n}, a helpful concierge.`
        assert.strictEqual(Agent.nameFromPrompt(prompt), n)
        const base: Decide.Input = { batch: i.batch, history: i.history, now: i.now, systemPrompt: prompt }
        const d = Decide.decide(withContent(base, ix, (s) => `@${n.replace(" ", "_")} ${s}`))
        assert.strictEqual(d.decision, "speak")
      }),
      { numRuns: 200 }
    )
  })

  it("only relative times matter: shifting every time and the clock changes nothing", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: -1e12, max: 1e12 }), (i, d) => {
        const shift = <T extends { readonly at: number }>(x: T): T => ({ ...x, at: x.at + d })
        const moved: Decide.Input = {
          ...i,
          batch: i.batch.map(shift),
          history: i.history.map(shift),
          events: (i.events ?? []).map(shift),
          now: i.now + d
        }
        assert.deepStrictEqual(Decide.decide(moved), Decide.decide(i))
      }),
      { numRuns: 200 }
    )
  })

  it("agent messages older than the window of the rules do not change the decision", () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.history.length >= 1)
        const first = i.history[0]!
        const older = { sender: "Ava", content: "an old message", at: first.at - 2, fromAgent: true }
        const padding = Array.from({ length: 2 * Decide.SHARE_WINDOW }, () => ({
          sender: first.sender,
          content: "an old message",
          at: first.at - 1
        }))
        const a = Decide.decide({ ...i, history: [older, ...padding, ...i.history] })
        const b = Decide.decide({ ...i, history: [...padding, ...i.history] })
        // an agent message 24+ messages back is outside every window: same decision
        assert.strictEqual(a.decision, b.decision)
      }),
      { numRuns: 100 }
    )
  })
})

describe("Fair share (Time to Talk)", () => {
  const m = (sender: string, agent = false) => ({
    sender,
    content: "x",
    at: 0,
    ...(agent ? { fromAgent: true } : {})
  })
  it("over 1/n for n participants, never with fewer than 3", () => {
    assert.isFalse(Decide.overFairShare([m("a"), m("b"), m("Ava", true)])) // 1/3 of 3 is not above
    assert.isTrue(Decide.overFairShare([m("a"), m("b"), m("Ava", true), m("Ava", true)])) // 2/4 > 1/3
    assert.isFalse(Decide.overFairShare([m("a"), m("Ava", true), m("Ava", true)])) // one-to-one
    assert.isFalse(Decide.overFairShare([m("a"), m("b"), m("c")]))
  })

  it("matches the formula on random windows", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b", "c", "d", "*"), { minLength: 1, maxLength: 12 }),
        (ss) => {
          const window = ss.map((s) => m(s === "*" ? "Ava" : s, s === "*"))
          const n = new Set(ss).size
          const share = ss.filter((s) => s === "*").length / ss.length
          assert.strictEqual(Decide.overFairShare(window), n >= 3 && share > 0 && share > 1 / n)
        }
      )
    )
  })
})

describe("Decide properties on shaped threads", () => {
  const T = 1_700_000_000_000
  const question = fc.constantFrom(
    "where is the hotel?",
    "how do I get to the airport from the old town?",
    "can you check the train times for tomorrow?",
    "what should I pack for the hike?",
    "is the museum open on Mondays?"
  )
  const chatter = fc.constantFrom(
    "we land at 6",
    "the pool is great",
    "I'm at the cafe",
    "see you at the gate"
  )
  const closing = fc.constantFrom(
    "thanks!",
    "ok",
    "lol",
    "👍",
    "bye all",
    "cool cool",
    "haha",
    "ok thanks",
    "got it"
  )

  it("one person and the agent: a finished question always gets an answer", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), chatter), { maxLength: 10 }),
        question,
        fc.integer({ min: 2_500, max: 3_600_000 }),
        (rows, q, after) => {
          const history = rows.map(([agent, content], i) =>
            agent
              ? { sender: "Ava", content, at: T + i * 60_000, fromAgent: true }
              : { sender: "Sam", content, at: T + i * 60_000 }
          )
          const at = T + rows.length * 60_000
          const d = Decide.decide({
            batch: [{ sender: "Sam", content: q, at }],
            history,
            systemPrompt: "You are Ava, a travel assistant.",
            now: at + after
          })
          assert.strictEqual(d.decision, "speak")
        }
      )
    )
  })

  it("a group batch that @mentions only someone else never speaks", () => {
    fc.assert(
      fc.property(fc.array(chatter, { minLength: 1, maxLength: 8 }), question, (lines, q) => {
        const people = ["Bob", "Cy", "Dee"]
        const history = lines.map((content, i) => ({ sender: people[i % 3]!, content, at: T + i * 60_000 }))
        const at = T + lines.length * 60_000
        const d = Decide.decide({
          batch: [{ sender: "Bob", content: `@Dee ${q}`, at }],
          history,
          systemPrompt: "You are Ava, a travel assistant for hotels, trains and museums.",
          now: at + 10_000
        })
        assert.strictEqual(d.decision, "stay_silent")
        assert.strictEqual(d.rule, "addressed_to_other")
      })
    )
  })

  it("closings and acknowledgements alone never get a reply, in a group or one-to-one", () => {
    fc.assert(
      fc.property(
        fc.array(chatter, { maxLength: 8 }),
        fc.array(closing, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (lines, closings, group) => {
          const people = group ? ["Bob", "Cy", "Dee"] : ["Sam"]
          const history = lines.map((content, i) => ({
            sender: people[i % people.length]!,
            content,
            at: T + i * 60_000
          }))
          const at = T + lines.length * 60_000
          const batch = closings.map((content, i) => ({ sender: people[0]!, content, at: at + i * 5_000 }))
          const d = Decide.decide({
            batch,
            history,
            systemPrompt: "You are Ava, a travel assistant.",
            now: batch.at(-1)!.at + 10_000
          })
          assert.strictEqual(d.decision, "stay_silent")
        }
      )
    )
  })
})

describe("Decide timing", () => {
  const T = 1_700_000_000_000
  const prompt = "You are Ava, a travel assistant."
  it("a batch stamped with one receipt time is not a burst (no timing information)", () => {
    const batch = [
      { sender: "Bob", content: "so", at: T },
      { sender: "Bob", content: "Ava, which terminal do we fly from?", at: T }
    ]
    const d = Decide.decide({
      batch,
      history: [{ sender: "Cy", content: "hey", at: T - 60_000 }],
      systemPrompt: prompt,
      now: T + 100
    })
    assert.strictEqual(d.rule, "addressed_by_name")
  })

  it("the same batch typed 1 s apart and received just now is a burst still in progress", () => {
    const batch = [
      { sender: "Bob", content: "so", at: T },
      { sender: "Bob", content: "Ava, which terminal do we fly from?", at: T + 1_000 }
    ]
    const history = [{ sender: "Cy", content: "hey", at: T - 60_000 }]
    assert.strictEqual(
      Decide.decide({ batch, history, systemPrompt: prompt, now: T + 1_500 }).rule,
      "burst_in_progress"
    )
    // and once the burst has settled, the name decides
    assert.strictEqual(
      Decide.decide({ batch, history, systemPrompt: prompt, now: T + 4_000 }).rule,
      "addressed_by_name"
    )
  })
})
