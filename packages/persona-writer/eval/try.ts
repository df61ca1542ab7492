import { Sampler } from "@cis/blueprint"
import { Either } from "effect"
import { Understand, Writer } from "../src/index.js"
const prompts = process.argv.slice(2)
for (const p of prompts) {
  const u = Understand.understand(p)
  if (Either.isLeft(u)) { console.log(p, "=>", u.left.message); continue }
  const r = u.right
  console.log("\n##", p, r.engine, "\n", r.rationale)
  const s = Sampler.sample(r.blueprint, { count: 3, seed: 1 })
  if (Either.isLeft(s)) { console.log("SAMPLE FAIL", s.left.message); continue }
  const w = Writer.writePersonas(r.blueprint, s.right.personas, 1)
  for (const x of w.slice(0, 2)) console.log(JSON.stringify(x.fields))
}
