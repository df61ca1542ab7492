import { Blueprint } from "@cis/blueprint"
import { Evaluate } from "@cis/persona-gates"
import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Library, Writer } from "../src/index.js"
import { sampleOrThrow } from "./helpers.js"

const REQUIRED = [
  "support_customers",
  "software_developers",
  "patients",
  "students",
  "online_shoppers",
  "employees",
  "gamers",
  "voters"
]

describe("Library", () => {
  it("has the required domains, unique ids and labels, general public last", () => {
    const ids = Library.domains.map((d) => d.id)
    for (const id of REQUIRED) assert.include(ids, id)
    assert.isAtLeast(Library.domains.length, 9)
    assert.strictEqual(new Set(ids).size, ids.length)
    assert.strictEqual(new Set(Library.domains.map((d) => d.label)).size, ids.length)
    assert.strictEqual(Library.domains[Library.domains.length - 1], Library.generalPublic)
    for (const d of Library.domains) {
      assert.strictEqual(d.blueprint.domain, d.label)
      assert.strictEqual(Library.find(d.id), d)
      assert.strictEqual(Library.find(d.label.toUpperCase()), d)
    }
  })

  for (const d of Library.domains) {
    describe(d.id, () => {
      const bp = d.blueprint

      it("validates with no problem and has the required shape", () => {
        assert.deepStrictEqual(Blueprint.validate(bp), [])
        const texts = bp.fields.filter((f) => f.kind === "text")
        const sampled = bp.fields.filter((f) => f.kind !== "text")
        assert.isAtLeast(bp.fields.length, 6)
        assert.isAtMost(bp.fields.length, 12)
        assert.isAtLeast(texts.length, 1)
        assert.isAtMost(texts.length, 3)
        assert.isAtLeast(bp.constraints.length, 1)
        assert.isAtMost(bp.constraints.length, 3)
        assert.deepStrictEqual(
          bp.order,
          sampled.map((f) => f.name)
        )
        assert.isTrue(sampled.some((f) => f.kind === "categorical" && f.parents.length === 0))
        // age may be conditional on a career stage (issue 14): a numeric field, root or child
        assert.isTrue(sampled.some((f) => f.kind === "numeric"))
        assert.isTrue(sampled.some((f) => (f.conditionals ?? []).length > 0))
        assert.isTrue(bp.fields.some((f) => f.ordered_values !== undefined))
        assert.isUndefined(bp.sources)
        // conditional parents are categorical
        for (const f of bp.fields) {
          for (const r of f.conditionals ?? []) {
            for (const p of Object.keys(r.when))
              assert.strictEqual(Blueprint.field(bp, p)?.kind, "categorical")
          }
        }
      })

      it("every text field has templates, and every keyed phrase list names a real value", () => {
        for (const t of Blueprint.textFields(bp)) assert.isDefined(d.text[t], `templates for ${t}`)
        const values = new Set(bp.fields.flatMap((f) => Blueprint.values(f)))
        for (const key of Object.keys(d.phrases)) {
          const at = key.indexOf(":")
          if (at >= 0) assert.isTrue(values.has(key.slice(at + 1)), `${d.id}: phrase list ${key}`)
        }
      })

      it("samples 100 personas whose per-persona gates all pass, with marginals within the quota bound", () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
            const sampled = sampleOrThrow(bp, 100, seed)
            assert.strictEqual(sampled.personas.length, 100)
            const personas = Writer.writePersonas(bp, sampled.personas, seed)
            const report = Evaluate.evaluate(personas, bp)
            for (const card of report.scorecards) {
              for (const g of card.gates) assert.isTrue(g.passed, `${card.persona_id} ${g.name}: ${g.detail}`)
            }
            for (const m of sampled.report.marginals) {
              assert.isAtMost(m.total_variation_distance, m.cells.length / (2 * 100) + 1e-12, m.attribute)
            }
            for (const g of report.gates.filter((g) => g.name.startsWith("marginal_fidelity:"))) {
              assert.isTrue(g.passed, g.detail)
            }
            assert.isTrue(report.gates.find((g) => g.name === "unique_persona_ids")?.passed)
          }),
          { numRuns: 4 }
        )
      })
    })
  }
})
