/**
 * Reading a labelled conversation: its messages as the engine takes them, the expected type of
 * each message from the `[fromIndex, type]` runs, each draft as foresee's input, and the engine's
 * own reading of it (what `pnpm eval` and the agreement table score).
 */
import { Either } from "effect"
import { Analyze, Foresee } from "../src/index.js"
import { severityRank } from "../src/internal/findings.js"
import type { FindingKind, InteractionType, Reception, Severity } from "../src/Schemas.js"
import type { Message } from "../src/Transcript.js"
import type { Labelled } from "./types.js"

/** The conversation's lines as messages `m1`, `m2`, ... (`Speaker: text`). */
export const toMessages = (c: Pick<Labelled, "messages">): Array<Message> =>
  c.messages.map((line, i) => {
    const k = line.indexOf(": ")
    return { id: `m${i + 1}`, speaker: line.slice(0, k), text: line.slice(k + 2) }
  })

/** The labelled type of the message at 0-based index `i`. */
export const typeAt = (types: Labelled["types"], i: number): InteractionType => {
  let t: InteractionType = "transactional"
  for (const [from, type] of types) if (i >= from) t = type
  return t
}

/** A draft as foresee's input: the transcript cut to its first `keep` messages (all by default). */
export const draftInput = (c: Labelled, d: Labelled["drafts"][number]): Foresee.ForeseeInput => ({
  transcript: toMessages(c)
    .slice(0, d.length === 3 ? d[2] : c.messages.length)
    .map((m) => ({ speaker: m.speaker, text: m.text })),
  candidateReply: d[0],
  agentName: c.agent
})

/** What the engine reads in a labelled conversation, in the shape of its labels. */
export interface EngineReading {
  /** Per message, the type of the interaction holding it. */
  readonly types: ReadonlyArray<InteractionType | undefined>
  /** Per labelled person, their reception and frustration (absent if the report has no entry). */
  readonly users: Readonly<Record<string, readonly [Reception, number] | undefined>>
  /** The kinds of the report's findings, each once. */
  readonly findings: ReadonlyArray<FindingKind>
  /** Whether the report has any finding at all (kinds or not). */
  readonly anyFinding: boolean
  /** Per draft, the highest risk foresee gives anyone. */
  readonly risks: ReadonlyArray<Severity>
}

/** Runs `analyze` and, per draft, `foresee` on a labelled conversation. */
export const engineReading = (c: Labelled): EngineReading => {
  const messages = toMessages(c)
  const result = Analyze.analyze(messages, { agentName: c.agent })
  if (Either.isLeft(result)) throw new Error(`${c.id}: ${result.left.message}`)
  const report = result.right
  const typeOf = new Map<string, InteractionType>()
  for (const it of report.interactions) for (const id of it.message_ids) typeOf.set(id, it.type)
  const users: Record<string, readonly [Reception, number] | undefined> = {}
  for (const name of Object.keys(c.users)) {
    const u = report.per_user.find((p) => p.name === name)
    users[name] = u === undefined ? undefined : [u.reception, u.frustration]
  }
  const findings = [
    ...new Set(
      report.findings
        .map((f) => Analyze.kindOfIssue(f.issue))
        .filter((k): k is FindingKind => k !== undefined)
    )
  ]
  const risks = c.drafts.map((d) => {
    const fr = Foresee.foresee(draftInput(c, d))
    if (Either.isLeft(fr)) throw new Error(`${c.id}: ${fr.left.message}`)
    return fr.right.predicted_reaction.reduce<Severity>(
      (a, p) => (severityRank[p.risk] > severityRank[a] ? p.risk : a),
      "low"
    )
  })
  return {
    types: messages.map((m) => typeOf.get(m.id)),
    users,
    findings,
    anyFinding: report.findings.length > 0,
    risks
  }
}
