import { describe, expect, it } from "vitest"
import { Evaluate } from "../src/index.js"

/** The worked example of README.md. */
const blueprint = {
  fields: [
    { name: "age", kind: "numeric", parents: [], numeric: { min: 20, max: 60, integer: true } },
    { name: "plan", kind: "categorical", parents: [], categorical: { weights: { free: 3, pro: 1 } } },
    { name: "tenure", kind: "numeric", parents: ["age"], numeric: { min: 0, max: 40, integer: true } },
    { name: "bio", kind: "text", parents: [] }
  ],
  constraints: [{ name: "tenure_after_18", lhs: "tenure", op: "<=", rhs: "age - 18" }]
} as const

const p = (id: string, age: string, plan: string, tenure: string, bio: string) => ({
  persona_id: id,
  fields: { age, plan, tenure, bio },
  system_prompt: `You are ${id}.`,
  markdown: `# ${id}`
})

describe("README worked example", () => {
  it("gives the documented report", () => {
    const r = Evaluate.evaluate(
      [
        p("p1", "30", "free", "5", "Loves hiking and coffee"),
        p("p2", "40", "pro", "25", "Loves coffee and jazz"),
        p("p3", "30", "free", "5", "loves hiking and green tea")
      ],
      blueprint
    )
    expect(r.passed).toBe(false)
    expect(r.scorecards.map((s) => s.gates.map((g) => g.passed))).toEqual([
      [true, true],
      [true, false],
      [true, true]
    ])
    expect(r.scorecards[1]!.gates[1]!.detail).toBe("violated: tenure = 25 is not <= 22 = age - 18")
    expect(r.diversity!.max_pairwise_similarity).toBe(0.875)
    expect(r.diversity!.mean_pairwise_similarity).toBeCloseTo((0.4625 + 0.875 + (1.25 + 2 / 7) / 4) / 3, 12)
    expect(r.diversity!.duplicate_pairs).toBe(0)
    expect(r.marginals![0]!.total_variation_distance).toBeCloseTo(1 / 12, 12)
    expect(r.gates.map((g) => [g.name, g.passed])).toEqual([
      ["unique_persona_ids", true],
      ["diversity_floor", true],
      ["duplicate_pairs", true],
      ["marginal_fidelity:plan", true]
    ])
    expect(r.gates[3]!.detail).toBe("total variation distance 0.0833333 <= tolerance 0.55 over 3 personas")
  })
})
