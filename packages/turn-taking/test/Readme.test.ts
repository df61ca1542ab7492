import { readFileSync } from "node:fs"
import { assert, describe, it } from "@effect/vitest"
import { type Case, input } from "../eval/build.js"
import { Decide } from "../src/index.js"

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8")
const table = readme.slice(readme.indexOf("<!-- cases:start -->"), readme.indexOf("<!-- cases:end -->"))
const rows = table
  .split("\n")
  .filter((l) => /^\| \d+ \|/.test(l))
  .map((l) => l.split(" | ").map((c) => c.replace(/^\| /, "").replace(/ \|$/, "").trim()))

const lines = (cell: string): ReadonlyArray<string> => (cell === "(empty)" ? [] : cell.split("<br>"))
const num = (re: RegExp, s: string): number | undefined => {
  const m = re.exec(s)
  return m === null ? undefined : Math.round(Number(m[1]) * 1000)
}

const toCase = (row: ReadonlyArray<string>): Case & { readonly rule: string } => {
  const [id, history, batch, timing, decision, rule] = row as [string, string, string, string, string, string]
  const typist = /(\S+) typing \+([\d.]+) s/.exec(timing)
  const gap = num(/gap ([\d.]+) s/, timing)
  const after = num(/now \+([\d.]+) s/, timing)
  return {
    id,
    note: "",
    history: lines(history),
    batch: lines(batch),
    expect: decision.replaceAll("`", "") as Decide.Outcome,
    rule: rule.replaceAll("`", ""),
    ...(gap === undefined ? {} : { batchGapMs: gap }),
    ...(after === undefined ? {} : { nowAfterMs: after }),
    ...(typist === null ? {} : { typing: [[typist[1]!, Math.round(Number(typist[2]) * 1000)] as const] })
  }
}

describe("README table of cases", () => {
  it("has a row deciding by each rule", () => {
    const rules = new Set(rows.map((r) => r[5]!.replaceAll("`", "")))
    for (const id of Decide.RULE_IDS) assert.isTrue(rules.has(id), `no README case for ${id}`)
  })

  for (const row of rows) {
    const c = toCase(row)
    it(`#${c.id}: ${c.batch.join(" / ")} -> ${c.expect} (${c.rule})`, () => {
      const d = Decide.decide(input(c))
      assert.strictEqual(d.decision, c.expect)
      assert.strictEqual(d.rule, c.rule)
    })
  }
})
