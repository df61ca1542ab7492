import { Blueprint } from "@cis/blueprint"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Infer, Library } from "../src/index.js"
import { sampleOrThrow, valuesOf } from "./helpers.js"

const EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ["Customers who contact our help desk about billing problems", "customers of a support desk"],
  ["SaaS subscribers opening support tickets after an outage", "customers of a support desk"],
  ["Backend developers at a fintech startup", "software developers"],
  ["Programmers who maintain open source libraries on GitHub", "software developers"],
  ["Patients with type 2 diabetes visiting an outpatient clinic", "patients"],
  ["People recently diagnosed with a chronic illness", "patients"],
  ["University students preparing for final exams", "students"],
  ["High school pupils doing their homework", "students"],
  ["Online shoppers who abandon their cart at checkout", "online shoppers"],
  ["Consumers buying groceries on an e-commerce marketplace", "online shoppers"],
  ["Employees of a mid-size company going through HR onboarding", "employees"],
  ["Workforce of a corporate office, new hires and their coworkers", "employees"],
  ["Gamers who stream on Twitch", "gamers"],
  ["Competitive esports players on PC and Xbox", "gamers"],
  ["Swing voters ahead of the midterm election", "voters"],
  ["Citizens deciding how to vote in a referendum", "voters"],
  ["Nurses and physicians working night shifts", "healthcare workers"],
  ["Paramedics and other healthcare workers", "healthcare workers"],
  ["The general public in a typical household", "general public"],
  ["Retirees and parents in the neighbourhood", "general public"]
]

/** Letters that spell no keyword of any domain. */
const gibberish = fc
  .array(fc.stringMatching(/^[jkqxz]{2,9}$/), { minLength: 1, maxLength: 8 })
  .map((ws) => ws.join(" "))

const agesOf = (bp: Blueprint.Blueprint, count: number, seed: number) =>
  sampleOrThrow(bp, count, seed).personas.map((p) => Number(p.fields.age))

describe("Infer.scoreDomains / chooseDomain", () => {
  for (const [prompt, label] of EXAMPLES) {
    it(`"${prompt}" -> ${label}`, () => {
      assert.strictEqual(Infer.chooseDomain(prompt).domain.label, label)
      assert.strictEqual(Infer.inferBlueprint(prompt).domain, label)
    })
  }

  it("covers at least two example prompts per domain", () => {
    for (const d of Library.domains)
      assert.isAtLeast(EXAMPLES.filter(([, l]) => l === d.label).length, 2, d.id)
  })

  it("falls back to the general public for gibberish, saying so", () => {
    fc.assert(
      fc.property(gibberish, (prompt) => {
        const c = Infer.chooseDomain(prompt)
        assert.strictEqual(c.score, 0)
        assert.strictEqual(c.domain, Library.generalPublic)
        const r = Infer.inferBlueprint(prompt)
        assert.strictEqual(r.domain, "general public")
        assert.include(r.rationale, "fallback")
      }),
      { numRuns: 50 }
    )
  })

  it("a score is the sum of the weights of the matching keywords, each counted once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Library.domains),
        fc.integer({ min: 1, max: 3 }),
        gibberish,
        (domain, times, noise) => {
          const keyword = Object.keys(domain.keywords)[0]!
          const prompt = `${Array.from({ length: times }, () => keyword).join(" ")} ${noise}`
          const s = Infer.scoreDomains(prompt).find((x) => x.domain === domain)!
          assert.strictEqual(
            s.score,
            s.matches.reduce((a, m) => a + m.weight, 0)
          )
          assert.isTrue(s.matches.some((m) => m.keyword === keyword))
          assert.strictEqual(new Set(s.matches.map((m) => m.keyword)).size, s.matches.length)
        }
      )
    )
  })

  it("ties go to the domain listed first", () => {
    // 'hospital' scores 2 for patients and 1 for healthcare workers; 'ward' 2 for healthcare workers
    const s = Infer.scoreDomains("hospital ward")
    const patients = s.find((x) => x.domain.id === "patients")!
    const hcw = s.find((x) => x.domain.id === "healthcare_workers")!
    assert.strictEqual(patients.score, 2)
    assert.strictEqual(hcw.score, 3)
    assert.strictEqual(Infer.chooseDomain("hospital ward").domain.id, "healthcare_workers")
    const tied = Infer.scoreDomains("support gaming")
    assert.strictEqual(tied.find((x) => x.domain.id === "support_customers")!.score, 2)
    assert.strictEqual(Infer.chooseDomain("customer game").domain.id, "support_customers")
  })

  it("the rationale names the domain and the keywords that chose it", () => {
    const r = Infer.inferBlueprint("Backend developers who write code")
    assert.include(r.rationale, "'software developers'")
    assert.include(r.rationale, "'developer' (5)")
    assert.include(r.rationale, "'backend' (4)")
    assert.strictEqual(r.blueprint.rationale, r.rationale)
    assert.isUndefined(r.blueprint.sources)
  })
})

