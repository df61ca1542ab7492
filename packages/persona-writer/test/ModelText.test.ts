import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { Enhance, Generate, Grounding, Library, ModelText, Understand } from "../src/index.js"

const population = (prompt: string, count: number, seed: string) => {
  const r = Generate.generate(prompt, { count, seed })
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

/** Text a well-behaved model would write: the name, facts as given, no other number. */
const good = (b: ModelText.Brief, texts: ReadonlyArray<string>): ModelText.Entry => ({
  persona_id: b.persona_id,
  texts: Object.fromEntries(
    texts.map((t, i) => [
      t,
      i === 0
        ? `${b.name} has a way of noticing what others miss. People who know ${b.first} well trust that judgement.`
        : `${b.first} wants a little more time for the things that matter.`
    ])
  ),
  voice: "You speak plainly and warmly."
})

const prompts = [
  "night-shift nurses in rural hospitals",
  "Gen Z TikTok creators in Lagos",
  "retail investors"
]

describe("ModelText", () => {
  it("briefs carry the offline writer's name, pronouns and exactly the sampled fields", () => {
    for (const prompt of prompts) {
      const g = population(prompt, 20, "brief")
      for (const p of g.personas) {
        const b = ModelText.brief(g.blueprint, p)
        assert.include(p.markdown, `# ${b.name}`)
        assert.isTrue(b.name.startsWith(b.first))
        const sampled = g.blueprint.fields.filter((f) => f.kind !== "text" && (p.fields[f.name] ?? "") !== "")
        assert.deepStrictEqual(
          Object.keys(b.facts),
          sampled.map((f) => f.name)
        )
        if (p.fields.gender === "female") assert.strictEqual(b.pronouns, "she/her")
        if (p.fields.gender === "male") assert.strictEqual(b.pronouns, "he/him")
      }
    }
  })

  it("accepts text that keeps to the facts, and puts it in fields, system prompt and sheet", () => {
    const g = population("night-shift nurses in rural hospitals", 10, "ok")
    const texts = g.blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
    for (const p of g.personas) {
      const b = ModelText.brief(g.blueprint, p)
      const e = good(b, texts)
      const r = ModelText.apply(g.blueprint, b, p, e)
      assert.isTrue(Either.isRight(r), JSON.stringify(Either.isLeft(r) ? r.left : ""))
      const w = Either.getOrThrow(r)
      for (const t of texts) {
        assert.strictEqual(w.fields[t], e.texts[t])
        assert.include(w.system_prompt, e.texts[t]!)
        assert.include(w.markdown, e.texts[t]!)
      }
      assert.include(w.system_prompt, "Your voice: You speak plainly and warmly.")
      for (const f of g.blueprint.fields)
        if (f.kind !== "text") assert.strictEqual(w.fields[f.name], p.fields[f.name])
    }
  })

  it("catches any stated number that is none of the facts, a wrong age, a wrong pronoun, a missing name", () => {
    const g = population("night-shift nurses in rural hospitals", 30, "bad")
    const texts = g.blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 200, max: 99_999 }), (i, n) => {
        const p = g.personas[i]!
        const b = ModelText.brief(g.blueprint, p)
        const e = good(b, texts)
        const withNumber = {
          ...e,
          texts: { ...e.texts, [texts[0]!]: `${e.texts[texts[0]!]} It took ${n} tries.` }
        }
        assert.isTrue(Either.isLeft(ModelText.apply(g.blueprint, b, p, withNumber)))
        const age = Number(p.fields.age) + 1 + (n % 5)
        const wrongAge = { ...e, texts: { ...e.texts, [texts[0]!]: `${b.name}, ${age}, works nights.` } }
        const checked = ModelText.check(g.blueprint, b, wrongAge)
        assert.isTrue(checked.some((v) => v.says.includes(String(age))))
        const noName = { ...e, texts: { ...e.texts, [texts[0]!]: "Someone who works nights." } }
        assert.isTrue(ModelText.check(g.blueprint, b, noName).some((v) => v.says === "(no name)"))
        if (b.pronouns !== "they/them") {
          const other = b.pronouns === "she/her" ? "his" : "her"
          const wrong = {
            ...e,
            texts: { ...e.texts, [texts[1] ?? texts[0]!]: `${b.first} loves ${other} job.` }
          }
          assert.isTrue(ModelText.check(g.blueprint, b, wrong).length > 0)
        }
      }),
      { numRuns: 60 }
    )
  })

  it("parse: JSON with a personas array, unknown ids ignored, a useless answer is a problem to repair", () => {
    const g = population("retail investors", 3, "parse")
    const briefs = g.personas.map((p) => ModelText.brief(g.blueprint, p))
    const texts = g.blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
    const decode = ModelText.parse(g.blueprint, briefs)
    const entries = briefs.map((b) => ({
      persona_id: b.persona_id,
      ...good(b, texts).texts,
      voice: "You speak fast."
    }))
    const ok = decode(
      `Here you go:\n\`\`\`json\n${JSON.stringify({ personas: [...entries, { persona_id: "p-999" }] })}\n\`\`\``
    )
    assert.deepStrictEqual(
      Either.getOrThrow(ok).map((e) => e.persona_id),
      briefs.map((b) => b.persona_id)
    )
    assert.isTrue(Either.isLeft(decode("Sorry")))
    assert.isTrue(Either.isLeft(decode(JSON.stringify({ personas: [{ persona_id: "p-999", bio: "x" }] }))))
    assert.isTrue(Either.isLeft(decode(JSON.stringify({ people: entries }))))
    const msgs = ModelText.messages(g.blueprint, "retail investors", briefs)
    assert.strictEqual(msgs.length, 2)
    for (const b of briefs) assert.include(msgs[1]!.content, b.persona_id)
  })

  it("parse never throws on arbitrary answers, and keeps only personas of the batch", () => {
    const g = population("retail investors", 4, "fuzz")
    const briefs = g.personas.map((p) => ModelText.brief(g.blueprint, p))
    const ids = new Set(briefs.map((b) => b.persona_id))
    const decode = ModelText.parse(g.blueprint, briefs)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .array(
              fc.record({
                persona_id: fc.constantFrom(...ids, "p-999", ""),
                bio: fc.string(),
                goal: fc.string(),
                challenge: fc.string(),
                voice: fc.string()
              })
            )
            .map((personas) => JSON.stringify({ personas }))
        ),
        (answer) => {
          const r = decode(answer)
          if (Either.isRight(r)) {
            assert.isAbove(r.right.length, 0)
            for (const e of r.right) assert.isTrue(ids.has(e.persona_id))
            assert.strictEqual(new Set(r.right.map((e) => e.persona_id)).size, r.right.length)
          }
        }
      ),
      { numRuns: 300 }
    )
  })

  it("settle keeps a population whose text was replaced within its gates", () => {
    const g = population("online shoppers", 200, "settle")
    const texts = g.blueprint.fields.filter((f) => f.kind === "text").map((f) => f.name)
    // the worst a model could do: the same text for everyone
    const same = g.personas.map((p) => ({
      ...p,
      fields: { ...p.fields, ...Object.fromEntries(texts.map((t) => [t, "Same words for every persona."])) }
    }))
    const s = Generate.settle(same, g.blueprint, "settle")
    assert.isAtMost(s.diversity!.max_pairwise_similarity, 0.9)
    assert.strictEqual(s.diversity!.duplicate_pairs, 0)
    assert.isAbove(s.redrawn, 0)
  })
})

