import { assert, describe, it } from "@effect/vitest"
import { ENHANCE_SET } from "../eval/enhance-set.js"
import { Enhance } from "../src/index.js"

describe("Enhance keeps every explicit fact of its input", () => {
  it("on the enhance test set (at least 30 texts): every listed fact is in its field", () => {
    assert.isAtLeast(ENHANCE_SET.length, 30)
    for (const c of ENHANCE_SET) {
      const f = Enhance.enhancePersona(c.text).fields
      for (const [field, value] of Object.entries(c.keep))
        assert.include((f[field] ?? "").toLowerCase(), value.toLowerCase(), `${c.text} → ${field}`)
    }
  })

  it("keeps a name as given (no invented surname) and worries out of interests", () => {
    const f = Enhance.enhancePersona(ENHANCE_SET[0]!.text).fields
    assert.strictEqual(f.name, "Maria")
    assert.notInclude(f.interests ?? "", "worried")
    assert.strictEqual(f.gender, "female")
  })
})