describe("Infer.parseRequests", () => {
  const ranges = (prompt: string) =>
    Infer.parseRequests(prompt).flatMap((r) => (r.kind === "range" ? [[r.target, r.lo, r.hi] as const] : []))

  it("reads age ranges, open bounds, decades and single ages", () => {
    assert.deepStrictEqual(ranges("gamers aged 25-40"), [["age", 25, 40]])
    assert.deepStrictEqual(ranges("patients between 30 and 50 years old"), [["age", 30, 50]])
    assert.deepStrictEqual(ranges("students 18 to 22 years old"), [["age", 18, 22]])
    assert.deepStrictEqual(ranges("voters under 30"), [["age", undefined, 29]])
    assert.deepStrictEqual(ranges("voters over 65"), [["age", 66, undefined]])
    assert.deepStrictEqual(ranges("shoppers 65+"), [["age", 65, undefined]])
    assert.deepStrictEqual(ranges("people 50 and older"), [["age", 50, undefined]])
    assert.deepStrictEqual(ranges("gamers in their 30s"), [["age", 30, 39]])
    assert.deepStrictEqual(ranges("nurses in their early thirties"), [["age", 30, 33]])
    assert.deepStrictEqual(ranges("a 34-year-old developer"), [["age", 34, 34]])
  })

  it("reads experience ranges before ages", () => {
    assert.deepStrictEqual(ranges("developers with 5-10 years of experience"), [["experience", 5, 10]])
    assert.deepStrictEqual(ranges("developers with over 10 years of experience"), [
      ["experience", 11, undefined]
    ])
    assert.deepStrictEqual(ranges("developers with less than 3 years of experience"), [
      ["experience", undefined, 2]
    ])
  })

  it("does not read quantities that are not ages", () => {
    assert.deepStrictEqual(ranges("gamers who play under 30 hours a week"), [])
    assert.deepStrictEqual(ranges("shoppers spending over $50"), [])
    assert.deepStrictEqual(ranges("companies with more than 20 employees"), [])
    assert.deepStrictEqual(ranges("users with over 90% uptime"), [])
  })

  it("reads restrictions and locations", () => {
    const words = (prompt: string) =>
      Infer.parseRequests(prompt).flatMap((r) => (r.kind === "restrict" ? [r.words.join(" ")] : []))
    assert.deepStrictEqual(words("only nurses"), ["nurses"])
    assert.deepStrictEqual(words("nurses only"), ["nurses"])
    assert.deepStrictEqual(words("all of them are students"), ["students"])
    assert.deepStrictEqual(words("exclusively senior developers who work remotely"), ["senior developers"])
    assert.deepStrictEqual(words("not only nurses but also doctors"), [])
    const places = (prompt: string) =>
      Infer.parseRequests(prompt).flatMap((r) => (r.kind === "location" ? r.places : []))
    assert.deepStrictEqual(places("developers in Germany"), ["Germany"])
    assert.deepStrictEqual(places("shoppers from brazil"), ["Brazil"])
    assert.deepStrictEqual(places("students based in Tokyo"), ["Tokyo"])
    assert.deepStrictEqual(places("voters in the usa"), ["United States"])
    assert.deepStrictEqual(places("gamers in Germany, France and Spain"), ["Germany", "France", "Spain"])
    assert.deepStrictEqual(places("developers who code in Python"), [])
  })
})

