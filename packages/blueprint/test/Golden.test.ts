import { readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { cases, digest } from "./golden/cases.js"

const golden = JSON.parse(
  readFileSync(join(import.meta.dirname, "golden", "sampler.json"), "utf8")
) as Record<string, string>

describe("Sampler golden output", () => {
  it("every recorded case is still a case", () => {
    assert.deepStrictEqual(Object.keys(golden).sort(), cases.map((c) => c.name).sort())
  })

  it("same blueprint, count and seed give the output recorded before the refactor", () => {
    for (const c of cases) assert.strictEqual(digest(c), golden[c.name], c.name)
  })
})
