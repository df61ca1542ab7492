import type { Blueprint } from "@cis/blueprint"
import { Evaluate } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Library, Writer } from "../src/index.js"
import { sampleOrThrow } from "./helpers.js"

const domainArb = fc.constantFrom(...Library.domains)

describe("Writer.writePersonas", () => {
  it("writes exactly the blueprint's fields, sampled values unchanged, text fields non-empty", () => {
    fc.assert(
      fc.property(domainArb, fc.integer({ min: 1, max: 40 }), fc.nat(10_000), (d, n, seed) => {
        const bp = d.blueprint
        const sampled = sampleOrThrow(bp, n, seed).personas
        const ps = Writer.writePersonas(bp, sampled, seed)
        assert.strictEqual(ps.length, n)
        ps.forEach((p, i) => {
          assert.deepStrictEqual(
            Object.keys(p.fields),
            bp.fields.map((f) => f.name)
          )
          for (const [k, v] of Object.entries(sampled[i]!.fields)) assert.strictEqual(p.fields[k], v)
          for (const f of bp.fields)
            if (f.kind === "text") assert.isAbove(p.fields[f.name]!.trim().length, 20)
          assert.notInclude(p.system_prompt, "{")
          assert.notInclude(p.markdown, "{")
        })
      }),
      { numRuns: 40 }
    )
  })

  it("the system prompt is second person, names the persona and mentions every field value", () => {
    fc.assert(
      fc.property(domainArb, fc.nat(10_000), (d, seed) => {
        const bp = d.blueprint
        const [p] = Writer.writePersonas(bp, sampleOrThrow(bp, 1, seed).personas, seed)
        assert.match(p!.system_prompt, /^You are [\p{L}'-]+ [\p{L}'-]+, an? /u)
        assert.include(p!.system_prompt, p!.persona_id)
        for (const v of Object.values(p!.fields)) assert.include(p!.system_prompt, v)
        const name = /^You are ([^,]+),/.exec(p!.system_prompt)![1]!
        assert.isTrue(p!.markdown.startsWith(`# ${name}\n`))
      }),
      { numRuns: 40 }
    )
  })

  it("the character sheet has a table of sampled fields and a section per text field", () => {
    const bp = Library.domains[1]!.blueprint
    const [p] = Writer.writePersonas(bp, sampleOrThrow(bp, 1, 3).personas, 3)
    for (const f of bp.fields) {
      if (f.kind === "text")
        assert.include(
          p!.markdown,
          `\n## ${f.name === "pain_point" ? "Pain point" : f.name === "bio" ? "Bio" : "Goal"}\n`
        )
      else assert.include(p!.markdown, `| ${p!.fields[f.name]} |`)
    }
    assert.include(p!.markdown, "| Field | Value |")
  })

  it("no two personas of a population of 1000 share a system prompt; ids are p-0001 … p-1000", () => {
    const bp = Library.find("gamers")!.blueprint
    const ps = Writer.writePersonas(bp, sampleOrThrow(bp, 1000, 99).personas, 99)
    assert.strictEqual(new Set(ps.map((p) => p.system_prompt)).size, 1000)
    assert.strictEqual(new Set(ps.map((p) => p.persona_id)).size, 1000)
    assert.strictEqual(ps[0]!.persona_id, "p-0001")
    assert.strictEqual(ps[999]!.persona_id, "p-1000")
    const names = new Set(ps.map((p) => p.markdown.split("\n")[0]))
    assert.isAbove(names.size, 950)
  })

  it("text agrees with the sampled values: bios name the age and the role", () => {
    const d = Library.find("software developers")!
    const ps = Writer.writePersonas(d.blueprint, sampleOrThrow(d.blueprint, 50, 5).personas, 5)
    for (const p of ps) {
      assert.include(p.fields.bio, p.fields.age!)
      assert.include(p.fields.bio, p.fields.role!)
    }
    const hcw = Library.find("healthcare workers")!
    for (const p of Writer.writePersonas(hcw.blueprint, sampleOrThrow(hcw.blueprint, 50, 5).personas, 5)) {
      assert.include(p.fields.bio, p.fields.role!)
    }
  })

  it("pronouns follow the gender field", () => {
    const d = Library.find("patients")!
    const ps = Writer.writePersonas(d.blueprint, sampleOrThrow(d.blueprint, 200, 8).personas, 8)
    for (const p of ps) {
      const text = `${p.fields.bio} ${p.fields.main_concern} ${p.fields.goal}`
      if (p.fields.gender === "female") assert.notMatch(text, /\b(?:his|him)\b/)
      if (p.fields.gender === "male") assert.notMatch(text, /\b(?:her|hers)\b/)
    }
  })

  it("a location field is mentioned in the bio", () => {
    const d = Library.generalPublic
    const ps = Writer.writePersonas(d.blueprint, sampleOrThrow(d.blueprint, 60, 4).personas, 4)
    for (const p of ps) assert.include(p.fields.bio, p.fields.location!)
  })

  it("text varies across personas", () => {
    const d = Library.find("students")!
    const ps = Writer.writePersonas(d.blueprint, sampleOrThrow(d.blueprint, 100, 12).personas, 12)
    const openers = new Set(
      ps.map((p) => p.fields.bio!.replace(/\d+/g, "#").split(" ").slice(2, 5).join(" "))
    )
    assert.isAtLeast(openers.size, 3)
    assert.strictEqual(new Set(ps.map((p) => p.fields.bio)).size, 100)
  })

  it("is deterministic by seed, and persona i does not depend on the population size", () => {
    fc.assert(
      fc.property(domainArb, fc.nat(1000), (d, seed) => {
        const sampled = sampleOrThrow(d.blueprint, 10, seed).personas
        const a = Writer.writePersonas(d.blueprint, sampled, seed)
        const b = Writer.writePersonas(d.blueprint, sampled, seed)
        assert.deepStrictEqual(a, b)
        const first = Writer.writePersona(d.blueprint, sampled[0]!.fields, seed, 0, 10)
        assert.deepStrictEqual(first, a[0])
        const other = Writer.writePersonas(d.blueprint, sampled, seed + 1)
        assert.notDeepEqual(
          a.map((p) => p.system_prompt),
          other.map((p) => p.system_prompt)
        )
      }),
      { numRuns: 30 }
    )
  })

  it("reports progress every 100 personas and at the end", () => {
    const bp = Library.find("voters")!.blueprint
    const seen: Array<number> = []
    Writer.writePersonas(bp, sampleOrThrow(bp, 250, 1).personas, 1, { onProgress: (n) => seen.push(n) })
    assert.deepStrictEqual(seen, [100, 200, 250])
  })

  it("writes blueprints outside the library with generic templates, passing the gates", () => {
    const bp: Blueprint.Blueprint = {
      domain: "marathon runners",
      order: ["age", "sex", "weekly_km", "club"],
      fields: [
        {
          name: "age",
          kind: "numeric",
          parents: [],
          numeric: { min: 18, max: 70, mean: 38, sd: 10, integer: true }
        },
        { name: "sex", kind: "categorical", parents: [], categorical: { weights: { female: 1, male: 1 } } },
        { name: "weekly_km", kind: "numeric", parents: [], numeric: { min: 10, max: 200, mean: 60, sd: 25 } },
        {
          name: "club",
          kind: "categorical",
          parents: ["sex"],
          conditionals: [{ when: { sex: "female" }, categorical: { weights: { Harriers: 1, Striders: 1 } } }],
          categorical: { weights: { Harriers: 2, "Road Runners": 1 } }
        },
        { name: "backstory", kind: "text", parents: [] },
        { name: "race_goal", kind: "text", parents: [] },
        { name: "fears", kind: "text", parents: [] },
        { name: "shoe_brand_opinion", kind: "text", parents: [] }
      ],
      constraints: [{ name: "km_by_age", lhs: "weekly_km", op: "<=", rhs: "250 - age" }]
    }
    const ps = Writer.writePersonas(bp, sampleOrThrow(bp, 30, 2).personas, 2)
    const report = Evaluate.evaluate(ps, bp)
    for (const s of report.scorecards) for (const g of s.gates) assert.isTrue(g.passed, g.detail)
    for (const p of ps) {
      assert.include(p.fields.backstory, p.fields.club!)
      assert.include(p.fields.backstory, p.fields.age!)
      assert.include(p.system_prompt, "marathon runner")
      for (const t of ["race_goal", "fears", "shoe_brand_opinion"]) assert.isAbove(p.fields[t]!.length, 10)
    }
  })
})

describe("Writer helpers", () => {
  it("personaId pads to at least three digits", () => {
    assert.strictEqual(Writer.personaId(0, 5), "p-001")
    assert.strictEqual(Writer.personaId(41, 100), "p-042")
    assert.strictEqual(Writer.personaId(41, 12_000), "p-00042")
  })

  it("pronounsOf reads gender or sex", () => {
    assert.strictEqual(Writer.pronounsOf({ gender: "female" }), "female")
    assert.strictEqual(Writer.pronounsOf({ Sex: "M" }), "male")
    assert.strictEqual(Writer.pronounsOf({ gender: "non-binary" }), "neutral")
    assert.strictEqual(Writer.pronounsOf({ role: "nurse" }), "neutral")
  })
})