describe("Infer.inferBlueprint adjustments", () => {
  it('"aged 25-40" yields every sampled age in [25, 40]', () => {
    for (const prompt of ["Software developers aged 25-40", "gamers aged 25-40", "Patients aged 25-40"]) {
      const r = Infer.inferBlueprint(prompt)
      assert.deepStrictEqual(Blueprint.validate(r.blueprint), [])
      assert.isTrue(
        r.adjustments.some((a) => a.startsWith("age set to 25-40")),
        r.rationale
      )
      const ages = agesOf(r.blueprint, 300, 7)
      assert.isTrue(
        ages.every((a) => a >= 25 && a <= 40),
        prompt
      )
      assert.isAbove(new Set(ages).size, 10)
    }
  })

  it("any stated age window is honoured, or refused with a reason", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Library.domains),
        fc.integer({ min: 14, max: 90 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        (domain, lo, width, seed) => {
          const hi = lo + width
          const keyword = Object.keys(domain.keywords)[0]!
          const r = Infer.inferBlueprint(`${keyword} aged ${lo}-${hi}`)
          assert.deepStrictEqual(Blueprint.validate(r.blueprint), [])
          if (r.adjustments.some((a) => a.startsWith("age set to"))) {
            for (const a of agesOf(r.blueprint, 40, seed))
              assert.isTrue(a >= lo && a <= hi, `${a} not in ${lo}-${hi}`)
          } else {
            assert.include(r.rationale, "Adjustments refused: age")
          }
        }
      ),
      { numRuns: 60 }
    )
  })

  it('"under 30" and "over 65" narrow the open side only', () => {
    const young = Infer.inferBlueprint("software developers under 30")
    assert.isTrue(agesOf(young.blueprint, 200, 1).every((a) => a >= 20 && a <= 29))
    const old = Infer.inferBlueprint("online shoppers over 65")
    assert.isTrue(agesOf(old.blueprint, 200, 1).every((a) => a >= 66 && a <= 85))
  })

  it("narrowing that rules out root values removes them and says so", () => {
    const r = Infer.inferBlueprint("software engineers under 23")
    const seniority = valuesOf(r.blueprint, "seniority")
    assert.notInclude(seniority, "principal")
    // age is conditional on seniority (issue 14), so the removal is the narrowing's own note
    assert.match(r.rationale, /'seniority' values .*'principal' removed|removed 'seniority' values/)
    assert.deepStrictEqual(Blueprint.validate(r.blueprint), [])
  })

  it("experience ranges drop parent values that cannot reach them", () => {
    const r = Infer.inferBlueprint("developers with at least 10 years of experience")
    assert.notInclude(valuesOf(r.blueprint, "seniority"), "junior")
    const ps = sampleOrThrow(r.blueprint, 200, 3).personas
    assert.isTrue(ps.every((p) => Number(p.fields.years_experience) >= 10))
  })

  it('"only nurses" yields only nurses', () => {
    for (const prompt of [
      "only nurses",
      "Hospital staff, nurses only",
      "healthcare workers, all of them are nurses"
    ]) {
      const r = Infer.inferBlueprint(prompt)
      assert.strictEqual(r.domain, "healthcare workers")
      const roles = sampleOrThrow(r.blueprint, 200, 11).personas.map((p) => p.fields.role ?? "")
      assert.isTrue(
        roles.every((v) => /\bnurse\b/.test(v)),
        prompt
      )
      assert.isTrue(r.adjustments.some((a) => a.startsWith("role restricted to")))
    }
  })

  it("restrictions follow the parent: a child value restricts its categorical parent", () => {
    const r = Infer.inferBlueprint("employees, only recruiters")
    const ps = sampleOrThrow(r.blueprint, 100, 5).personas
    assert.isTrue(
      ps.every((p) => p.fields.job_title === "recruiter" && p.fields.department === "human resources")
    )
  })

  it("gender words map to gender values; head nouns of the domain are skipped", () => {
    const r = Infer.inferBlueprint("only female gamers")
    assert.deepStrictEqual(valuesOf(r.blueprint, "gender"), ["female"])
    const d = Infer.inferBlueprint("only senior developers")
    assert.deepStrictEqual(valuesOf(d.blueprint, "seniority"), ["senior"])
    assert.isAbove(valuesOf(d.blueprint, "role").length, 1)
  })

  it('"in Germany" yields location Germany (added when absent, replaced when present)', () => {
    for (const prompt of [
      "Software developers in Germany",
      "People living in Germany",
      "gamers from germany"
    ]) {
      const r = Infer.inferBlueprint(prompt)
      assert.deepStrictEqual(Blueprint.validate(r.blueprint), [])
      const ps = sampleOrThrow(r.blueprint, 100, 2).personas
      assert.isTrue(
        ps.every((p) => p.fields.location === "Germany"),
        prompt
      )
    }
  })

  it("refuses what it cannot apply and says why", () => {
    const r = Infer.inferBlueprint("only astronauts")
    assert.include(r.rationale, "Adjustments refused")
    assert.include(r.rationale, "astronauts")
    const c = Infer.inferBlueprint("students over 40 and under 30")
    assert.include(c.rationale, "contradict")
    const e = Infer.inferBlueprint("employees with at least 10 years of experience")
    assert.include(e.rationale, "no experience field")
    assert.deepStrictEqual(e.adjustments, [])
  })

  it("always returns a valid, sampleable blueprint whatever the prompt", () => {
    const fragments = [
      "developers",
      "patients",
      "gamers",
      "voters",
      "only nurses",
      "aged 18-19",
      "aged 70-99",
      "under 21",
      "over 80",
      "in Japan",
      "from Kenya and Peru",
      "only staff",
      "with 30+ years of experience",
      "only PC",
      "students",
      "only junior",
      "in their 60s",
      "only enterprise",
      "women only"
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 5 }), fc.nat(100), (parts, seed) => {
        const r = Infer.inferBlueprint(parts.join(" "))
        assert.deepStrictEqual(Blueprint.validate(r.blueprint), [])
        sampleOrThrow(r.blueprint, 30, seed)
        assert.strictEqual(r.blueprint.rationale, r.rationale)
      }),
      { numRuns: 80 }
    )
  })

  it("is deterministic", () => {
    const a = Infer.inferBlueprint("nurses in their 40s in Canada, only night shift")
    const b = Infer.inferBlueprint("nurses in their 40s in Canada, only night shift")
    assert.deepStrictEqual(a, b)
  })
})

