import { Evaluate } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { Consistency, Facets, Generate, Library, Understand } from "../src/index.js"
import { namesOf } from "../src/internal/facets/geo.js"

const gen = (prompt: string, count: number, seed: string | number = 1) => {
  const r = Generate.generate(prompt, { count, seed })
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

const ISSUE = [
  "Gen Z TikTok creators in Lagos",
  "parents of toddlers with food allergies",
  "B2B SaaS procurement managers at mid-size European companies",
  "first-time home buyers in Berlin",
  "medieval blacksmiths",
  "retired long-haul truck drivers in Texas who play chess online",
  "night-shift nurses in rural hospitals"
]

describe("Facets.read", () => {
  it("reads the issue's prompts facet by facet", () => {
    const tiktok = Facets.read("Gen Z TikTok creators in Lagos")
    assert.strictEqual(tiktok.occupation?.label, "TikTok creator")
    assert.strictEqual(tiktok.cohort?.label, "Gen Z")
    assert.deepStrictEqual(tiktok.places, ["Lagos"])
    assert.deepStrictEqual(tiktok.unread, [])
    const truckers = Facets.read("retired long-haul truck drivers in Texas who play chess online")
    assert.strictEqual(truckers.cohort?.retired, true)
    assert.strictEqual(truckers.occupation?.label, "long-haul truck driver")
    assert.deepStrictEqual(
      truckers.interests.map((i) => i.label),
      ["online chess"]
    )
    assert.deepStrictEqual(truckers.unread, [])
    assert.strictEqual(Facets.read("medieval blacksmiths").era?.label, "medieval Europe (c. 1300)")
    assert.deepStrictEqual(
      Facets.read("parents of toddlers with food allergies").situations.map((s) => s.label),
      ["parent of a toddler", "food allergies in the family"]
    )
    assert.include(
      Facets.read("night-shift nurses in rural hospitals").qualifiers.map((q) => q.value),
      "rural"
    )
  })

  it("lists the words no facet reads", () => {
    assert.deepStrictEqual(Facets.read("plumbers in Berlin who collect stamps").unread, ["collect", "stamps"])
  })
})

describe("Understand.understand", () => {
  it("a prompt with nothing to model fails prompt_not_understood", () => {
    const r = Understand.understand("asdf qwerty zxcv")
    assert.isTrue(Either.isLeft(r))
    if (Either.isLeft(r)) {
      assert.strictEqual(r.left.category, "prompt_not_understood")
      assert.deepStrictEqual(r.left.not_modelled, ["asdf", "qwerty", "zxcv"])
    }
    const g = Generate.generate("asdf qwerty zxcv", { count: 5, seed: 1 })
    assert.isTrue(Either.isLeft(g) && g.left._tag === "PromptNotUnderstood")
  })

  it("says in the rationale and the result what it did not model", () => {
    const g = gen("plumbers in Berlin who collect stamps", 10)
    assert.deepStrictEqual(g.not_modelled, ["collect", "stamps"])
    assert.include(g.rationale, 'Not modelled: "collect", "stamps"')
    assert.isTrue(g.honoured?.some((h) => h.value === "occupation 'plumber'"))
  })

  it("honours every facet of the issue's prompts in every persona", () => {
    const check = (prompt: string, pred: (f: Readonly<Record<string, string>>) => boolean) => {
      const g = gen(prompt, 50, "issue")
      assert.deepStrictEqual(g.not_modelled, [], prompt)
      for (const p of g.personas) assert.isTrue(pred(p.fields), `${prompt}: ${JSON.stringify(p.fields)}`)
    }
    check(
      ISSUE[0]!,
      (f) => f.occupation === "TikTok creator" && +f.age! >= 16 && +f.age! <= 29 && /Lagos$/.test(f.location!)
    )
    check(ISSUE[1]!, (f) => +f.children! >= 1 && +f.youngest_child_age! <= 3 && (f.allergy ?? "") !== "")
    check(
      ISSUE[2]!,
      (f) =>
        f.occupation === "procurement manager" &&
        f.buys === "B2B SaaS" &&
        /mid-size/.test(f.company_size!) &&
        [
          "Germany",
          "France",
          "Netherlands",
          "Spain",
          "Italy",
          "Poland",
          "Sweden",
          "Belgium",
          "Austria",
          "Ireland"
        ].includes(f.location!) &&
        +f.age! >= 24
    )
    check(
      ISSUE[3]!,
      (f) => /Berlin$/.test(f.location!) && (f.budget_k ?? "") !== "" && (f.search_stage ?? "") !== ""
    )
    check(ISSUE[4]!, (f) => f.occupation === "blacksmith" && /medieval/.test(f.era!) && +f.age! <= 60)
    check(
      ISSUE[5]!,
      (f) =>
        f.career_stage === "retired" &&
        /truck driver/.test(f.occupation!) &&
        /Texas$/.test(f.location!) &&
        f.hobby === "online chess" &&
        +f.years_in_career! <= +f.age! - +f.years_retired! - 21
    )
    check(
      ISSUE[6]!,
      (f) => /nurse/.test(f.role!) && f.area === "rural" && f.shift === "night" && f.setting === "hospital"
    )
  })

  it("ties age, career stage and experience: no one is old and early career", () => {
    for (const prompt of [...ISSUE, "nurses", "software developers", "employees"]) {
      for (const p of gen(prompt, 200, "stage").personas) {
        const f = p.fields
        const age = Number(f.age)
        const exp = Number(f.years_experience ?? f.years_in_practice ?? f.tenure_years ?? 0)
        if (f.career_stage === "early career")
          assert.isTrue(age <= 50 && exp <= 10, `${prompt}: ${JSON.stringify(f)}`)
        if (f.career_stage === "late career") assert.isTrue(age >= 35, `${prompt}: ${JSON.stringify(f)}`)
      }
    }
  })
})

describe("text", () => {
  it("agrees with the fields (Consistency.check finds nothing), pronouns included", () => {
    for (const prompt of [...ISSUE, "gamers", "voters in Ohio", "online shoppers", "patients"]) {
      const g = gen(prompt, 50, "text")
      for (const p of g.personas) assert.deepStrictEqual(Consistency.check(p.fields, g.blueprint), [], prompt)
    }
  })

  it("at least 80% distinct goals and pain points over 50 personas, names masked", () => {
    for (const prompt of ISSUE) {
      const g = gen(prompt, 50, "distinct")
      for (const key of ["goal", "pain_point"]) {
        const texts = g.personas.map((p) => {
          const name = /^# (.+)$/m.exec(p.markdown)![1]!
          let t = p.fields[key] ?? ""
          for (const part of [name, ...name.split(" ")]) t = t.split(part).join("X")
          return t
        })
        assert.isAtLeast(new Set(texts).size / texts.length, 0.8, `${prompt} ${key}`)
      }
    }
  })

  it("names come from the persona's locale: Lagos personas get Nigerian names", () => {
    const ng = namesOf("Nigeria")!
    const g = gen("Gen Z TikTok creators in Lagos", 30)
    for (const p of g.personas) {
      const name = /^# (.+)$/m.exec(p.markdown)![1]!
      assert.isTrue(
        ng.last.some((l) => name.endsWith(` ${l}`)),
        name
      )
    }
  })

  it("Consistency.check catches what the issue complained about", () => {
    const v = Consistency.check({
      age: "62",
      career_stage: "early career",
      years_in_practice: "0",
      gender: "female",
      bio: "Mariana Silva, 45, is a nurse. He has been a nurse for 9 years.",
      goal: "Their goal is rest."
    })
    const says = v.map((x) => x.says)
    assert.include(says, "early career")
    assert.include(says, "Silva, 45,")
    assert.include(says, "he")
    assert.isTrue(says.some((s) => s.includes("for 9 years")))
  })
})

describe("populations pass their own gates", () => {
  const blueprints = [
    ...Library.domains.map((d) => d.label),
    ...ISSUE,
    "Gen Z nurses",
    "millennial plumbers in Berlin"
  ]
  it("for library and facet prompts and counts 1 to 1,000; same seed, same population", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...blueprints),
        fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 900, max: 1000 })),
        fc.nat(1000),
        (prompt, count, seed) => {
          const g = gen(prompt, count, seed)
          assert.strictEqual(g.personas.length, count)
          const report = Evaluate.evaluate(g.personas, g.blueprint)
          assert.isTrue(
            report.passed,
            `${prompt} x${count} seed ${seed}: ${report.gates
              .filter((x) => !x.passed)
              .map((x) => x.detail)
              .join("; ")}`
          )
          if (count <= 60) assert.deepStrictEqual(gen(prompt, count, seed), g)
        }
      ),
      { numRuns: 14 }
    )
  }, 120_000)
})

describe("Writer.withTexts (the seam for a model writer)", () => {
  it("takes text that agrees with the fields and refuses text that contradicts them", async () => {
    const { Writer } = await import("../src/index.js")
    const g = gen("Gen Z TikTok creators in Lagos", 3, "seam")
    const p = g.personas[0]!
    const first = /^# (\S+)/m.exec(p.markdown)![1]!
    const good = Writer.withTexts(g.blueprint, p, {
      goal: `${first} wants to reach 100k followers this year.`
    })
    assert.isTrue(Either.isRight(good))
    if (Either.isRight(good)) {
      assert.strictEqual(good.right.fields.goal, `${first} wants to reach 100k followers this year.`)
      assert.include(good.right.system_prompt, "100k followers")
      assert.include(good.right.markdown, "100k followers")
      assert.notInclude(good.right.markdown, p.fields.goal!)
    }
    const wrongAge = Number(p.fields.age) + 7
    const bad = Writer.withTexts(g.blueprint, p, { bio: `${first} is a ${wrongAge}-year-old creator.` })
    assert.isTrue(Either.isLeft(bad))
  })
})
