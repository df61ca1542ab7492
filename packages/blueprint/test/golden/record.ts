/**
 * Records the golden digests (`sampler.json`) of {@link cases}. Run only when the sampler's
 * output is meant to change: `tsx test/golden/record.ts`.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { cases, digest } from "./cases.js"

const out: Record<string, string> = {}
for (const c of cases) out[c.name] = digest(c)
writeFileSync(join(import.meta.dirname, "sampler.json"), `${JSON.stringify(out, null, 2)}\n`)
console.log(`recorded ${cases.length} cases`)
