import { assert, describe, it } from "@effect/vitest"
import { Agent } from "../src/index.js"

describe("Agent.nameFromPrompt", () => {
  const cases: ReadonlyArray<readonly [string, string | null]> = [
    ["You are Ava, the travel assistant of the group.", "Ava"],
    ["Your name is Max. You are the DevOps helper.", "Max"],
    ["I'm Juno, the household assistant for the Garcia family.", "Juno"],
    ["You are an assistant named Nora Lee who helps with taxes.", "Nora Lee"],
    ["You're called Pip.", "Pip"],
    ["You are Coach Kim, the fitness coach of a running club chat.", "Coach Kim"],
    ["You are Dr. Lee, a family doctor.", "Dr. Lee"],
    ["You are a helpful assistant for a book club.", null],
    ["Be concise. Answer in English.", null],
    ["You are The Oracle.", "Oracle"]
  ]
  for (const [prompt, name] of cases) {
    it(`${JSON.stringify(prompt)} -> ${name}`, () => {
      assert.strictEqual(Agent.nameFromPrompt(prompt), name)
    })
  }
})

describe("Agent.identity", () => {
  it("aliases: the full name and the first word, or the last word after a title", () => {
    assert.deepStrictEqual(Agent.identity("You are Nora Lee, a tax helper.").aliases, ["nora lee", "nora"])
    assert.deepStrictEqual(Agent.identity("You are Coach Kim, a running coach.").aliases, [
      "coach kim",
      "kim"
    ])
    assert.deepStrictEqual(Agent.identity("You are Dr. Lee, a doctor.").aliases, ["dr. lee", "lee"])
  })

  it("agentName wins over the prompt; topics are the prompt's field words without the name", () => {
    const me = Agent.identity("You are Ava. You help with flights, hotels and trains.", "Zed")
    assert.strictEqual(me.name, "Zed")
    assert.deepStrictEqual(me.aliases, ["zed"])
    for (const w of ["flight", "hotel", "train"]) assert.isTrue(me.topics.has(w), w)
    assert.isFalse(me.topics.has("help"))
    assert.isFalse(Agent.identity("You are Ava. You help with flights.").topics.has("ava"))
  })

  it("no prompt and no name: nobody to mention, no field", () => {
    const me = Agent.identity(undefined)
    assert.isNull(me.name)
    assert.deepStrictEqual(me.aliases, [])
    assert.strictEqual(me.topics.size, 0)
  })
})