describe("Enhance.keepFacts", () => {
  const maria =
    "Maria, 34, night-shift ICU nurse at a 25-bed critical access hospital in rural Nebraska. Single mom of two, loves true-crime podcasts, worried about staffing cuts"
  it("a model that drops qualifiers, invents a surname or turns a worry into an interest loses nothing", () => {
    const own = Enhance.extract(maria)
    const { facts, restored } = Enhance.keepFacts(maria, {
      name: "Maria Jensen",
      age: "35",
      occupation: "nurse",
      interests: ["podcasts", "staffing cuts"],
      traits: ["caring"]
    })
    assert.strictEqual(facts.name, "Maria")
    assert.strictEqual(facts.age, "34")
    assert.strictEqual(facts.occupation, own.occupation)
    assert.strictEqual(facts.location, own.location)
    assert.strictEqual(facts.family, own.family)
    assert.includeMembers([...(facts.interests ?? [])], [...(own.interests ?? [])])
    assert.notInclude([...(facts.interests ?? [])], "staffing cuts")
    assert.includeMembers([...(facts.traits ?? [])], ["caring"])
    assert.includeMembers([...restored], ["age", "occupation"])
  })
  it("a model's richer value that contains the input's is taken", () => {
    const text = "Tom, a nurse from Leeds."
    const { facts } = Enhance.keepFacts(text, { occupation: "paediatric nurse", gender: "male" })
    assert.strictEqual(facts.occupation, "paediatric nurse")
    assert.strictEqual(facts.gender, "male")
  })
})

describe("Grounding", () => {
  it("queries follow the facets, bounded by the level's plan; sources are only what was found", () => {
    const web = Grounding.queries("night-shift nurses in rural hospitals in Texas", "web")
    const research = Grounding.queries("night-shift nurses in rural hospitals in Texas", "research")
    assert.lengthOf(web, 3)
    assert.isAtMost(research.length, 6)
    assert.isAbove(research.length, web.length)
    assert.strictEqual(web[0], "night-shift nurses in rural hospitals in Texas")
    assert.match(web[1]!, /nurse.*Texas/i)
    const found = [
      { title: "a", url: "https://a.example/1", snippet: "" },
      { title: "b", url: "https://b.example/2", snippet: "" }
    ]
    assert.deepStrictEqual(Grounding.sources(["https://b.example/2", "https://made.up/"], found), [
      "https://b.example/2"
    ])
    assert.deepStrictEqual(Grounding.sources(undefined, found), [
      "https://a.example/1",
      "https://b.example/2"
    ])
    assert.strictEqual(Grounding.pageText("<p>A&amp;B</p><script>x()</script> <b>c</b>"), "A&B c")
    assert.isTrue(Either.isRight(Understand.understand("nurses")))
    assert.isAbove(Library.domains.length, 0)
  })
})
