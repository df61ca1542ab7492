/**
 * How far two careful readers agree, and how the engine fares where they do. Parts T1-T4 and U
 * (80 conversations) were labelled a second time by eight separate sessions given only the
 * transcript, the people and the drafts (`RELABEL-BRIEF.md`), never the writer's labels. The
 * second reader is scored against the writer with the same metrics as the engine: that is the
 * ceiling for any engine scored against one reader. Then the engine is scored on the items both
 * readers labelled alike (messages of the same type, people with the same reception, drafts of
 * the same risk). Totals only, never misses: parts T and U stay held out.
 */
import type { FindingKind, InteractionType, Reception, Severity } from "../src/Schemas.js"
import { heldOutT1 } from "./heldout-t1.js"
import { heldOutT2 } from "./heldout-t2.js"
import { heldOutT3 } from "./heldout-t3.js"
import { heldOutT4 } from "./heldout-t4.js"
import { heldOutU } from "./heldout-u.js"
import { engineReading, typeAt } from "./labels.js"
import { relabelT1 } from "./relabel-t1.js"
import { relabelT2 } from "./relabel-t2.js"
import { relabelT3 } from "./relabel-t3.js"
import { relabelT4 } from "./relabel-t4.js"
import { relabelU1 } from "./relabel-u1.js"
import { relabelU2 } from "./relabel-u2.js"
import { relabelU3 } from "./relabel-u3.js"
import { relabelU4 } from "./relabel-u4.js"
import type { Labelled, Relabel } from "./types.js"

/** One reading of a conversation, whoever made it (a writer, a second reader, the engine). */
interface Reading {
  readonly types: ReadonlyArray<InteractionType>
  readonly users: Readonly<Record<string, readonly [Reception, number] | undefined>>
  readonly findings: ReadonlyArray<FindingKind>
  readonly risks: ReadonlyArray<Severity>
}

const ofLabels = (
  c: Labelled,
  l: Pick<Relabel, "types" | "users" | "findings">,
  risks: ReadonlyArray<Severity>
): Reading => ({
  types: c.messages.map((_, i) => typeAt(l.types, i)),
  users: l.users,
  findings: l.findings,
  risks
})

/** The engine's reading, as `pnpm eval` scores it. */
const ofEngine = (c: Labelled): Reading => {
  const got = engineReading(c)
  return {
    types: got.types.map((t) => t ?? "transactional"),
    users: got.users,
    findings: got.findings,
    risks: got.risks
  }
}

interface Score {
  types: [number, number]
  reception: [number, number]
  frustration: [number, number]
  recall: [number, number]
  clean: [number, number]
  risk: [number, number]
}

/**
 * `got` scored against `expected`; with `other`, only the items where `expected` and `other`
 * agree count (findings: only the conversations where both readers list the same kinds).
 */
const score = (expected: Reading, got: Reading, s: Score, other?: Reading): void => {
  expected.types.forEach((t, i) => {
    if (other && other.types[i] !== t) return
    s.types[0]++
    if (got.types[i] === t) s.types[1]++
  })
  for (const [name, user] of Object.entries(expected.users)) {
    if (user === undefined) continue
    const [reception, frustration] = user
    const o = other?.users[name]
    const g = got.users[name]
    if (!other || o?.[0] === reception) {
      s.reception[0]++
      if (g?.[0] === reception) s.reception[1]++
    }
    if (!other || o?.[1] === frustration) {
      s.frustration[0]++
      s.frustration[1] += Math.abs((g?.[1] ?? 0) - frustration)
    }
  }
  const same = (a: ReadonlyArray<FindingKind>, b: ReadonlyArray<FindingKind>) =>
    a.length === b.length && a.every((k) => b.includes(k))
  if (!other || same(expected.findings, other.findings)) {
    for (const k of expected.findings) {
      s.recall[0]++
      if (got.findings.includes(k)) s.recall[1]++
    }
    if (expected.findings.length === 0) {
      s.clean[0]++
      if (got.findings.length > 0) s.clean[1]++
    }
  }
  expected.risks.forEach((r, i) => {
    if (other && other.risks[i] !== r) return
    s.risk[0]++
    if (got.risks[i] === r) s.risk[1]++
  })
}

