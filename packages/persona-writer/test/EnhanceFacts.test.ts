import { Either } from "effect"
import fc from "fast-check"
import { assert, describe, it } from "vitest"
import { Enhance } from "../src/index.js"

const facts = (answer: string) => {
  const r = Enhance.parseFacts(answer)
  if (Either.isLeft(r)) assert.fail(r.left)
  return Either.isRight(r) ? r.right : (undefined as never)
}

describe("Enhance.parseFacts", () => {
  it("keeps every usable fact, normalised", () => {
    assert.deepStrictEqual(
      facts(
        '```json\n{"name": "Ines  Duarte", "age": 52, "gender": "Female", "occupation": "lighthouse keeper", "location": "Azores", "interests": ["birds", "birds", " tide tables "], "traits": ["patient"]}\n```'
      ),
      {
        name: "Ines Duarte",
        age: "52",
        gender: "female",
        occupation: "lighthouse keeper",
        location: "Azores",
        interests: ["birds", "tide tables"],
        traits: ["patient"]
      }
    )
    assert.deepStrictEqual(facts('{"age": "34"}'), { age: "34" })
  })

  it("leaves out what is unusable instead of failing", () => {
    assert.deepStrictEqual(
      facts(
        JSON.stringify({
          name: "A Very Long Name Of Five",
          age: 34.5,
          gender: "robot",
          occupation: "x".repeat(81),
          location: 7,
          interests: "hiking",
          traits: [1, "", "kind"]
        })
      ),
      { traits: ["kind"] }
    )
    assert.deepStrictEqual(facts("{}"), {})
    assert.deepStrictEqual(facts('{"age": 0}'), {})
    assert.deepStrictEqual(facts('{"age": 121}'), {})
  })

  it("refuses an answer that is not a JSON object", () => {
    for (const a of ["no idea", "[1, 2]", "42", ""]) assert.isTrue(Either.isLeft(Enhance.parseFacts(a)), a)
  })

  it("never throws, and whatever it keeps is within the documented limits", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.object().map((o) => JSON.stringify(o))
        ),
        (a) => {
          const r = Enhance.parseFacts(a)
          if (Either.isRight(r)) {
            const f = r.right
            if (f.age !== undefined) assert.isTrue(Number(f.age) >= 1 && Number(f.age) <= 120)
            if (f.interests !== undefined) assert.isAtMost(f.interests.length, 12)
            if (f.name !== undefined) assert.isAtMost(f.name.split(" ").length, 4)
          }
        }
      ),
      { numRuns: 300 }
    )
  })
})

describe("Enhance.enhancePersona with facts", () => {
  const text = "Ines keeps the light on a small island and watches seabirds."

  it("uses the facts over the heuristics, and keeps the summary and the derived texts", () => {
    const p = Enhance.enhancePersona(text, undefined, {
      name: "Ines Duarte",
      age: "52",
      occupation: "lighthouse keeper",
      location: "Azores"
    })
    assert.strictEqual(p.fields.name, "Ines Duarte")
    assert.strictEqual(p.fields.age, "52")
    assert.strictEqual(p.fields.occupation, "lighthouse keeper")
    assert.strictEqual(p.fields.location, "Azores")
    assert.strictEqual(p.fields.summary, text)
    assert.include(p.fields.bio, "lighthouse keeper")
    assert.include(p.system_prompt, "lighthouse keeper")
    assert.include(p.markdown, "# Ines Duarte")
  })

  it("with no facts is the heuristic persona, byte for byte", () => {
    assert.deepStrictEqual(Enhance.enhancePersona(text, undefined, {}), Enhance.enhancePersona(text))
  })

  it("asks for the facts as JSON, giving the text", () => {
    const m = Enhance.factsMessages(text)
    assert.strictEqual(m[1]!.content, text)
    assert.include(m[0]!.content, "JSON object")
  })
})
