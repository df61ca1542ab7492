/**
 * The recall context: prose for the turn that is arriving, tuned to who speaks and what they
 * say, within a token budget.
 *
 * The caller retrieves, per request and within the scope only, a few short lists (each
 * bounded, never the whole scope): messages matching the turn by full-text search (best
 * first), the latest messages, the speaker's own latest messages, messages of others that
 * name the speaker, and questions of others asked since the speaker last spoke. {@link compose}
 * fuses them and writes, in priority order while the budget lasts:
 *
 * 1. questions addressed to the speaker that are still open (asked since they last spoke and
 *    naming them, or asked right after their last message);
 * 2. the most relevant earlier messages: reciprocal rank fusion of text rank (weight 2),
 *    recency (1) and a speaker signal (1: said by or naming the speaker);
 * 3. what the speaker said before; 4. what others said to or about them; 5. the latest turns.
 *
 * Each message appears once, as a statement bound to its speaker (`Citation.statement`).
 * Empty scope: the empty string.
 */
import { statement } from "./Citation.js"
import { limits } from "./Limits.js"
import type { Stored } from "./Message.js"
import * as Rank from "./Rank.js"
import { estimateTokens, nameTerms, speakerKey, words } from "./Text.js"

/** What {@link compose} works from. */
export interface Input {
  readonly speaker: string
  readonly text: string
  /** Messages in the scope (0: the context is empty). */
  readonly total: number
  /** Full-text matches of the turn, best first. */
  readonly relevant: ReadonlyArray<Stored>
  /** The latest messages, newest first. */
  readonly recent: ReadonlyArray<Stored>
  /** The speaker's latest messages, newest first. */
  readonly own: ReadonlyArray<Stored>
  /** Others' latest messages that name the speaker, newest first. */
  readonly about: ReadonlyArray<Stored>
  /** Others' questions asked after the speaker's last message, newest first. */
  readonly questions: ReadonlyArray<Stored>
  /** Budget in estimated tokens (default `limits.contextTokens`). */
  readonly budgetTokens?: number
}

/** Most statements per section. */
export const sectionSize = { questions: 3, relevant: 8, own: 5, about: 5, recent: 6 } as const

/** Whether `m` names the person `speaker` (any word of their name, whole words only). */
export const names = (m: Stored, speaker: string): boolean => {
  const terms = nameTerms(speaker)
  if (terms.length === 0) return false
  const ws = new Set(words(m.text))
  return terms.some((t) => ws.has(t))
}

/** The open questions addressed to `speaker` among `questions` (see the module comment). */
export const openQuestions = (input: Input): Array<Stored> => {
  const me = speakerKey(input.speaker)
  const lastOwn = input.own[0]?.seq ?? -1
  return input.questions.filter(
    (q) =>
      speakerKey(q.speaker) !== me && q.seq > lastOwn && (names(q, input.speaker) || q.seq === lastOwn + 1)
  )
}

/** The relevant messages, fused and best first (see the module comment). */
export const relevant = (input: Input): Array<Stored> => {
  const me = speakerKey(input.speaker)
  const pool = new Map<number, Stored>()
  for (const m of [...input.relevant, ...input.recent, ...input.own, ...input.about]) pool.set(m.seq, m)
  const bySeqDesc = [...pool.values()].sort((a, b) => b.seq - a.seq)
  const scores = Rank.fuse<number>([
    { items: input.relevant.map((m) => m.seq), weight: 2 },
    { items: bySeqDesc.map((m) => m.seq), weight: 1 },
    {
      items: bySeqDesc
        .filter((m) => speakerKey(m.speaker) === me || names(m, input.speaker))
        .map((m) => m.seq),
      weight: 1
    }
  ])
  // Only text matches are "relevant"; the other lists only reorder them.
  const matched = new Set(input.relevant.map((m) => m.seq))
  return Rank.order(scores, (a, b) => b - a)
    .filter((s) => matched.has(s))
    .map((s) => pool.get(s)!)
}

/** The context for the arriving turn, at most `budgetTokens` estimated tokens. */
export const compose = (input: Input): string => {
  if (input.total === 0) return ""
  const budget = input.budgetTokens ?? limits.contextTokens
  const me = speakerKey(input.speaker)
  const used = new Set<number>()
  const lines: Array<string> = []
  let tokens = 0
  const push = (line: string): boolean => {
    const t = estimateTokens(line) + 1
    if (tokens + t > budget) return false
    lines.push(line)
    tokens += t
    return true
  }
  const section = (title: string, items: ReadonlyArray<Stored>, max: number, chronological = false) => {
    const picked = items.filter((m) => !used.has(m.seq)).slice(0, max)
    if (picked.length === 0) return
    const shown = chronological ? [...picked].sort((a, b) => a.seq - b.seq) : picked
    if (!push(title)) return
    for (const m of shown) {
      if (!push(`- ${statement(m)}`)) return
      used.add(m.seq)
    }
  }
  push(
    `Context for a reply to ${input.speaker}, from ${input.total.toLocaleString("en-US")} earlier message${input.total === 1 ? "" : "s"} in this scope. Each line names who said it.`
  )
  section(`Open questions for ${input.speaker}:`, openQuestions(input), sectionSize.questions)
  section("Most relevant to this turn:", relevant(input), sectionSize.relevant)
  section(`What ${input.speaker} said before:`, input.own, sectionSize.own)
  section(
    `What others said to or about ${input.speaker}:`,
    input.about.filter((m) => speakerKey(m.speaker) !== me),
    sectionSize.about
  )
  section("Latest messages:", input.recent, sectionSize.recent, true)
  return lines.join("\n")
}
