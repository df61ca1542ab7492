/**
 * Extractive answers to a question about a scope, grounded in stored messages.
 *
 * The caller retrieves the question's full-text matches within the scope (best first) and the
 * few messages right after the best of them (where corrections live: "actually it's
 * Tuesday"). {@link answer} then:
 *
 * 1. splits the question into people (words naming a speaker seen in the retrieved messages)
 *    and topic stems (the other content words);
 * 2. scores each message by topic coverage `|topic ∩ stems(m)| / |topic|`, plus 0.25 when a
 *    person of the question said it and 0.1 when it names one;
 * 3. lets a correction that follows a matching message within 4 turns ("actually", "no
 *    wait", "changed", "moved", ...) inherit that message's score;
 * 4. among statements scoring at least 80% of the best, takes the latest (facts change over
 *    time; the latest statement wins), questions only when nothing else qualifies;
 * 5. answers "not in this scope" when the best coverage is under {@link minCoverage}.
 *
 * The answer names who said what and when, one statement per line (`Citation.statement`),
 * and, when the chosen statement replaced an earlier one, quotes that too. Empty scope: "".
 */
import { type Cited, statement } from "./Citation.js"
import type { Stored } from "./Message.js"
import { contentStems, nameTerms, speakerKey, stem, words } from "./Text.js"

/** What {@link answer} works from. */
export interface Input {
  readonly question: string
  /** Messages in the scope (0: the answer is empty). */
  readonly total: number
  /** Full-text matches of the question within the scope, best first. */
  readonly candidates: ReadonlyArray<Stored>
  /** Messages that follow the best candidates (up to {@link followWindow} turns each). */
  readonly followUps: ReadonlyArray<Stored>
}

/** An answer and the statements it cites. */
export interface Answer {
  readonly text: string
  /** Whether the scope contains an answer. */
  readonly found: boolean
  /** Cited statements, the chosen one first. */
  readonly citations: ReadonlyArray<Cited>
}

/** Least topic coverage of the best statement for the scope to count as answering. */
export const minCoverage = 0.5
/** Turns after a matching message in which a correction is looked for. */
export const followWindow = 4
/** Candidates whose follow-ups the caller should fetch. */
export const followedCandidates = 8

const correction =
  /\b(actually|correction|sorry|no wait|wait|scratch that|instead|change[ds]?|moved?|reschedul\w*|update[ds]?|anymore|no longer|not\b.*\bbut)\b|^\s*no\b/i

/** Whether `text` reads as correcting or updating something said before. */
export const isCorrection = (text: string): boolean => correction.test(text)

interface Scored {
  readonly m: Stored
  readonly score: number
  readonly coverage: number
  readonly replaces?: Stored
}

/** The question's people (speakers it names) and topic stems. */
export const parseQuestion = (question: string, speakers: ReadonlyArray<string>) => {
  const qWords = new Set(words(question))
  const people = speakers.filter((s) => nameTerms(s).some((t) => qWords.has(t)))
  const personStems = new Set(people.flatMap((p) => nameTerms(p).map(stem)))
  const topic = contentStems(question).filter((t) => !personStems.has(t))
  return { people, topic }
}

/** The answer to `input.question` from the retrieved messages (see the module comment). */
export const answer = (input: Input): Answer => {
  if (input.total === 0) return { text: "", found: false, citations: [] }
  const pool = new Map<number, Stored>()
  for (const m of [...input.candidates, ...input.followUps]) pool.set(m.seq, m)
  const speakers = [...new Map([...pool.values()].map((m) => [speakerKey(m.speaker), m.speaker])).values()]
  const { people, topic } = parseQuestion(input.question, speakers)
  const peopleKeys = new Set(people.map(speakerKey))

  const score = (m: Stored): Scored => {
    const stems = new Set(contentStems(m.text))
    const hit = topic.filter((t) => stems.has(t)).length
    const coverage = topic.length === 0 ? (peopleKeys.has(speakerKey(m.speaker)) ? 1 : 0) : hit / topic.length
    const byPerson = peopleKeys.has(speakerKey(m.speaker)) ? 0.25 : 0
    const namesPerson = people.some((p) => nameTerms(p).some((t) => stems.has(stem(t)))) ? 0.1 : 0
    return { m, coverage, score: coverage + (coverage > 0 ? byPerson + namesPerson : 0) }
  }
  const scored = new Map<number, Scored>()
  for (const m of pool.values()) scored.set(m.seq, score(m))
  // Corrections inherit the score of the statement they follow.
  const ordered = [...pool.values()].sort((a, b) => a.seq - b.seq)
  for (const c of ordered) {
    const sc = scored.get(c.seq)!
    if (sc.coverage < minCoverage || c.isQuestion) continue
    for (const f of ordered) {
      if (f.seq <= c.seq || f.seq > c.seq + followWindow || !isCorrection(f.text) || f.isQuestion) continue
      const sf = scored.get(f.seq)!
      if (sf.score <= sc.score)
        scored.set(f.seq, { m: f, score: sc.score, coverage: sc.coverage, replaces: c })
    }
  }
  const all = [...scored.values()]
  const statements = all.filter((s) => !s.m.isQuestion)
  const eligible =
    statements.length > 0 && Math.max(...statements.map((s) => s.coverage)) >= minCoverage ? statements : all
  const best = Math.max(0, ...eligible.map((s) => s.score))
  const bestCoverage = Math.max(0, ...eligible.map((s) => s.coverage))
  if (eligible.length === 0 || bestCoverage < minCoverage) {
    return {
      text: `The messages in this scope do not answer this question${topic.length > 0 ? ` (nothing said about ${topic.map((t) => `"${t}"`).join(", ")} matches it)` : ""}.`,
      found: false,
      citations: []
    }
  }
  const chosen = eligible
    .filter((s) => s.score >= best * 0.8 && s.coverage >= minCoverage)
    .reduce((a, b) => (b.m.seq > a.m.seq ? b : a))
  // The statement it replaces: an earlier matching statement the correction follows, or the
  // best earlier statement on the same topic that it superseded.
  const replaced =
    chosen.replaces ??
    eligible
      .filter((s) => s.m.seq < chosen.m.seq && s.coverage >= minCoverage && s.m.text !== chosen.m.text)
      .sort((a, b) => b.score - a.score || b.m.seq - a.m.seq)[0]?.m
  const lines = [statement(chosen.m)]
  const citations: Array<Cited> = [{ seq: chosen.m.seq, speaker: chosen.m.speaker }]
  if (replaced !== undefined) {
    lines.push("That is the latest word on it; earlier:", statement(replaced))
    citations.push({ seq: replaced.seq, speaker: replaced.speaker })
  }
  return { text: lines.join("\n"), found: true, citations }
}