describe("Infer.inferBlueprint: what the population phrase says", () => {
  const sampled = (prompt: string, field: string) => {
    const { blueprint } = Infer.inferBlueprint(prompt)
    return new Set(sampleOrThrow(blueprint, 200, 3).personas.map((p) => p.fields[field]))
  }

  it("reads modifiers before the population noun: night-shift nurses work nights", () => {
    const inf = Infer.inferBlueprint("Night-shift nurses aged 25-40 in France")
    assert.deepStrictEqual(valuesOf(inf.blueprint, "shift"), ["night"])
    assert.include(inf.rationale, `shift restricted to 'night' (from "night shift nurses")`)
    assert.deepStrictEqual([...sampled("Night-shift nurses aged 25-40 in France", "shift")], ["night"])
  })

  it("reads a population noun that names part of the domain: nurses are nurses", () => {
    const roles = valuesOf(Infer.inferBlueprint("Nurses working in hospitals").blueprint, "role")
    assert.isAbove(roles.length, 0)
    for (const r of roles) assert.include(r, "nurse")
    const both = valuesOf(
      Infer.inferBlueprint("Nurses and physicians working night shifts").blueprint,
      "role"
    )
    assert.sameMembers([...both], [...roles, "physician"])
  })

  it("leaves a noun that names the whole domain alone: software developers keep every role", () => {
    const all = valuesOf(Library.domains.find((d) => d.id === "software_developers")!.blueprint, "role")
    assert.sameMembers([...valuesOf(Infer.inferBlueprint("software developers").blueprint, "role")], [...all])
  })

  it("reads short values and several modifiers: female PC gamers, rural voters", () => {
    const g = Infer.inferBlueprint("female PC gamers").blueprint
    assert.deepStrictEqual(valuesOf(g, "gender"), ["female"])
    assert.deepStrictEqual(valuesOf(g, "platform"), ["PC"])
    assert.deepStrictEqual(valuesOf(Infer.inferBlueprint("rural voters in Ohio").blueprint, "area"), [
      "rural"
    ])
  })

  it("an explicit restriction wins over the implied one, and a word that matches nothing is not refused", () => {
    const inf = Infer.inferBlueprint("Only registered nurses, night-shift")
    assert.deepStrictEqual(valuesOf(inf.blueprint, "role"), ["registered nurse"])
    const plain = Infer.inferBlueprint("happy voters")
    assert.notInclude(plain.rationale, "refused")
    assert.deepStrictEqual(plain.adjustments, [])
  })
})
