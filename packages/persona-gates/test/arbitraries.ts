/** fast-check arbitraries for small random batches of personas, with a matching blueprint. */
import fc from "fast-check"
import type { BlueprintView } from "../src/BlueprintView.js"
import type { PersonaInput } from "../src/Persona.js"

const WORDS = ["red", "blue", "Green", "tea", "the", "a", "cat", "café", "42", "x-ray"]

/** Values per field name: categorical, numeric (sometimes unparsable), text, numeric, mixed. */
const value: Record<string, fc.Arbitrary<string>> = {
  color: fc.constantFrom("red", "blue", "green"),
  age: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 0, max: 20 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom("n/a", "") }
  ),
  bio: fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((ws) => ws.join(" ")),
  score: fc.double({ min: -5, max: 5, noNaN: true }).map((x) => x.toFixed(2)),
  constructor: fc.constantFrom("1", "2", "two")
}

/** A blueprint for the field pool (constructor is left out: it is an unexpected field). */
export const poolBlueprint: BlueprintView = {
  fields: [
    {
      name: "color",
      kind: "categorical",
      parents: [],
      categorical: { weights: { red: 2, blue: 1, green: 1 } }
    },
    { name: "age", kind: "numeric", parents: [], numeric: { min: 0, max: 20, integer: true } },
    { name: "bio", kind: "text", parents: [] },
    { name: "score", kind: "numeric", parents: [], numeric: { min: -5, max: 5 } }
  ],
  constraints: []
}

/** A persona with a random subset of the pool's fields. */
export const randomPersona: fc.Arbitrary<PersonaInput> = fc
  .record({
    id: fc.string({ maxLength: 3 }),
    fields: fc.record(value, { requiredKeys: [] })
  })
  .map(({ id, fields }) => {
    const own: Record<string, string> = {}
    for (const [k, v] of Object.entries(fields)) Object.defineProperty(own, k, { value: v, enumerable: true })
    return { persona_id: id, fields: own, system_prompt: "p", markdown: "m" }
  })

/** A batch of random personas, complete ones more likely so that kinds are exercised. */
export const randomBatch = (maxLength = 12): fc.Arbitrary<ReadonlyArray<PersonaInput>> =>
  fc.array(randomPersona, { maxLength })
