/**
 * Fact recall of `Enhance.enhancePersona` on the enhance test set (`enhance-set.ts`): for each
 * text, every fact it must keep is looked up in the persona's field (case-insensitive substring).
 * Printed per text (the facts lost) and in all, beside the baseline of the summary alone (a
 * persona that only repeats the text as `summary` keeps no fact in its fields).
 */
import { Enhance } from "../src/index.js"
import { ENHANCE_SET } from "./enhance-set.js"

let kept = 0
let total = 0
const lostAll: Array<string> = []
for (const c of ENHANCE_SET) {
  const f = Enhance.enhancePersona(c.text).fields
  const lost: Array<string> = []
  for (const [field, value] of Object.entries(c.keep)) {
    total++
    if ((f[field] ?? "").toLowerCase().includes(value.toLowerCase())) kept++
    else lost.push(`${field} '${value}' (got '${f[field] ?? ""}')`)
  }
  if (lost.length > 0) lostAll.push(`- ${c.text.slice(0, 60)}...: ${lost.join(", ")}`)
}
console.log(`\n== enhance: fact recall over ${ENHANCE_SET.length} texts ==`)
for (const l of lostAll) console.log(l)
console.log(
  `explicit facts kept ${kept}/${total} = ${((100 * kept) / total).toFixed(1)}% (baseline, summary only: 0%)`
)
