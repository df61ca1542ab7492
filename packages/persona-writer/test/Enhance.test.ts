import { Evaluate } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Enhance } from "../src/index.js"

const EXAMPLES: ReadonlyArray<{
  readonly text: string
  readonly expect: Readonly<Record<string, string>>
}> = [
  {
    text: "Maria Lopez is a 34-year-old nurse from Lyon who loves hiking and photography. She is curious and a bit shy.",
    expect: {
      name: "Maria Lopez",
      age: "34",
      gender: "female",
      occupation: "nurse",
      location: "Lyon",
      interests: "hiking, photography",
      traits: "curious, shy"
    }
  },
  {
    text: "I'm a 27 year old software engineer living in Berlin. I enjoy climbing, board games and cooking.",
    expect: {
      age: "27",
      occupation: "software engineer",
      location: "Berlin",
      interests: "climbing, board games, cooking"
    }
  },
  {
    text: "Retired teacher, aged 68, based in Toronto. He likes gardening.",
    expect: {
      age: "68",
      gender: "male",
      occupation: "retired teacher",
      location: "Toronto",
      interests: "gardening"
    }
  },
  {
    text: "My name is Kenji Watanabe. I am 45 and work as an accountant in Osaka.",
    expect: { name: "Kenji Watanabe", age: "45", occupation: "accountant", location: "Osaka" }
  },
  {
    text: "A mother of two in her early 40s, works as a pharmacist in the UK, passionate about yoga",
    expect: {
      age: "early 40s",
      gender: "female",
      occupation: "pharmacist",
      location: "United Kingdom",
      interests: "yoga"
    }
  },
  {
    text: "Sam, 52, truck driver from Texas; loves country music but hates traffic",
    expect: {
      name: "Sam",
      age: "52",
      occupation: "truck driver",
      location: "Texas",
      interests: "country music"
    }
  },
  {
    text: "non-binary backend engineer (29 years old) who lives in Lisbon",
    expect: { age: "29", gender: "non-binary", occupation: "backend engineer", location: "Lisbon" }
  }
]

describe("Enhance.enhancePersona", () => {
  for (const { text, expect } of EXAMPLES) {
    it(`extracts from: ${text.slice(0, 50)}…`, () => {
      const p = Enhance.enhancePersona(text)
      for (const [k, v] of Object.entries(expect)) {
        if (k === "name") assert.isTrue(p.fields.name!.startsWith(v), `${p.fields.name} vs ${v}`)
        else assert.strictEqual(p.fields[k], v, k)
      }
      assert.strictEqual(p.fields.summary, text.replace(/\s+/g, " ").trim())
      assert.isDefined(p.fields.bio)
      for (const v of Object.values(p.fields)) assert.include(p.system_prompt, v)
      assert.isTrue(p.markdown.startsWith(`# ${p.fields.name}\n`))
    })
  }

  it("never throws, and always yields a persona with a summary that passes the structural gate", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "grapheme" }),
          fc.string({ unit: "binary" }),
          fc.lorem({ maxCount: 30 })
        ),
        (text) => {
          const p = Enhance.enhancePersona(text)
          assert.isString(p.fields.summary)
          assert.isAbove(p.fields.summary!.length, 0)
          assert.isAbove(p.system_prompt.length, 0)
          const card = Evaluate.evaluate([p]).scorecards[0]!
          assert.isTrue(card.gates.every((g) => g.passed))
        }
      ),
      { numRuns: 300 }
    )
  })

  it("extract never throws on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        Enhance.extract(text)
      }),
      { numRuns: 300 }
    )
  })

  it("an unrecognisable text still gives a persona with name and summary", () => {
    const p = Enhance.enhancePersona("zzzz qqqq")
    assert.deepStrictEqual(Object.keys(p.fields), ["name", "summary"])
    assert.strictEqual(p.fields.summary, "zzzz qqqq")
  })

  it("is deterministic; the seed only changes a generated name", () => {
    fc.assert(
      fc.property(fc.lorem({ maxCount: 20 }), fc.nat(), (text, seed) => {
        assert.deepStrictEqual(Enhance.enhancePersona(text), Enhance.enhancePersona(text))
        assert.deepStrictEqual(Enhance.enhancePersona(text, seed), Enhance.enhancePersona(text, seed))
      }),
      { numRuns: 100 }
    )
    const named = "Maria Lopez is a nurse."
    assert.strictEqual(
      Enhance.enhancePersona(named, 1).fields.name,
      Enhance.enhancePersona(named, 2).fields.name
    )
  })

  it("does not read non-ages or non-places", () => {
    const e = Enhance.extract("I spend 40 hours a week writing code in Python and I am 100% committed.")
    assert.isUndefined(e.age)
    assert.isUndefined(e.location)
  })
})