const blank = (): Score => ({
  types: [0, 0],
  reception: [0, 0],
  frustration: [0, 0],
  recall: [0, 0],
  clean: [0, 0],
  risk: [0, 0]
})

const pairs = (): Array<readonly [Labelled, Relabel]> => {
  const parts: ReadonlyArray<readonly [string, ReadonlyArray<Labelled>, ReadonlyArray<Relabel>]> = [
    ["t1", heldOutT1, relabelT1],
    ["t2", heldOutT2, relabelT2],
    ["t3", heldOutT3, relabelT3],
    ["t4", heldOutT4, relabelT4],
    ["u1", heldOutU.slice(0, 10), relabelU1],
    ["u2", heldOutU.slice(10, 20), relabelU2],
    ["u3", heldOutU.slice(20, 30), relabelU3],
    ["u4", heldOutU.slice(30, 40), relabelU4]
  ]
  return parts.flatMap(([part, written, relabelled]) =>
    written.map((c, i) => {
      const id = `${part}-${String(i + 1).padStart(2, "0")}`
      const r = relabelled.find((x) => x.id === id)
      if (r === undefined) throw new Error(`no second reading of ${id}`)
      if (r.risks.length !== c.drafts.length)
        throw new Error(`${id}: ${r.risks.length} risks for ${c.drafts.length} drafts`)
      for (const name of Object.keys(c.users))
        if (!(name in r.users)) throw new Error(`${id}: ${name} not labelled`)
      return [c, r] as const
    })
  )
}

const line = (label: string, ...cols: ReadonlyArray<string>) =>
  console.log(`  ${label.padEnd(34)} ${cols.map((c) => c.padStart(10)).join(" ")}`)

const f2 = (a: number, b: number) => (b === 0 ? "n/a" : (a / b).toFixed(2))
const f3 = (a: number, b: number) => (b === 0 ? "n/a" : (a / b).toFixed(3))

/** Prints the agreement table. */
export const printAgreement = (): void => {
  const writerVsSecond = blank()
  const engineVsWriter = blank()
  const engineVsSecond = blank()
  const engineWhereAgreed = blank()
  const all = pairs()
  for (const [c, r] of all) {
    const writer = ofLabels(
      c,
      c,
      c.drafts.map((d) => d[1])
    )
    const second = ofLabels(c, r, r.risks)
    const engine = ofEngine(c)
    score(writer, second, writerVsSecond)
    score(writer, engine, engineVsWriter)
    score(second, engine, engineVsSecond)
    score(writer, engine, engineWhereAgreed, second)
  }
  const n = all.length
  console.log(
    `\nhuman agreement: parts T1-T4 and U (${n} conversations) labelled again by a second reader who never saw the writer's labels`
  )
  line("", "2nd reader", "engine", "engine", "engine where")
  line("", "vs writer", "vs writer", "vs 2nd", "both agree")
  const columns = [writerVsSecond, engineVsWriter, engineVsSecond, engineWhereAgreed]
  line("interaction type accuracy", ...columns.map((s) => f2(s.types[1], s.types[0])))
  line("reception accuracy", ...columns.map((s) => f2(s.reception[1], s.reception[0])))
  line("frustration MAE", ...columns.map((s) => f3(s.frustration[1], s.frustration[0])))
  line("findings recall", ...columns.map((s) => f2(s.recall[1], s.recall[0])))
  line("false alarms (clean conversations)", ...columns.map((s) => f2(s.clean[1], s.clean[0])))
  line("foresee risk accuracy (exact)", ...columns.map((s) => f2(s.risk[1], s.risk[0])))
  line(
    "items where both readers agree",
    `types ${f2(engineWhereAgreed.types[0], writerVsSecond.types[0])}`,
    `recep ${f2(engineWhereAgreed.reception[0], writerVsSecond.reception[0])}`,
    `risk ${f2(engineWhereAgreed.risk[0], writerVsSecond.risk[0])}`
  )
}
