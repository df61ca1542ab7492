/**
 * The sections of an audit run (spec 2.11; its own folder so that both `audit` and the
 * compute threads reach it through an index), computed from the stored transcript by the offline
 * engines: the reception report (`@cis/insight` analyze), the read (extract's prompt block and
 * portrait, foresee's mental states, each person's facts), one verdict per agent turn
 * (foresee on the chat up to that turn, the turn as the candidate reply) and rewrites of the
 * risky turns (foresee's refined reply, split by `@cis/pacing` as a person would send it).
 * Pure and deterministic.
 */
import type { Audit } from "@cis/contract"
import { Analyze, Extract, Foresee, type Schemas as Insight } from "@cis/insight"
import { Split } from "@cis/pacing"
import { Either } from "effect"

export type RunMessage = typeof Audit.RunMessage.Type
export type Read = typeof Audit.Read.Type
export type Verdict = typeof Audit.Verdict.Type
export type Reply = typeof Audit.Reply.Type
type Risk = typeof Audit.Risk.Type

/** One turn of the agent: consecutive messages of it, from `index` (0-based) on. */
export interface AgentTurn {
  readonly index: number
  readonly text: string
}

/** The agent's turns, in order. */
export const agentTurns = (messages: ReadonlyArray<RunMessage>, agent: string): Array<AgentTurn> => {
  const turns: Array<AgentTurn> = []
  let open: { index: number; lines: Array<string> } | undefined
  messages.forEach((m, i) => {
    if (m.speaker === agent) {
      if (open === undefined) open = { index: i, lines: [] }
      open.lines.push(m.text)
    } else if (open !== undefined) {
      turns.push({ index: open.index, text: open.lines.join("\n") })
      open = undefined
    }
  })
  if (open !== undefined) turns.push({ index: open.index, text: open.lines.join("\n") })
  return turns
}

/** The reception report, or `null` when the engine cannot analyze the transcript. */
export const report = (messages: ReadonlyArray<RunMessage>, agent: string): Insight.ReceptionReport | null =>
  Either.getOrNull(Analyze.analyze(messages, { agentName: agent }))

const factPattern =
  /^(?:i am|i'm|im|i have|i've|ive|i had|i work|i live|i used to|i was|i've been|my|we are|we're|we have|our)\b/i

/** What each non-agent person said about themselves: sentences opening with I/my/we, in order. */
export const profiles = (
  messages: ReadonlyArray<RunMessage>,
  agent: string
): Array<{ readonly name: string; readonly facts: Array<string> }> => {
  const byName = new Map<string, Array<string>>()
  for (const m of messages) {
    if (m.speaker === agent) continue
    const facts = byName.get(m.speaker) ?? []
    byName.set(m.speaker, facts)
    for (const raw of m.text.split(/(?<=[.!?])\s+|\n+/)) {
      const s = raw.trim()
      if (s.length < 6 || !factPattern.test(s) || facts.length >= 8) continue
      const fact = s.length > 200 ? `${s.slice(0, 197)}...` : s
      if (!facts.includes(fact)) facts.push(fact)
    }
  }
  return [...byName].map(([name, facts]) => ({ name, facts }))
}

/** The read: each part computed on its own; a part the engines cannot produce is omitted. */
export const read = (messages: ReadonlyArray<RunMessage>, agent: string): Read => {
  const extracted = Extract.extract(messages)
  const turns = messages.map((m) => ({ speaker: m.speaker, text: m.text }))
  const minds = Foresee.foresee({ transcript: turns, candidateReply: "", agentName: agent })
  return {
    ...(Either.isRight(extracted)
      ? {
          prompt_block: extracted.right.prompt_block,
          portrait: {
            summary: extracted.right.profile.summary,
            register: extracted.right.profile.register,
            style: extracted.right.profile.style,
            norms: extracted.right.profile.norms
          }
        }
      : {}),
    ...(Either.isRight(minds) ? { mental_state: minds.right.mental_state } : {}),
    profiles: profiles(messages, agent)
  }
}

const rank: Record<Risk, number> = { low: 0, medium: 1, high: 2 }

/** The riskiest predicted reaction of a foresee result, if any. */
const riskiest = (result: Insight.ForeseeResult) =>
  result.predicted_reaction.reduce<Insight.ForeseeResult["predicted_reaction"][number] | undefined>(
    (worst, r) => (worst === undefined || rank[r.risk] > rank[worst.risk] ? r : worst),
    undefined
  )

/** A verdict with the foresee result behind it (its refined reply feeds the rewrite). */
export interface Judged {
  readonly verdict: Verdict
  readonly refined: string | undefined
}

const opening = (messages: ReadonlyArray<RunMessage>, turn: AgentTurn, agent: string): Verdict => {
  const next = messages.slice(turn.index).find((m) => m.speaker !== agent)
  return {
    index: turn.index,
    risk: "low",
    summary: "The agent opens the chat: nobody had spoken yet to take it well or badly.",
    predicted_message: next?.text ?? "(no reply)"
  }
}

/** One verdict per agent turn: how the people present so far take it. */
export const verdicts = (messages: ReadonlyArray<RunMessage>, agent: string): Array<Judged> =>
  agentTurns(messages, agent).map((turn) => {
    const before = messages.slice(0, turn.index).map((m) => ({ speaker: m.speaker, text: m.text }))
    const result = Foresee.foresee({ transcript: before, candidateReply: turn.text, agentName: agent })
    const worst = Either.isRight(result) ? riskiest(result.right) : undefined
    if (Either.isLeft(result) || worst === undefined)
      return { verdict: opening(messages, turn, agent), refined: undefined }
    return {
      verdict: {
        index: turn.index,
        risk: worst.risk,
        summary: worst.summary,
        predicted_message: worst.predicted_message
      },
      refined: result.right.refined_reply
    }
  })

/** Rewrites of the turns judged `medium` or `high`, split into chat messages, with their own risk. */
export const replies = (
  messages: ReadonlyArray<RunMessage>,
  agent: string,
  judged: ReadonlyArray<Judged>
): Array<Reply> =>
  judged.flatMap(({ verdict, refined }) => {
    if (verdict.risk === "low" || refined === undefined || refined.trim() === "") return []
    const before = messages.slice(0, verdict.index).map((m) => ({ speaker: m.speaker, text: m.text }))
    const again = Foresee.foresee({ transcript: before, candidateReply: refined, agentName: agent })
    const worst = Either.isRight(again) ? riskiest(again.right) : undefined
    const pieces = Split.split(refined)
    return [
      {
        index: verdict.index,
        reply: refined,
        messages: pieces.length > 0 ? [...pieces] : [refined],
        risk: worst?.risk ?? "low"
      }
    ]
  })
